import { Link } from "react-router-dom";
import styled from "styled-components";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { Card } from "shell/portalKit";

const Box = styled(Card)`
  border-color: ${({ theme }) => theme.colors.destructive};
  h2 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1.125rem; color: ${({ theme }) => theme.colors.destructive}; }
  p { margin: 0 0 ${({ theme }) => theme.space(4)}; }
`;

/**
 * 'Greška pri pristupu' (or the link's own title, 'Link nije važeći'): the link is broken (no token, no
 * e-mail, a token nobody issued), the gate could not prepare itself, or the access answer named no sheet;
 * another password cannot help, so the only way on is home.
 */
export function GateAlert({ title = SHARING_TEXTS.gateAlertTitle, message }: { title?: string; message: string }) {
  return (
    <Box role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      {/* The home page is the public site's, not a page of this app's router: a full load. */}
      <Link to="/" reloadDocument>
        {SHARING_TEXTS.gateHome}
      </Link>
    </Box>
  );
}
