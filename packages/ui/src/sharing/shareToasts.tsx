import styled from "styled-components";
import type { ShareCreated } from "@repo/contracts/sharing/schemas";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { toast } from "../toast.tsx";
import type { ShareOutcome } from "./sendShares.ts";

// The toast puts a description in a <p>: lines are block spans, since a list may not sit in a paragraph.
const Line = styled.span`
  display: block;
`;

/** Ours (the spec has no SMTP-less mode): said before the outbox paths in the success toast. */
export const OUTBOX_NOTE = "No mail server is configured: the invitations were written to";

export function toastInvalidEmails(): void {
  toast({ title: SHARING_TEXTS.validationErrorTitle, description: SHARING_TEXTS.validationError, variant: "destructive" });
}

/**
 * Where the outbox deliveries went, each distinct path once. Without SMTP the admin must pass the
 * invitations on by hand, so the toast has to say where they are (ARCHITECTURE: "the admin is told where").
 */
export function outboxPaths(created: readonly ShareCreated[]): string[] {
  return [...new Set(created.flatMap(({ delivery }) => (delivery.kind === "outbox" && delivery.outboxPath ? [delivery.outboxPath] : [])))];
}

export function toastShared(created: readonly ShareCreated[]): void {
  const paths = outboxPaths(created);
  toast({
    title: SHARING_TEXTS.sharedTitle,
    // A path is something to copy: it stays up longer than the usual five seconds.
    ...(paths.length ? { durationMs: 15_000 } : {}),
    description: paths.length ? (
      <>
        <Line>{SHARING_TEXTS.shared(created.length)}</Line>
        <Line>{OUTBOX_NOTE}</Line>
        {paths.map((path) => (
          <Line key={path}>{path}</Line>
        ))}
      </>
    ) : (
      SHARING_TEXTS.shared(created.length)
    ),
  });
}

/** 'Sharing Failed', each failed e-mail with the server's reason (or the spec's text); successes counted. */
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
            {entry.email}: {message ?? SHARING_TEXTS.sharingFailed}
          </Line>
        ))}
      </>
    ),
  });
}
