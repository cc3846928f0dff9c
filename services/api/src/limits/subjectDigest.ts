import { createHash } from "node:crypto";

/** The length of `rate_limits.subject` and `login_failures.subject` (migrations 20261122000500, 20261126000200). */
export const SUBJECT_LENGTH = 200;

/**
 * A fixed-length stand-in (sha256, 64 hex characters) for the part of a limit's subject that comes from a
 * request: an e-mail (up to 254 characters), a client address (with TRUST_PROXY, whatever the last
 * X-Forwarded-For entry says). The subject then fits its column for every input, is the same in every API
 * process, and keeps e-mails and addresses out of the limit tables.
 */
export const digestOf = (value: string): string => createHash("sha256").update(value).digest("hex");

/**
 * `subject` as the limit tables store it: itself when it fits the column, else its digest. Every read and
 * write of a subject goes through it (limits/fixedWindow.ts, limits/marks.ts), so a caller that puts a long
 * request value in a subject as is (a route and the client address: `POST /api/register <address>`) gets a
 * working limit instead of a 500 from MariaDB; short subjects stay readable in the table.
 */
export const storedSubject = (subject: string): string => (subject.length <= SUBJECT_LENGTH ? subject : `sha256:${digestOf(subject)}`);
