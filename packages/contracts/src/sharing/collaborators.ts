import { z } from "zod/mini";
import { SHARE_ROLES } from "./constants.ts";
import { SHARING_MESSAGES } from "./messages.ts";
import { commentMarkSchema } from "./comments.ts";
import { shareSchema } from "./schemas.ts";

/**
 * The producer's Collaborators panel and the collaborator's ended invitation (issue 23). Written before the
 * API, the admin console and the share portal are built in parallel, so all three build on one shape.
 */

/** `PATCH /api/call-sheet-shares/{shareId}` (admin): change the role; the credentials stay. 200 `{ share }`. */
export const shareRoleChangeSchema = z.strictObject({ role: z.enum(SHARE_ROLES, { error: SHARING_MESSAGES.roleInvalid }) });
export type ShareRoleChange = z.input<typeof shareRoleChangeSchema>;

/**
 * `POST /api/call-sheet-shares/{shareId}/resend` (admin, no body): new credentials, queued like a new
 * invitation. The old token and password keep working until the mail server accepted the new invitation,
 * so a failed resend locks nobody out. 202 `{ share }`.
 */
export const shareAnswerSchema = z.object({ share: shareSchema });
export type ShareAnswer = z.infer<typeof shareAnswerSchema>;

/** Who to ask for a new invitation: the admin who sent it (or the company's address). */
export const invitationContactSchema = z.object({ name: z.string(), email: z.string() });
export type InvitationContact = z.infer<typeof invitationContactSchema>;

/**
 * The body of a 410 from `GET /api/call-sheet-access/{token}`, `POST /api/call-sheet-access`, `GET
 * /api/get-call-sheet` and the comment calls when the invitation behind the token or the session's grant was
 * revoked or has expired: the screens say it ended and whom to ask, never 'try again'. (An unknown token is
 * a 404 with SHARING_MESSAGES.linkInvalid.)
 */
export const invitationEndedSchema = z.object({
  message: z.string(),
  ended: z.object({ reason: z.enum(["revoked", "expired"]), shootingTitle: z.string(), contact: invitationContactSchema }),
});
export type InvitationEnded = z.infer<typeof invitationEndedSchema>;

/**
 * `POST /api/call-sheet-comments/seen` (admin): the admin has read the sheet's comments up to `upTo`, the
 * newest comment id the client showed (not 'everything there is now': a comment written between the list
 * and this call stays new). The mark becomes the sheet's newest comment id at most `upTo` and never moves
 * back. 200 `{ seenAt, seenCommentId, newCount }`: the mark kept and how many comments are still new.
 */
export const commentsSeenRequestSchema = z.strictObject({
  callSheetId: z.number({ error: SHARING_MESSAGES.callSheetIdRequired }).check(z.int(SHARING_MESSAGES.callSheetIdRequired), z.positive(SHARING_MESSAGES.callSheetIdRequired)),
  upTo: commentMarkSchema(SHARING_MESSAGES.commentMarkUpToInvalid),
});
export type CommentsSeenRequest = z.input<typeof commentsSeenRequestSchema>;
export const commentsSeenSchema = z.object({ seenAt: z.string(), seenCommentId: z.number(), newCount: z.number() });
export type CommentsSeenAnswer = z.infer<typeof commentsSeenSchema>;
