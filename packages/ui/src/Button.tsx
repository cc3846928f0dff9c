import styled, { css } from "styled-components";

export type ButtonVariant = "primary" | "outline" | "destructive" | "ghost";

/** The kit's button look (size, shape, the variant's colours), shared by Button and ButtonLink. */
const buttonLook = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ theme, $variant = "primary" }) => {
    switch ($variant) {
      case "outline":
        return css`background: ${theme.colors.surface}; color: ${theme.colors.text}; border-color: ${theme.colors.border};`;
      case "destructive":
        return css`background: ${theme.colors.destructive}; color: ${theme.colors.destructiveText};`;
      case "ghost":
        return css`background: transparent; color: ${theme.colors.text};`;
      default:
        return css`background: ${theme.colors.primary}; color: ${theme.colors.primaryText};`;
    }
  }}
`;

/** A native button; `$variant` picks the look, everything else is a normal button prop. */
export const Button = styled.button.attrs<{ $variant?: ButtonVariant }>((props) => ({ type: props.type ?? "button" }))<{
  $variant?: ButtonVariant;
}>`
  ${buttonLook}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

/**
 * A plain link (`<a href>`) that looks like Button: for what is a link but reads as an action, e.g. a file to
 * download that needs no script. `$variant` as Button's; the label stays on one line. A router's link keeps
 * the look with styled-components' `as`: `<ButtonLink as={Link} to={...} $variant="outline">` (the admin
 * console's editor bar), typed by Link's props.
 */
export const ButtonLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonLook}
  text-decoration: none;
  white-space: nowrap;
`;
