import { z } from "zod/mini";
import { isCleanMultilineText } from "../common/rules.ts";
import { SHARING_CONSTANTS } from "./constants.ts";
import { SHARING_MESSAGES } from "./messages.ts";
import { callSheetIdSchema, queryIdSchema, SECTION_ID_SCHEMA } from "./schemas.ts";

/** The comments of a shared sheet (spec call-sheets.md §2 comments, §3 Comment, §7): writing, paging, the admin's seen marks. */
/**
 * `POST /api/call-sheet-comments`. The spec's body also carries id, email and timestamp: the server
 * decides those (author from the session's grant or user, time from its clock) and ignores what is sent.
 */
/**
 * A comment's idempotency key: made by the client once per comment it writes (a UUID, or the offline
 * outbox's own id) and sent with every try of it. The API keeps it with the comment, one per sheet, author
 * and key, and answers a repeated key with the comment it already holds (a retry after a lost answer).
 */
export const commentKeySchema = z
  .string({ error: SHARING_MESSAGES.commentKeyInvalid })
  .check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${SHARING_CONSTANTS.commentKeyMinChars},${SHARING_CONSTANTS.commentKeyMaxChars}}$`), SHARING_MESSAGES.commentKeyInvalid));

export const commentCreateSchema = z.object({
  callSheetId: callSheetIdSchema,
  sectionId: SECTION_ID_SCHEMA,
  text: z
    .string({ error: SHARING_MESSAGES.commentEmpty })
    .check(
      z.normalize("NFC"),
      z.trim(),
      z.minLength(1, SHARING_MESSAGES.commentEmpty),
      z.maxLength(SHARING_CONSTANTS.commentMaxChars, SHARING_MESSAGES.commentTooLong),
      z.refine<string>(isCleanMultilineText, SHARING_MESSAGES.invisibleCharacters),
    ),
  /** Optional: a client that sends none gets no protection from adding a comment twice. */
  idempotencyKey: z.optional(commentKeySchema),
  /**
   * Optional: whom the client wrote it as (the grant's e-mail, or COMMENT_ADMIN_AUTHOR). Another reader
   * signed in on the device since (another tab) is 409 `{ message, reason: OTHER_READER_REASON }`, nothing written:
   * a comment kept offline is never posted under someone else's name. Without it, the session's reader.
   */
  asAuthor: z.optional(z.string({ error: SHARING_MESSAGES.commentAuthorInvalid }).check(z.minLength(1, SHARING_MESSAGES.commentAuthorInvalid), z.maxLength(320, SHARING_MESSAGES.commentAuthorInvalid))),
  id: z.optional(z.unknown()),
  email: z.optional(z.unknown()),
  timestamp: z.optional(z.unknown()),
});
export type CommentCreate = z.input<typeof commentCreateSchema>;

/** A comment's author when an admin wrote it (spec §3: `email` is the author's e-mail, or 'admin'). */
export const COMMENT_ADMIN_AUTHOR = "admin";

/**
 * The 409 of a comment or a confirmation made as another reader than the one the session reads as now
 * (`asAuthor` / `asReader`): the message, and this reason for a client to tell it from the other 409s.
 */
export const OTHER_READER_REASON = "otherReader";
export const otherReaderRefusalSchema = z.object({ message: z.string(), reason: z.literal(OTHER_READER_REASON) });
export type OtherReaderRefusal = z.infer<typeof otherReaderRefusalSchema>;
export const otherReaderRefusal = (message: string): OtherReaderRefusal => ({ message, reason: OTHER_READER_REASON });

/** A comment (spec §3): `email` is the author's e-mail, or 'admin'. */
export const commentSchema = z.object({
  id: z.number(),
  callSheetId: z.number(),
  sectionId: SECTION_ID_SCHEMA,
  email: z.string(),
  text: z.string(),
  timestamp: z.string(),
  /** Whether the caller may delete it (its author or an admin): the server decides, the UI shows. */
  canDelete: z.boolean(),
  /** For an admin: written by someone else, with an id above the admin's seen mark (or the query's `newAfter`). */
  isNew: z.optional(z.boolean()),
});
export type Comment = z.infer<typeof commentSchema>;

/** Where a page of comments ends: the last comment's time (epoch seconds) and id. Opaque to clients. */
export type CommentCursor = { at: Date; id: number };
const CURSOR_FORMAT = /^(\d{1,12})\.(\d{1,15})$/;
export const commentCursorOf = (comment: Pick<Comment, "timestamp" | "id">): string => `${Math.floor(Date.parse(comment.timestamp) / 1000)}.${comment.id}`;
const commentCursorSchema = z.pipe(
  z.string({ error: SHARING_MESSAGES.commentCursorInvalid }).check(z.regex(CURSOR_FORMAT, SHARING_MESSAGES.commentCursorInvalid)),
  z.transform((cursor: string): CommentCursor => {
    const [, seconds, id] = CURSOR_FORMAT.exec(cursor) ?? [];
    return { at: new Date(Number(seconds) * 1000), id: Number(id) };
  }),
);
const commentPageSizeSchema = z.pipe(
  z.coerce.number({ error: SHARING_MESSAGES.commentPageSizeInvalid }),
  z
    .number({ error: SHARING_MESSAGES.commentPageSizeInvalid })
    .check(
      z.int(SHARING_MESSAGES.commentPageSizeInvalid),
      z.minimum(1, SHARING_MESSAGES.commentPageSizeInvalid),
      z.maximum(SHARING_CONSTANTS.commentPageMax, SHARING_MESSAGES.commentPageSizeInvalid),
    ),
);

/** A comment id as an admin's seen mark; 0: nothing seen. */
export const commentMarkSchema = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.minimum(0, message), z.maximum(Number.MAX_SAFE_INTEGER, message));

/**
 * `GET /api/call-sheet-comments?callSheetId=[&sectionId=][&limit=][&cursor=][&newAfter=]`: one page, newest
 * first (by time, then id). `limit` defaults to SHARING_CONSTANTS.commentPageSize; `cursor` is the
 * `nextCursor` of the page before; `sectionId` keeps one section's comments. `newAfter` (an admin's): judge
 * `isNew` against this mark instead of the admin's stored one, so the pages after the first of one look
 * keep that look's marks although the look has since marked the sheet seen (`newCount` stays the stored
 * mark's). A grant's is ignored.
 */
export const commentListQuerySchema = z.object({
  callSheetId: queryIdSchema(callSheetIdSchema, SHARING_MESSAGES.callSheetIdRequired),
  sectionId: z.optional(SECTION_ID_SCHEMA),
  limit: z._default(commentPageSizeSchema, SHARING_CONSTANTS.commentPageSize),
  cursor: z.optional(commentCursorSchema),
  newAfter: z.optional(
    z.pipe(
      z.string({ error: SHARING_MESSAGES.commentMarkNewAfterInvalid }).check(z.regex(/^\d{1,16}$/, SHARING_MESSAGES.commentMarkNewAfterInvalid)),
      z.pipe(
        z.transform((text: string) => Number(text)),
        commentMarkSchema(SHARING_MESSAGES.commentMarkNewAfterInvalid),
      ),
    ),
  ),
});
export type CommentListQuery = z.input<typeof commentListQuerySchema>;

/**
 * A page of comments. `comments` keeps its shape and order (newest first); `nextCursor` asks for the
 * next older page (null: this was the last); `counts` is every comment of the sheet by section (not
 * just this page's), for the bubbles and the overview; `total` their sum.
 */
export const commentListSchema = z.object({
  comments: z.array(commentSchema),
  nextCursor: z.nullable(z.string()),
  counts: z.partialRecord(SECTION_ID_SCHEMA, z.number()),
  total: z.number(),
  /** For an admin: when the admin last marked this sheet's comments seen (null: never); absent for a grant. */
  seenAt: z.optional(z.nullable(z.string())),
  /**
   * For an admin: the admin's seen mark, the newest comment id it marked seen (null: never); a comment by
   * someone else with a higher id is new. Absent for a grant. What the next pages of the same look send as `newAfter`.
   */
  seenCommentId: z.optional(z.nullable(z.number())),
  /** For an admin: how many comments of the sheet (on every page) are new to the admin; absent for a grant. */
  newCount: z.optional(z.number()),
});
export type CommentList = z.infer<typeof commentListSchema>;
