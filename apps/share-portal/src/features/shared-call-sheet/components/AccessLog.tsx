import styled from "styled-components";
import { type AccessLogEntry } from "@repo/contracts/sharing";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharePortalTexts";
import { formatTimestamp } from "@repo/call-sheet/formatDates";

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

/** Who opened the sheet, when and from which address (the admin's audit of the links sent out). */
export function AccessLog({ entries }: { entries: AccessLogEntry[] }) {
  return (
    <>
      <Heading>{SHARE_PORTAL_TEXTS.accessLog}</Heading>
      {entries.length === 0 ? (
        <p>{SHARE_PORTAL_TEXTS.accessLogEmpty}</p>
      ) : (
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
      )}
    </>
  );
}
