import { useMemo } from "react";
import styled from "styled-components";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { PreviewPage } from "./components/PreviewPage.tsx";
import { sampleMessages } from "./sampleMessages.ts";

const Plain = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** /email-preview2: the plain-text part of the same two invitations. */
export function EmailTextPreviewPage() {
  const messages = useMemo(() => sampleMessages(), []);
  usePageTitle(SHARE_PORTAL_TEXTS.titles.emailTextPreview);
  return (
    <PreviewPage title={SHARE_PORTAL_TEXTS.titles.emailTextPreview}>
      {messages.map((message) => (
        <section key={message.label} aria-label={message.label}>
          <h2>{message.label}</h2>
          <p>{message.subject}</p>
          <Plain>{message.text}</Plain>
        </section>
      ))}
    </PreviewPage>
  );
}
