import { useDeferredValue } from "react";
import styled from "styled-components";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import type { ShareRole } from "@repo/contracts/sharing/constants";
import type { Share } from "@repo/contracts/sharing/schemas";
import { CollaboratorRow, type RowProps, rowStyles } from "./CollaboratorRow.tsx";

const List = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
  ${rowStyles}
`;

/**
 * Rows in the list's first commit: more than the tallest screen shows (a row is about 200 px high). The rest
 * follow in a deferred render, which React does in slices between frames: the panel is painted and answers
 * input while the rows below the fold are still being made. Opening 200 rows in one commit held the main
 * thread for the whole render (bench:collaborators-panel: about three quarters of a warm open was React
 * making the 200 rows' elements).
 */
export const FIRST_ROWS = 12;

type Props = Pick<RowProps, "resendNoteId" | "onResend" | "onRoleChange" | "onRevoke"> & {
  shares: readonly Share[];
  /** The change of role on its way, shown at once in its row. */
  pendingRole: { shareId: number; role: ShareRole } | undefined;
  /** The share whose resend is on its way. */
  resending: number | undefined;
};

/** The collaborators' rows, the first screenful at once and the rest deferred (mounted with the data: each open starts small). */
export function CollaboratorList({ shares, pendingRole, resending, ...actions }: Props) {
  const everyRow = useDeferredValue(true, false);
  const rows = everyRow ? shares : shares.slice(0, FIRST_ROWS);
  return (
    <List data-collaborators-list tabIndex={-1} aria-label={TEXTS.title} aria-busy={everyRow ? undefined : true}>
      {rows.map((share) => (
        <CollaboratorRow
          key={share.id}
          share={share}
          role={pendingRole?.shareId === share.id ? pendingRole.role : share.role}
          busy={resending === share.id || pendingRole?.shareId === share.id}
          {...actions}
        />
      ))}
    </List>
  );
}
