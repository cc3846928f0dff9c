import type { ReactNode } from "react";
import styled from "styled-components";
import type { Share, ShareList } from "@repo/contracts/sharing/schemas";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { Button, toast } from "shell/portalKit";
import { useRemoveShare } from "../api/shares.ts";
import { AccessLog } from "./AccessLog.tsx";
import { formatTimestamp } from "@repo/call-sheet/formatDates";
import { SidePanel } from "./SidePanel.tsx";

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  align-items: start;
  strong { overflow-wrap: anywhere; }
  dl { grid-column: 1 / -1; margin: 0; font-size: 0.8125rem; color: ${({ theme }) => theme.colors.mutedText}; }
  dt { display: inline; }
  dt::after { content: ": "; }
  dd { display: inline; margin: 0; }
  dd::after { content: ""; display: block; }
`;

const Badge = styled.span<{ $role: Share["role"] }>`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  color: #ffffff;
  background: ${({ $role, theme }) => ($role === "commenter" ? theme.colors.focus : theme.colors.mutedText)};
`;

const Remove = styled(Button)`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(2)};
  font-size: 0.8125rem;
`;

const invitationText = ({ invitation }: Share) =>
  invitation.state === "failed"
    ? SHARE_PORTAL_TEXTS.invitationFailed(invitation.failure)
    : invitation.state === "sent"
      ? SHARE_PORTAL_TEXTS.invitationSent
      : SHARE_PORTAL_TEXTS.invitationQueued;

/**
 * An address as two break points' worth of text: a column 320 px wide (or a phone) cannot hold most
 * addresses on one line, and "name@example.c / om" reads badly; it breaks before the "@" first.
 */
function breakableEmail(email: string): ReactNode {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** 'Shared with' (admin only, spec §2): each active share, its role, when it was last opened, its expiry; remove. */
export function SharedWithPanel({ callSheetId, list }: { callSheetId: string; list: Pick<ShareList, "shares" | "accessLog"> }) {
  const remove = useRemoveShare(callSheetId);
  function removeShare(share: Share) {
    remove.mutate(share.id, {
      onSuccess: () => toast({ title: SHARING_TEXTS.removedTitle, description: SHARING_TEXTS.removed }),
      onError: () => toast({ title: SHARING_TEXTS.removeFailedTitle, description: SHARING_TEXTS.removeFailed, variant: "destructive" }),
    });
  }
  return (
    <SidePanel title={SHARING_TEXTS.sharedWith}>
      <List>
        {list.shares.map((share) => (
          <Row key={share.id}>
            <div>
              <strong>{breakableEmail(share.email)}</strong>
              <Badge $role={share.role}>{SHARING_TEXTS.roleNames[share.role]}</Badge>
            </div>
            <Remove $variant="outline" aria-label={SHARE_PORTAL_TEXTS.remove(share.email)} disabled={remove.isPending && remove.variables === share.id} onClick={() => removeShare(share)}>
              ✕
            </Remove>
            <dl>
              {/* The producer reads the shared view too: a refused invitation must not look like one on its way. */}
              <dt>{SHARE_PORTAL_TEXTS.invitation}</dt>
              <dd>{invitationText(share)}</dd>
              <dt>{SHARE_PORTAL_TEXTS.lastOpened}</dt>
              <dd>{share.lastAccessed ? formatTimestamp(share.lastAccessed) : SHARE_PORTAL_TEXTS.neverOpened}</dd>
              <dt>{SHARE_PORTAL_TEXTS.expires}</dt>
              <dd>{formatTimestamp(share.expiresAt)}</dd>
            </dl>
          </Row>
        ))}
      </List>
      <AccessLog entries={list.accessLog} />
    </SidePanel>
  );
}
