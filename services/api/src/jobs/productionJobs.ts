import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/Mailer.ts";
import type { JobHandler } from "./jobKind.ts";
import { calendarCancelHandler } from "./kinds/calendarCancel.ts";
import { commentDigestHandler } from "./kinds/commentDigest.ts";
import { invitationSendHandler } from "./kinds/invitationSend.ts";
import { mailSendHandler } from "./kinds/mailSend.ts";
import { automaticReminderHandler, reminderSendHandler } from "./kinds/reminders.ts";
import { revisionNoticeHandler } from "./kinds/revisionNotice.ts";

/** What the production kinds are built from (server.ts passes its own; tests a part of a Config). */
export type ProductionJobDeps = { db: Database; mailer: Mailer; config: Pick<Config, "mail" | "adminEmail" | "sharing">; clock?: () => Date; logger?: Logger };

/** Every job kind the API runs in production, with what their handlers need. */
export function productionJobHandlers(deps: ProductionJobDeps): JobHandler[] {
  const { db, mailer, config, clock } = deps;
  return [
    mailSendHandler(mailer),
    invitationSendHandler({ db, mailer, companyName: config.mail.companyName, adminEmail: config.adminEmail, expiryDays: config.sharing.expiryDays, mailFrom: config.mail.from, clock }),
    commentDigestHandler({ db, mailer, logger: deps.logger, adminEmail: config.adminEmail, companyName: config.mail.companyName, clock }),
    calendarCancelHandler({ db, mailer, companyName: config.mail.companyName, mailFrom: config.mail.from, adminEmail: config.adminEmail, clock }),
    // Issue 25: a published revision's notice per collaborator, reminders to confirm, the sheet's automatic reminder.
    revisionNoticeHandler({ db, mailer, companyName: config.mail.companyName, adminEmail: config.adminEmail, mailFrom: config.mail.from, clock }),
    reminderSendHandler({ db, mailer, companyName: config.mail.companyName, adminEmail: config.adminEmail, mailFrom: config.mail.from, clock }),
    automaticReminderHandler({ db, clock, logger: deps.logger }),
  ];
}
