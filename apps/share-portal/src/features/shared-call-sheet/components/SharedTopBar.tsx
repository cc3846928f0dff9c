import { type ReactNode, useRef } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { hiddenInPrint } from "@repo/call-sheet/printStyles";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { Button, toast, useKeepToastsOff } from "shell/portalKit";
import { printWithStamp } from "../lib/paper.ts";
import { ShareButton } from "./ShareButton.tsx";

const Bar = styled.nav`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${hiddenInPrint}
`;

const Title = styled.span`
  flex: 1 1 160px;
  min-width: 0;
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * Opens the print dialog once the paper stamp's QR code can be drawn (lib/paper.ts); a browser that refuses
 * gets the spec's 'Print Error' toast.
 */
function printSheet(): void {
  printWithStamp().catch(() => {
    toast({ title: EDITOR_TEXTS.printErrorTitle, description: EDITOR_TEXTS.printError, variant: "destructive" });
  });
}

type Props = {
  callSheetId: number;
  title: string;
  isAdmin: boolean;
  onShared: () => void;
  /** A collaborator's own actions (Add to calendar, Confirm): after Print. */
  collaboratorActions?: ReactNode;
};

/**
 * The sticky bar over the shared sheet (spec §2), not printed; toasts keep off it. Admin = the server's
 * isAdmin, nothing else. The spec's Back of reading B (to the invitation's gate) is not offered: the gate of
 * a session holding the grant opens this sheet again (issue 23, "Back from the shared view stays on the
 * sheet"), and the address no longer names the token.
 */
export function SharedTopBar({ callSheetId, title, isAdmin, onShared, collaboratorActions }: Props) {
  const bar = useRef<HTMLElement>(null);
  useKeepToastsOff(bar);
  return (
    <Bar ref={bar} aria-label={SHARE_PORTAL_TEXTS.topBarLabel}>
      <Title>{title}</Title>
      {isAdmin ? <Link to={`/admin/call-sheet/${callSheetId}`} reloadDocument>{SHARING_TEXTS.backToEdit}</Link> : null}
      <Button $variant="outline" onClick={printSheet}>
        {SHARING_TEXTS.print}
      </Button>
      {collaboratorActions}
      {isAdmin ? <ShareButton callSheetId={callSheetId} onShared={onShared} /> : null}
    </Bar>
  );
}
