import type { ShareRole } from "@repo/contracts/sharing/constants";
import type { Database } from "../db/connect.ts";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { CallSheetShare } from "../models/CallSheetShare.ts";
import { hashSharePassword } from "./passwords.ts";
import { generateSharePassword, generateShareToken, hashShareToken } from "./shareCredentials.ts";

/** The placeholder collaborator of the test bypass (spec §2: forceAuth, "a placeholder e-mail"). */
export const TEST_COMMENTER_EMAIL = "test-commenter@localhost";

/**
 * The share the test bypass grants (only with SHARE_TEST_ACCESS on): a real share row for the placeholder
 * e-mail, so the grant is re-checked, listed, revoked and expires like any other. Its token and password
 * are random and told to nobody. Reused (role, activity and expiry renewed) on the next call.
 */
export async function testAccessShare(db: Database, request: { callSheetId: number; role: ShareRole; now: Date; expiryDays: number }): Promise<CallSheetShare> {
  const expiresAt = toDatabaseDateTime(new Date(request.now.getTime() + request.expiryDays * 24 * 60 * 60 * 1000));
  const existing = await CallSheetShare.query(db).findOne({ callSheetId: request.callSheetId, email: TEST_COMMENTER_EMAIL });
  if (existing) {
    await existing.$query(db).patch({ role: request.role, isActive: true, expiresAt });
    return existing.$query(db);
  }
  return CallSheetShare.query(db).insertAndFetch({
    callSheetId: request.callSheetId,
    email: TEST_COMMENTER_EMAIL,
    role: request.role,
    message: "",
    tokenHash: hashShareToken(generateShareToken()),
    passwordHash: await hashSharePassword(generateSharePassword()),
    generation: 1,
    isActive: true,
    lastAccessed: null,
    expiresAt,
    createdBy: null,
  });
}
