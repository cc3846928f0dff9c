import { SHARING_CONSTANTS } from "./constants.ts";
import { SHARING_TEXTS } from "./texts.ts";
import { withThousands } from "../common/numbers.ts";

/** Messages of the API's sharing, access and comment calls (the stored rules of spec §5 and ours). */
export const SHARING_MESSAGES = {
  emailInvalid: "Please enter a valid email address without spaces",
  roleInvalid: "Role must be either 'viewer' or 'commenter'",
  tokenRequired: "Access token is required",
  passwordRequired: "Password is required",
  emailRequired: "Email is required",
  invalidCredentials: SHARING_TEXTS.invalidCredentials,
  expired: SHARING_TEXTS.expired,
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  shareNotFound: "Share not found",
  commentNotFound: "Comment not found",
  commentEmpty: SHARING_TEXTS.commentEmpty,
  commentTooLong: `A comment is at most ${SHARING_CONSTANTS.commentMaxChars} characters`,
  commentKeyInvalid: `A comment's idempotencyKey is ${SHARING_CONSTANTS.commentKeyMinChars} to ${SHARING_CONSTANTS.commentKeyMaxChars} letters, digits, '-' or '_' (a UUID, for one)`,
  messageTooLong: `A personal message is at most ${SHARING_CONSTANTS.messageMaxChars} characters`,
  sectionInvalid: "Unknown section",
  callSheetIdRequired: SHARING_TEXTS.callSheetIdRequired,
  /** An unknown token (never issued, mistyped, or replaced by a newer invitation). */
  linkInvalid: "This link is not valid. Please use the link from your latest invitation e-mail.",
  /** The invitation behind a token or a grant was revoked or has expired (410, see invitationEndedSchema). */
  invitationEnded: "This invitation has ended.",
  testAccessOff: "Test access is turned off on this server",
  /** 429 past SHARING_CONSTANTS.commentsPerMinute, with Retry-After. */
  tooManyComments: `You are commenting very fast: at most ${SHARING_CONSTANTS.commentsPerMinute} comments a minute. Please wait a moment and try again.`,
  /** 409 once a sheet holds SHARING_CONSTANTS.commentsPerSheet comments. */
  sheetCommentsFull: `This call sheet already has ${withThousands(SHARING_CONSTANTS.commentsPerSheet)} comments, the most it can hold. Ask the producer to remove old ones.`,
  commentPageSizeInvalid: `limit must be a whole number from 1 to ${SHARING_CONSTANTS.commentPageMax}`,
  commentCursorInvalid: "cursor must be the nextCursor of an earlier page",
  invisibleCharacters: "Please remove invisible or control characters (they often come with copied text)",
  /** An admin's seen mark (a comment id): `upTo` of POST /api/call-sheet-comments/seen, `newAfter` of a look's later pages. */
  /** 400: `asAuthor` of POST /api/call-sheet-comments. */
  commentAuthorInvalid: "asAuthor must be the e-mail address the comment was written as, or 'admin'",
  /** 409 (reason OTHER_READER_REASON): the comment was written as someone the session no longer reads as (another tab signed in). */
  commentOtherAuthor: (author: string) => `This comment was written as ${author}, but this device now reads the sheet as someone else: it was not sent.`,
  commentMarkUpToInvalid: "upTo must be the id of the newest comment shown (a whole number, 0 or more)",
  commentMarkNewAfterInvalid: "newAfter must be the seenCommentId of the look's first page (a whole number, 0 or more)",
} as const;
