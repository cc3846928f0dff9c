/**
 * What the English console says when the server's message is in Serbian and has no English entry in
 * common/messagesInEnglish.ts (issue 23 item 7: one language per screen). The test of that table keeps
 * this rare: every Serbian message of the contracts has an entry.
 */
export const CONSOLE_SERVER_FALLBACK = "The server refused this request.";
