import styled from "styled-components";
import { inScreenLanguage } from "@repo/contracts/common/screenLanguage";
import type { ShareCreated } from "@repo/contracts/sharing/schemas";
import { SHARE_DIALOG_TEXTS } from "@repo/contracts/sharing/dialogTexts";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { toast } from "../toast.tsx";
import type { ShareOutcome } from "./sendShares.ts";

// The toast puts a description in a <p>: lines are block spans, since a list may not sit in a paragraph.
const Line = styled.span`
  display: block;
`;

export function toastInvalidEmails(): void {
  toast({ title: SHARING_TEXTS.validationErrorTitle, description: SHARING_TEXTS.validationError, variant: "destructive" });
}

/**
 * 'Call Sheet Shared': the shares exist and their invitations are queued (issue 23). Whether each was sent,
 * failed with the mail server's reply, or went to the outbox folder is the Collaborators panel's to show.
 */
export function toastShared(created: readonly ShareCreated[]): void {
  toast({
    title: SHARING_TEXTS.sharedTitle,
    description: (
      <>
        <Line>{SHARING_TEXTS.shared(created.length)}</Line>
        <Line>{SHARE_DIALOG_TEXTS.queued(created.length)}</Line>
      </>
    ),
  });
}

/**
 * 'Sharing Failed', each failed e-mail with the server's reason (or the spec's text); successes counted. The
 * dialog is English on both its screens (the editor, the shared view): a Serbian reason is said in English.
 */
export function toastSharingFailed({ succeeded, failed }: ShareOutcome): void {
  toast({
    title: SHARING_TEXTS.sharingFailedTitle,
    variant: "destructive",
    // Long enough to read several reasons; the failed rows stay in the dialog either way.
    durationMs: 10_000,
    description: (
      <>
        {succeeded.length ? <Line>{SHARING_TEXTS.shared(succeeded.length)}</Line> : null}
        {failed.map(({ entry, message }) => (
          <Line key={entry.email}>
            {entry.email}: {message === undefined ? SHARING_TEXTS.sharingFailed : inScreenLanguage("en", message, SHARING_TEXTS.sharingFailed)}
          </Line>
        ))}
      </>
    ),
  });
}
