import type { Knex } from "knex";
import type { ConfirmationSummary } from "@repo/contracts/sharing/confirmations";
import { isoFromDatabase } from "../presenters/isoFromDatabase.ts";
import { BaseModel } from "./BaseModel.ts";

/**
 * A sheet's automatic reminder (issue 25): e-mail the collaborators who have not confirmed the latest
 * revision `hoursBefore` hours before that revision's call time, once. No row, or `hoursBefore` null: off
 * (the default). `arm` moves on when the hours are set (the PUT) and when a publish moves the published
 * call time (its date, time, or the place's time zone; edits of the draft do not): the reminder.automatic
 * job armed before then does nothing, the one armed with the new value runs at the new `dueAt`
 * (commands/reminders.ts: setAutomaticReminder, rearmReminderOnPublish).
 */
export class CallSheetReminder extends BaseModel {
  static override tableName = "call_sheet_reminders";
  static override idColumn = "callSheetId";
  static override hasCreatedAt = false;
  static override hasUpdatedAt = false;

  callSheetId!: number;
  hoursBefore!: number | null;
  dueAt!: string | null;
  sentAt!: string | null;
  arm!: number;
  origin!: string;
  /** The clock of the producer who set it (IANA name): the call time's when no location's place is known; null: UTC. */
  timeZone!: string | null;
  /** How many it reminded when it ran (0: nobody needed it); null: not run (`sentAt` null), or run before this was kept. */
  remindedCount!: number | null;

  static async of(db: Knex, callSheetId: number): Promise<CallSheetReminder | undefined> {
    return await CallSheetReminder.query(db).findById(callSheetId);
  }
}

const OFF: ConfirmationSummary["automaticReminder"] = { hoursBefore: null, dueAt: null, sentAt: null, remindedCount: null };

/** What the Collaborators panel and the PUT answer about a sheet's automatic reminder. */
export function presentAutomaticReminder(reminder: CallSheetReminder | undefined): ConfirmationSummary["automaticReminder"] {
  if (!reminder || reminder.hoursBefore === null) return OFF;
  const sentAt = reminder.sentAt ? isoFromDatabase(reminder.sentAt) : null;
  return { hoursBefore: reminder.hoursBefore, dueAt: reminder.dueAt ? isoFromDatabase(reminder.dueAt) : null, sentAt, remindedCount: sentAt ? reminder.remindedCount : null };
}
