import styled from "styled-components";
import type { InvitationEnded } from "@repo/contracts/sharing/collaborators";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { CentredPanel, PanelHeading, PanelIntro } from "./Centred.tsx";

const Ask = styled.p`
  margin: 0;
`;

const Contact = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-weight: 600;
  overflow-wrap: anywhere;
  a { font-weight: 400; }
`;

// Each screen in its own language (issue 23 item 7): the gate is Serbian (spec §2), the shared view English.
const WORDS = {
  sr: { title: SHARE_PORTAL_TEXTS.gateEndedTitle, reason: SHARE_PORTAL_TEXTS.gateEnded, ask: SHARE_PORTAL_TEXTS.gateEndedAsk },
  en: { title: SHARE_PORTAL_TEXTS.endedTitle, reason: SHARE_PORTAL_TEXTS.ended, ask: SHARE_PORTAL_TEXTS.endedAsk },
} as const;

/**
 * An ended invitation (revoked, or past its end): no password and no retry can open it, so the screen says
 * so and names the person who can send a new one, with their address to write to.
 */
export function InvitationEndedScreen({ ended, language }: { ended: InvitationEnded["ended"]; language: "sr" | "en" }) {
  const words = WORDS[language];
  const { name, email } = ended.contact;
  return (
    <CentredPanel width={480} role="alert">
      <PanelHeading>{words.title}</PanelHeading>
      <PanelIntro>{words.reason[ended.reason](ended.shootingTitle)}</PanelIntro>
      <Ask>{words.ask}</Ask>
      <Contact>
        {name && name !== email ? <>{name} · </> : null}
        <a href={`mailto:${email}`}>{email}</a>
      </Contact>
    </CentredPanel>
  );
}
