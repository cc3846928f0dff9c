import { z } from "zod/mini";
import { isCleanMultilineText } from "../../common/rules.ts";
import { CALL_SHEET_SECTION_IDS } from "../constants.ts";
import { REVISION_NOTE_MAX_CHARS } from "../revisionConstants.ts";
import { REVISION_MESSAGES } from "../revisionMessages.ts";
import { callSheetSchema } from "./editor.ts";

/**
 * Revisions of a call sheet (issue 25, docs/revisions.md): `POST /api/call-sheets/{id}/revisions` publishes
 * one, `GET .../revisions` lists them, `GET .../revisions/{n}` answers one with its snapshot, and
 * `GET .../revisions/{n}/changes?from={m}` what changed from m (default n-1) to n.
 */

/**
 * `POST /api/call-sheets/{id}/revisions`: an optional note, cleaned like the sheet's other text, and
 * `afterRevision`, the latest revision the producer saw (null: none published yet). Required: a publish
 * from a tab that did not see the latest revision is refused (409 `newerRevision`) instead of publishing
 * the same sheet again and e-mailing everyone twice; so is one when nothing changed (`nothingToPublish`).
 */
export const revisionPublishSchema = z.strictObject({
  afterRevision: z.nullable(
    z.number({ error: REVISION_MESSAGES.afterRevisionInvalid }).check(z.int({ error: REVISION_MESSAGES.afterRevisionInvalid }), z.gte(1, REVISION_MESSAGES.afterRevisionInvalid), z.lte(999_999_999, REVISION_MESSAGES.afterRevisionInvalid)),
  ),
  note: z._default(
    z.optional(
      z
        .string()
        .check(
          z.normalize("NFC"),
          z.trim(),
          z.maxLength(REVISION_NOTE_MAX_CHARS, REVISION_MESSAGES.noteTooLong),
          z.refine<string>(isCleanMultilineText, REVISION_MESSAGES.invisibleCharacters),
        ),
    ),
    "",
  ),
});
export type RevisionPublish = z.input<typeof revisionPublishSchema>;

/** A revision number as a path or query carries it: plain decimal digits, 1 or more. */
const revisionNumber = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.regex(/^[1-9][0-9]{0,8}$/, message)),
    z.transform((text: string) => Number(text)),
  );
/** `{n}` of `/revisions/{n}`. */
export const revisionNumberSchema = revisionNumber(REVISION_MESSAGES.numberInvalid);
/** `GET .../revisions/{n}/changes`: `from` is the revision compared with n (n-1 when left out). */
export const revisionChangesQuerySchema = z.object({ from: z.optional(revisionNumber(REVISION_MESSAGES.fromInvalid)) });
export type RevisionChangesQuery = z.input<typeof revisionChangesQuerySchema>;

export const REVISION_CHANGE_KINDS = ["added", "removed", "moved", "changed"] as const;

/**
 * One change for people: its line of text, the document section it is in (the comments' section ids, so
 * the document can mark it), the sheet's field, and for a list item its id (actors: the model id).
 */
export const revisionChangeSchema = z.object({
  section: z.enum(CALL_SHEET_SECTION_IDS),
  field: z.string(),
  kind: z.enum(REVISION_CHANGE_KINDS),
  itemId: z.nullable(z.number()),
  text: z.string(),
});
export type RevisionChange = z.infer<typeof revisionChangeSchema>;

/** 201 of the publish: the new number, when, and what changed since the previous revision ([] for the first). */
export const revisionPublishedSchema = z.object({ number: z.number(), publishedAt: z.string(), changes: z.array(revisionChangeSchema) });
export type RevisionPublished = z.infer<typeof revisionPublishedSchema>;

/** A revision as the history lists it (newest first). `publishedBy`: the publisher's name, null once the account is gone. */
export const revisionSummarySchema = z.object({ number: z.number(), publishedAt: z.string(), publishedBy: z.nullable(z.string()), note: z.string() });
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
/**
 * A line of `GET .../revisions`. `unchangedAtVersion`, the latest's only: the sheet's version when its content
 * is the one this revision published (the same version, or an edit undone since), else null (a draft past
 * it: 'Draft: changed since REV n', and a publish publishes it); null on the older ones, and when an
 * older API leaves it out (the version alone then decides).
 */
export const revisionListItemSchema = z.object({ ...revisionSummarySchema.shape, unchangedAtVersion: z._default(z.nullable(z.number()), null) });
export type RevisionListItem = z.infer<typeof revisionListItemSchema>;
export const revisionListSchema = z.array(revisionListItemSchema);

/** One revision and the sheet as it was published (as `GET /api/call-sheets/{id}` presented it then). */
export const revisionSchema = z.object({ ...revisionSummarySchema.shape, callSheet: callSheetSchema });
export type Revision = z.infer<typeof revisionSchema>;

/**
 * What changed from revision `from` to `to`: the lines for people, and the structured diff (jsondiffpatch's
 * delta of the two snapshots with their JSON sections parsed, list items matched by id; null: no change).
 * `from` is null for revision 1 asked without one: there is nothing before it.
 */
export const revisionChangesSchema = z.object({
  from: z.nullable(z.number()),
  to: z.number(),
  changes: z.array(revisionChangeSchema),
  delta: z.nullable(z.unknown()),
});
export type RevisionChanges = z.infer<typeof revisionChangesSchema>;
