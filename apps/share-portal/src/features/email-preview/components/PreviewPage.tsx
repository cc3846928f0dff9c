import { type ReactNode } from "react";
import styled from "styled-components";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";

// Its own column rather than styled(PageLayout): in the federation build this lazy chunk evaluated before the
// remote's PageLayout arrived (styled-components error #1, "component is undefined"), and the page stayed blank.
const Wide = styled.main`
  max-width: 1040px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(12)};
  h1 { margin: 0 0 ${({ theme }) => theme.space(1)}; }
  > p { margin: 0 0 ${({ theme }) => theme.space(6)}; color: ${({ theme }) => theme.colors.mutedText}; }
  h2 { margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(1)}; font-size: 1.125rem; }
  h2 + p { margin: 0 0 ${({ theme }) => theme.space(3)}; color: ${({ theme }) => theme.colors.mutedText}; overflow-wrap: anywhere; }
`;

/** The frame of both e-mail previews: a heading, a note on where the content comes from, the messages. */
export function PreviewPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Wide>
      <h1>{title}</h1>
      <p>{SHARE_PORTAL_TEXTS.previewNote}</p>
      {children}
    </Wide>
  );
}
