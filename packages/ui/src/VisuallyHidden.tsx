import styled from "styled-components";

/**
 * Heard, not seen: text for screen readers only (a live announcement, a description read with a button).
 * Kept in the accessibility tree, unlike `hidden` or `display: none`. A `span`; pass `as="p"` for a paragraph.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
