import { Link } from "react-router-dom";
import styled from "styled-components";

/**
 * A link that looks like the kit's outline button: it navigates (or changes the address's `?view=`), so it
 * is a link, and middle-click opens a tab. The editor's bar and the sharing entries use it.
 */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
`;
