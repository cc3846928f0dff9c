import type { UserRole, UserType } from "@repo/contracts/users/constants";
import { registerUser } from "../commands/registerUser.ts";
import type { Database } from "../db/connect.ts";
import { photoUrl } from "../commands/normalizePhoto.ts";
import { CallSheet } from "../models/CallSheet.ts";
import { CallSheetComment } from "../models/CallSheetComment.ts";
import { CallSheetShare } from "../models/CallSheetShare.ts";
import { hashSharePassword } from "../commands/passwords.ts";
import { generateSharePassword, generateShareToken, hashShareToken } from "../commands/shareCredentials.ts";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { Model } from "../models/Model.ts";
import type { User } from "../models/User.ts";

let sequence = 0;

export const TEST_PASSWORD = "correct-horse-battery";

/** A user of its own for one test: a unique username, the given role and type, TEST_PASSWORD unless told. */
export function createUser(
  db: Database,
  { role = "user", userType = "standard", password = TEST_PASSWORD, ...rest }: Partial<{ role: UserRole; userType: UserType; password: string; fullName: string; username: string; email: string }> = {},
): Promise<User> {
  const n = `${process.pid}${++sequence}`;
  return registerUser(db, {
    username: rest.username ?? `user${n}`,
    email: rest.email ?? `user${n}@example.com`,
    fullName: rest.fullName ?? `Test User ${n}`,
    password,
    role,
    userType,
  });
}

export type ModelFields = Partial<{
  fullName: string;
  email: string;
  gender: "male" | "female";
  city: string;
  country: string;
  phoneNumber: string;
  dateOfBirth: string | null;
  rating: "unrated" | "one" | "two" | "three";
  regDate: string;
  photoHash: string | null;
  instagramHandle: string | null;
}>;

/** A registered model inserted straight into the table (no photo processing); the model fills its search columns. */
export async function createModel(db: Database, fields: ModelFields = {}): Promise<Model> {
  const n = `${process.pid}${++sequence}`;
  const row = {
    fullName: fields.fullName ?? `Model ${n}`,
    email: fields.email ?? `model${n}@example.com`,
    gender: fields.gender ?? "female",
    city: fields.city ?? "Beograd",
    country: fields.country ?? "Serbia",
    phoneNumber: fields.phoneNumber ?? "+381 641234567",
    dateOfBirth: fields.dateOfBirth === undefined ? "1999-03-07" : fields.dateOfBirth,
    photoHash: fields.photoHash ?? null,
    photoPath: fields.photoHash ? photoUrl(fields.photoHash) : "/api/photos/none.jpg",
    instagramHandle: fields.instagramHandle ?? "@model",
    facebookHandle: null,
    tiktokHandle: null,
    termsAccepted: true,
    regDate: fields.regDate ?? "2026-01-01 10:00:00",
    rating: fields.rating ?? "unrated",
  };
  return Model.query(db).insertAndFetch(row);
}

export type CallSheetFields = Partial<Pick<CallSheet, "shootingTitle" | "client" | "shootingDate" | "shootingTime" | "locations" | "locationsList" | "sceneSchedule" | "props" | "gear" | "setNotes">>;

/**
 * A call sheet of its own for one test, at version 0 (the model fills the empty sections). Inserted by the
 * model (`CallSheet.insert`, which keeps version 0 and no field versions), not through applyPatch: a
 * fixture is nobody's write (no actor, createdBy null) and must not record what a feature records with
 * a write (a revision, a job) for a sheet a test merely needs.
 */
export async function createCallSheet(db: Database, fields: CallSheetFields = {}): Promise<CallSheet> {
  return await CallSheet.insert(db, { shootingTitle: `Shoot ${process.pid}${++sequence}`, ...fields, createdBy: null });
}

export type ShareFields = Partial<{ email: string; role: "viewer" | "commenter"; isActive: boolean; expiresAt: Date }>;

/**
 * A share of `callSheetId` as shareCallSheet stores it, without sending mail; returns the plain token and
 * password the invitation would carry. Expires in 30 days of the wall clock unless told.
 */
export async function createShare(db: Database, callSheetId: number, fields: ShareFields = {}): Promise<{ share: CallSheetShare; token: string; password: string; email: string }> {
  const token = generateShareToken();
  const password = generateSharePassword();
  const email = fields.email ?? `guest${process.pid}${++sequence}@example.com`;
  const share = await CallSheetShare.query(db).insertAndFetch({
    callSheetId,
    email,
    role: fields.role ?? "viewer",
    message: "",
    tokenHash: hashShareToken(token),
    passwordHash: await hashSharePassword(password),
    generation: 1,
    isActive: fields.isActive ?? true,
    lastAccessed: null,
    expiresAt: toDatabaseDateTime(fields.expiresAt ?? new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)),
    createdBy: null,
  });
  return { share, token, password, email };
}

export type CommentFields = Partial<{ sectionId: CallSheetComment["sectionId"]; text: string; authorEmail: string | null; authorUserId: number | null }>;

/** A comment on `callSheetId` as the comments route stores it: by a grant's e-mail (a fresh one unless told), or by a user when `authorUserId` is given. */
export async function createComment(db: Database, callSheetId: number, fields: CommentFields = {}): Promise<CallSheetComment> {
  const authorUserId = fields.authorUserId ?? null;
  return await CallSheetComment.query(db).insertAndFetch({
    callSheetId,
    sectionId: fields.sectionId ?? "team",
    text: fields.text ?? `Comment ${process.pid}${++sequence}`,
    authorUserId,
    authorEmail: fields.authorEmail !== undefined ? fields.authorEmail : authorUserId === null ? `guest${process.pid}${++sequence}@example.com` : null,
  });
}
