import type { CallSheetField } from "@repo/contracts/callSheets/schemas/editor";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { CallSheet } from "../models/CallSheet.ts";
import { CallSheetShare } from "../models/CallSheetShare.ts";
import type { AfterCallSheetWrite } from "./applyPatch.ts";
import { endAfterShoot, lastShootingDay } from "./invitationExpiry.ts";

/** The fields a shooting day is read from (commands/invitationExpiry.ts). */
const DATE_FIELDS: readonly CallSheetField[] = ["shootingDate", "locationsList", "sceneSchedule"];

/**
 * Registered with the sheet writes (app.ts): when an edit moves the shoot later, the sheet's open
 * invitations (not revoked, not yet ended) last until SHARING_CONSTANTS.daysAfterShoot days after the new
 * last day, in the edit's transaction. Only ever later: moving the shoot earlier shortens nothing a
 * collaborator was told, and an invitation that has ended stays ended (a resend starts a new one).
 */
export function extendInvitationsOnWrite(clock: () => Date): AfterCallSheetWrite {
  return async ({ trx, sheet, kind, changed }) => {
    if (kind !== "patch" || !changed.some((field) => DATE_FIELDS.includes(field))) return;
    const dated = sheet.locationsList === undefined || sheet.sceneSchedule === undefined ? await CallSheet.query(trx).findById(sheet.id).select(...DATE_FIELDS) : sheet;
    const lastDay = dated ? lastShootingDay(dated) : null;
    if (!lastDay) return;
    const end = toDatabaseDateTime(endAfterShoot(lastDay));
    await CallSheetShare.query(trx)
      .where({ callSheetId: sheet.id, isActive: true })
      .where("expiresAt", ">", toDatabaseDateTime(clock()))
      .where("expiresAt", "<", end)
      .patch({ expiresAt: end });
  };
}
