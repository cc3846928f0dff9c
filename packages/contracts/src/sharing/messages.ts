import { SHARING_CONSTANTS } from "./constants.ts";
import { SHARING_TEXTS } from "./texts.ts";

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
  messageTooLong: `A personal message is at most ${SHARING_CONSTANTS.messageMaxChars} characters`,
  sectionInvalid: "Unknown section",
  callSheetIdRequired: SHARING_TEXTS.callSheetIdRequired,
  /** An unknown token (never issued, mistyped, or replaced by a newer invitation). */
  linkInvalid: "This link is not valid. Please use the link from your latest invitation e-mail.",
  /** The invitation behind a token or a grant was revoked or has expired (410, see invitationEndedSchema). */
  invitationEnded: "This invitation has ended.",
  testAccessOff: "Test access is turned off on this server",
  invisibleCharacters: "Please remove invisible or control characters (they often come with copied text)",
} as const;
