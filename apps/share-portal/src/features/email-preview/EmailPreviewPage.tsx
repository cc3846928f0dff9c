import { useMemo } from "react";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { PreviewFrame } from "./components/PreviewFrame.tsx";
import { PreviewPage } from "./components/PreviewPage.tsx";
import { sampleMessages } from "./sampleMessages.ts";

/** /email-preview: the invitation's HTML for a viewer and a commenter, exactly as the mailer builds it. */
export function EmailPreviewPage() {
  const messages = useMemo(() => sampleMessages(), []);
  usePageTitle(SHARE_PORTAL_TEXTS.titles.emailPreview);
  return (
    <PreviewPage title={SHARE_PORTAL_TEXTS.titles.emailPreview}>
      {messages.map((message) => (
        <section key={message.label} aria-label={message.label}>
          <h2>{message.label}</h2>
          <p>{message.subject}</p>
          <PreviewFrame title={`${message.label}: ${message.subject}`} html={message.html} />
        </section>
      ))}
    </PreviewPage>
  );
}
