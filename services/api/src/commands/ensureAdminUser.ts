import { randomBytes } from "node:crypto";
import { ADMIN_USERNAME } from "@repo/contracts/users/constants";
import type { Database } from "../db/connect.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { User } from "../models/User.ts";
import { hashPassword } from "./passwords.ts";

export type AdminBootstrap =
  | { created: false }
  | { created: true; username: string; password: string; generated: boolean };

/**
 * Creates the administrator on first start. The password comes from ADMIN_PASSWORD, or is generated and
 * returned so the caller can print it once; it is never stored in clear or logged.
 */
export async function ensureAdminUser(db: Database, adminPassword: string | undefined): Promise<AdminBootstrap> {
  const existing = await User.query(db).findOne({ username: ADMIN_USERNAME });
  if (existing) return { created: false };
  const password = adminPassword ?? randomBytes(18).toString("base64url");
  try {
    await insertAdmin(db, password);
  } catch (error) {
    // Two API replicas starting together both see no admin; the second insert loses the race, which is fine.
    if (isUniqueViolation(error)) return { created: false };
    throw error;
  }
  return { created: true, username: ADMIN_USERNAME, password, generated: adminPassword === undefined };
}

async function insertAdmin(db: Database, password: string): Promise<void> {
  await User.query(db).insert({
    username: ADMIN_USERNAME,
    passwordHash: await hashPassword(password),
    email: "admin@localhost",
    fullName: "Administrator",
    role: "admin",
    userType: "admin",
    searchText: "admin administrator admin@localhost",
  });
}
