import styled, { css } from "styled-components";

const fieldBox = css`
  width: 100%;
  min-height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:disabled { background: ${({ theme }) => theme.colors.background}; cursor: not-allowed; }
  &[aria-invalid="true"] { border-color: ${({ theme }) => theme.colors.destructive}; }
`;

export const Input = styled.input`
  ${fieldBox}
  padding: 0 ${({ theme }) => theme.space(3)};
`;

/** A multi-line field that looks like Input; grows by hand (vertically). Set its min-height where it is used. */
export const TextArea = styled.textarea`
  ${fieldBox}
  min-height: 80px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  line-height: 1.45;
  resize: vertical;
`;

/** A native <select> that looks like Input: for short fixed lists (react-select is for searchable ones). */
export const NativeSelect = styled.select`
  ${fieldBox}
  padding: 0 ${({ theme }) => theme.space(2)};
`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

export const FieldError = styled.p.attrs({ role: "alert" })`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.destructive};
  font-size: 0.875rem;
`;
