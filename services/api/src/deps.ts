import type { Database } from "./db/connect.ts";
import type { Logger } from "./logger.ts";
import type { PdfRenderer } from "./pdf/PdfRenderer.ts";
import type { WeatherProvider } from "./conditions/weather/provider.ts";
import type { Mailer } from "./mail/Mailer.ts";

/**
 * What createApp is built from. Its own module so routes can name it without importing app.ts, which
 * imports every route (an import circle).
 */
export type AppDeps = {
  db: Database;
  logger: Logger;
  config: {
    trustProxy: boolean;
    sessionSecret: string;
    publicOrigins?: string[];
    publicWritesPerAddress?: number;
    /** How long a share's invitation works (unset: SHARING_CONSTANTS.defaultExpiryDays). */
    shareExpiryDays?: number;
    /** POST /api/call-sheet-test-access grants a test commenter (never in production; config.ts refuses it). */
    shareTestAccess?: boolean;
    /** Group commit of one sheet's concurrent edits (commands/callSheetWrites.ts); unset: on. */
    callSheetGroupCommit?: boolean;
    /** COMMENT_NOTIFY_DELAY_S: a comment's owner digest waits this long for more (unset: SHARING_CONSTANTS'). */
    commentNotifyDelaySeconds?: number;
    /** ADMIN_EMAIL: the first admin's address, named as the contact of an ended invitation (commands/invitationEnded.ts). */
    adminEmail?: string;
    /** MAIL_FROM and COMPANY_NAME: the calendar event's ORGANIZER and UID domain, as the mailed one's (unset: DEFAULT_MAIL_FROM, COMPANY.name). */
    mail?: { from: string; companyName: string };
  };
  /** The app's one clock: every "now" of a request comes from it (server.ts: the wall clock; tests may move it). */
  clock: () => Date;
  /** Prints call sheet PDFs; it launches Chromium on first use, so building the app stays I/O-free. Unset: PDFs answer 503. */
  pdf?: PdfRenderer;
  /** The weather of the call sheet conditions (cached; see conditions/weather). Unset: "not-configured". */
  weather?: WeatherProvider;
  /** Sends the share invitations (SMTP or the outbox folder). Unset: sharing answers 502, nothing is shared. */
  mailer?: Mailer;
};
