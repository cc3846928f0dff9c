import styled from "styled-components";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import type { AccessLogEntry } from "@repo/contracts/sharing/schemas";
import { formatMoment } from "../lib/describe.ts";

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  li { padding: ${({ theme }) => theme.space(1)} 0; overflow-wrap: anywhere; }
  span { color: ${({ theme }) => theme.colors.mutedText}; }
`;

/** Who opened the sheet, when and from where (as the server lists it, newest first). */
export function AccessLog({ entries }: { entries: readonly AccessLogEntry[] }) {
  return (
    <section aria-labelledby="collaborators-access-log">
      <h3 id="collaborators-access-log">{TEXTS.accessLog}</h3>
      {entries.length ? (
        <List>
          {entries.map((entry, index) => (
            <li key={`${entry.accessedAt}-${entry.email}-${index}`}>
              {formatMoment(entry.accessedAt)} · {entry.email} <span>{TEXTS.accessLogLine(entry.address)}</span>
            </li>
          ))}
        </List>
      ) : (
        <p>{TEXTS.accessLogEmpty}</p>
      )}
    </section>
  );
}
