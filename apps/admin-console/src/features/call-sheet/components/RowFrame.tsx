import styled from "styled-components";

/**
 * The first line of a list row (a prop, a scene): what it is, then its buttons, which go under it when both
 * do not fit (375 px). The row's own content is the first child.
 */
export const RowLine = styled.div<{ $align?: "center" | "flex-start" }>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $align = "center" }) => $align};
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  & > div:first-child { flex: 1 1 10rem; min-width: 0; }
`;

/** A row's buttons (Rename/Edit, Delete, Move): tighter in a phone-wide card so they fit one line. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  @container (max-width: 420px) {
    gap: ${({ theme }) => theme.space(1)};
    & > button { padding: 0 ${({ theme }) => theme.space(1.5)}; }
  }
`;
