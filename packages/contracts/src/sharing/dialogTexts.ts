/**
 * The share dialog's words that the spec does not give (SHARING_TEXTS holds the spec's). Since issue 23 an
 * invitation is queued with its share and sent by the jobs runner: the dialog says so, never 'sent'.
 */
export const SHARE_DIALOG_TEXTS = {
  queued: (count: number) =>
    `${count === 1 ? "The invitation is" : "The invitations are"} queued and go${count === 1 ? "es" : ""} out in the background; Collaborators shows when each is delivered.`,
} as const;
