import styled from "styled-components";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharePortalTexts";
import { Spinner } from "shell/Spinner";

const Centre = styled.main`
  min-height: 60vh;
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** What an entry link shows for the moment before it moves on. */
export function RedirectingScreen({ text = SHARE_PORTAL_TEXTS.redirecting }: { text?: string }) {
  return (
    <Centre>
      <Spinner size={32} label={text} />
      <p>{text}</p>
    </Centre>
  );
}
