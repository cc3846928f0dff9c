import { sharedViewPath } from "@repo/contracts/sharing/urls";
import { type NoticeKind, renderRevisionNotice } from "@repo/mail/revisionNotice";
import { calendarPartFor } from "../../calendar/calendarPart.ts";
import type { Database } from "../../db/connect.ts";
import { toDatabaseDateTime } from "../../db/dialect.ts";
import { invitationLocation } from "../../mail/invitationLocation.ts";
import { DEFAULT_MAIL_FROM } from "../../mail/mailFrom.ts";
import type { Mailer, MailMessage } from "../../mail/Mailer.ts";
import { MailError } from "../../mail/MailError.ts";
import { CallSheetRevision } from "../../models/CallSheetRevision.ts";
import { compareSnapshots } from "../../revisions/compareSnapshots.ts";
import type { JobPass } from "../jobPass.ts";

/** What the revision notice and reminder handlers are built with (jobs/productionJobs.ts). */
export type CollaboratorMailDeps = {
  db: Database;
  mailer: Mailer;
  /** COMPANY_NAME: the sender's name and the signature. */
  companyName: string;
  /** ADMIN_EMAIL: the Reply-To when the inviting admin has no e-mail. */
  adminEmail: string | undefined;
  /** MAIL_FROM: the calendar event's ORGANIZER and UID domain. */
  mailFrom?: string;
  clock?: () => Date;
  /** How long one attempt may wait for the mail server (default 30 s, as invitations). */
  sendDeadlineMs?: number;
};

/** A collaborator the e-mail goes to: the share, read whatever its state (handlers check it). */
export type Collaborator = {
  id: number;
  email: string;
  callSheetId: number;
  isActive: boolean;
  expiresAt: string;
  credentialsSentAt: string | null;
  /** The revision the invitation whose credentials went live carried (0: none); null before one was delivered. */
  deliveredRevision: number | null;
  inviterEmail: string | null;
};

export async function loadCollaborator(db: Database, shareId: number): Promise<Collaborator | undefined> {
  const row = (await db("call_sheet_shares as share")
    .leftJoin("users as inviter", "inviter.id", "share.invited_by")
    .where("share.id", shareId)
    .first("share.id", "share.email", "share.callSheetId", "share.isActive", "share.expiresAt", "share.credentialsSentAt", "share.deliveredRevision", "inviter.email as inviterEmail")) as Collaborator | undefined;
  return row && { ...row, isActive: Boolean(row.isActive), deliveredRevision: row.deliveredRevision === null ? null : Number(row.deliveredRevision) };
}

/** Open, not ended, and its credentials reached the collaborator: an e-mail about the sheet can lead somewhere. */
export const reachable = (share: Collaborator | undefined, now: Date): share is Collaborator => Boolean(share?.isActive && share.expiresAt > toDatabaseDateTime(now) && share.credentialsSentAt);

/**
 * The newest revision below `revision` this collaborator knows: opened, or was told about by an e-mail
 * that left (a sent notice, or their delivered invitation). The changes in their e-mail count from it. An
 * invitation's row counts up to the revision the invitation whose credentials went live carried: one still
 * on its way, failed, or accepted after it was replaced told nothing that opens.
 */
async function lastKnownRevision(db: Database, share: Collaborator, revision: number): Promise<number | null> {
  const rows = (await db("call_sheet_share_revisions")
    .where({ shareId: share.id })
    .where("revision", "<", revision)
    .where((query) =>
      query
        .whereNotNull("first_opened_at")
        .orWhere("notice_state", "sent")
        .orWhere((invited) => invited.where("notice_kind", "invitation").where("revision", "<=", share.deliveredRevision ?? 0)),
    )
    .max({ latest: "revision" })) as Array<{ latest: number | string | null }>;
  const latest = rows[0]?.latest;
  return latest === null || latest === undefined ? null : Number(latest);
}

export const DEFAULT_SEND_DEADLINE_MS = 30_000;

/** Whether trying again cannot help: the server answered with a permanent refusal (5xx). */
export const isPermanent = (error: unknown) => error instanceof MailError && error.responseCode !== undefined && error.responseCode >= 500;

/** What the admin reads: the server's reply, without our "Sending mail through smtp://host failed: " lead. */
export const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/^Sending mail through \S+ failed: /, "");

/** Rejects with a temporary MailError once `ms` pass (the send is not waited for any longer). */
export function withDeadline<T>(sending: Promise<T>, ms: number): Promise<T> {
  sending.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailError(`The mail server did not accept the message within ${Math.round(ms / 1000)} s`, { code: "ETIMEDOUT" })), ms);
  });
  return Promise.race([sending, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The e-mail to `share` about `revision` (a notice that it was published, or a reminder to confirm it):
 * what changed since the revision they last knew, the revision's facts, the shared view's link (never a
 * password) and the shoot's calendar event (METHOD:REQUEST, SEQUENCE = the latest revision; h2's
 * calendar/calendarPart.ts, as invitations carry it). Undefined when the revision is gone. The changes are
 * worked out once per sheet, from-revision and to-revision in the runner's `pass` (a publish mails every
 * collaborator the same list, most of them counting from the same revision); without one, each time.
 */
export async function collaboratorMessage(deps: CollaboratorMailDeps, share: Collaborator, revision: number, kind: NoticeKind, origin: string, pass?: JobPass): Promise<MailMessage | undefined> {
  const { db } = deps;
  const now = (deps.clock ?? (() => new Date()))();
  const shown = await CallSheetRevision.find(db, share.callSheetId, revision);
  if (!shown) return undefined;
  const sheet = shown.publishedSheet();
  const since = await lastKnownRevision(db, share, revision);
  const changedSince = async () => {
    const before = since === null ? undefined : await CallSheetRevision.find(db, share.callSheetId, since);
    return before ? { number: before.number, changes: compareSnapshots(before.publishedSheet(), sheet).changes.map((change) => change.text) } : null;
  };
  // Published revisions never change, so one comparison serves every job of the pass that asks for it.
  const compared = since === null ? null : await (pass ? pass.once(`revision-changes:${share.callSheetId}:${since}:${revision}`, changedSince) : changedSince());
  const rendered = renderRevisionNotice(kind, {
    shootingTitle: sheet.shootingTitle,
    shootingDate: sheet.shootingDate,
    callTime: sheet.shootingTime,
    locationSummary: invitationLocation(sheet),
    revision,
    note: shown.note,
    changedSince: compared ? compared.number : null,
    changes: compared ? compared.changes : [],
    link: `${origin}${sharedViewPath(share.callSheetId)}`,
    recipientEmail: share.email,
    company: { name: deps.companyName, website: origin },
  });
  const calendar = await calendarPartFor(db, { callSheetId: share.callSheetId, shareId: share.id }, "REQUEST", {
    origin,
    mailFrom: deps.mailFrom ?? DEFAULT_MAIL_FROM,
    companyName: deps.companyName,
    now,
    // An event that cannot be made (a bug) must not hold the e-mail back.
  }).catch(() => undefined);
  const replyTo = share.inviterEmail?.trim() || deps.adminEmail || undefined;
  return { to: share.email, ...rendered, fromName: `${deps.companyName} via Call Sheets`, ...(replyTo ? { replyTo } : {}), ...(calendar ? { calendar } : {}) };
}
