import styled from "styled-components";
import type { AccessLogEntry } from "@repo/contracts/sharing/schemas";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { formatTimestamp } from "@repo/call-sheet/formatDates";
import { SidePanel } from "./SidePanel.tsx";

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.8125rem;
  li { overflow-wrap: anywhere; }
  span { display: block; color: ${({ theme }) => theme.colors.mutedText}; }
`;

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
`;

/** The log's lines: who opened the sheet, when and from which address. */
function AccessLogEntries({ entries }: { entries: AccessLogEntry[] }) {
  if (entries.length === 0) return <p>{SHARE_PORTAL_TEXTS.accessLogEmpty}</p>;
  return (
    <List>
      {entries.map((entry, index) => (
        <li key={`${entry.accessedAt}-${index}`}>
          {entry.email}
          <span>
            <time dateTime={entry.accessedAt}>{formatTimestamp(entry.accessedAt)}</time> {SHARE_PORTAL_TEXTS.accessLogLine(entry.address)}
          </span>
        </li>
      ))}
    </List>
  );
}

/** Who opened the sheet, when and from which address (the admin's audit of the links sent out), under the Shared with list. */
export function AccessLog({ entries }: { entries: AccessLogEntry[] }) {
  return (
    <>
      <Heading>{SHARE_PORTAL_TEXTS.accessLog}</Heading>
      <AccessLogEntries entries={entries} />
    </>
  );
}

/**
 * The access log as a panel of its own, for when no share is active: the Shared with list is gone (the spec
 * shows it only while shares exist), but who opened the sheet before the last share was revoked still matters.
 */
export function AccessLogPanel({ entries }: { entries: AccessLogEntry[] }) {
  return (
    <SidePanel title={SHARE_PORTAL_TEXTS.accessLog}>
      <AccessLogEntries entries={entries} />
    </SidePanel>
  );
}
