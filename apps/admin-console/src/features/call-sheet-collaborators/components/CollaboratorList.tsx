import { useEffect, useState } from "react";
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
 * follow in one render right after that commit has been painted. Opening 200 rows in one commit held the
 * first paint for the whole render (bench:collaborators-panel: about three quarters of a warm open was React
 * making the 200 rows' elements). A deferred value (React's time-sliced background render) was tried for the
 * rest: the first rows came as fast, but all rows took 1.5-2x as long on the loaded two-core machine.
 */
export const FIRST_ROWS = 12;

/** False for the first commit, true from a task after its frame (a rAF runs before the paint; a timeout from it, after). */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, []);
  return painted;
}

type Props = Pick<RowProps, "resendNoteId" | "onResend" | "onRoleChange" | "onRevoke"> & {
  shares: readonly Share[];
  /** The change of role on its way, shown at once in its row. */
  pendingRole: { shareId: number; role: ShareRole } | undefined;
  /** The share whose resend is on its way. */
  resending: number | undefined;
};

/** The collaborators' rows, the first screenful at once and the rest after its paint (mounted with the data: each open starts small). */
export function CollaboratorList({ shares, pendingRole, resending, ...actions }: Props) {
  const everyRow = useAfterFirstPaint();
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
