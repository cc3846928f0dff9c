import { randomBytes } from "node:crypto";
import { AUTH_MESSAGES, LOGIN_RATE_LIMIT } from "@repo/contracts/auth";
import type { Database } from "../db/connect.ts";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { HttpError } from "../errors.ts";
import { User } from "../models/User.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

export type SignInAttempt = { username: string; password: string; ip: string; adminOnly: boolean; now: Date };

// Verified against when the username does not exist, so an unknown user costs the same time as a known one.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString("hex")));

const subjects = (attempt: SignInAttempt) => ({ ip: `ip:${attempt.ip}`, user: `user:${attempt.username.toLowerCase()}` });

async function failuresSince(db: Database, subject: string, since: Date): Promise<number> {
  const row = await db("loginFailures").where({ subject }).andWhere("failedAt", ">", toDatabaseDateTime(since)).count({ count: "*" }).first();
  return Number(row?.count ?? 0);
}

/**
 * Checks a username and password. Refused alike (401, one message) whether the username is unknown, the
 * password wrong, or (adminOnly) the account not an admin. Failures are counted per IP and per username;
 * past either limit the attempt is refused with 429 before the password is even checked.
 */
export async function signIn(db: Database, attempt: SignInAttempt): Promise<User> {
  const { ip, user: userSubject } = subjects(attempt);
  const since = new Date(attempt.now.getTime() - LOGIN_RATE_LIMIT.windowMs);
  const [ipFailures, userFailures] = await Promise.all([failuresSince(db, ip, since), failuresSince(db, userSubject, since)]);
  if (ipFailures >= LOGIN_RATE_LIMIT.maxFailuresPerIp || userFailures >= LOGIN_RATE_LIMIT.maxFailuresPerUsername) {
    throw new HttpError(429, attempt.adminOnly ? AUTH_MESSAGES.adminRateLimited : AUTH_MESSAGES.rateLimited);
  }

  const user = await User.query(db).findOne({ username: attempt.username.toLowerCase() });
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoy()), attempt.password);
  if (!user || !passwordOk || (attempt.adminOnly && user.role !== "admin")) {
    const failedAt = toDatabaseDateTime(attempt.now);
    await db("loginFailures").insert([
      { subject: ip, failedAt },
      { subject: userSubject, failedAt },
    ]);
    throw new HttpError(401, attempt.adminOnly ? AUTH_MESSAGES.adminInvalidCredentials : AUTH_MESSAGES.invalidCredentials);
  }
  // A success clears the username's count (not the IP's: one good account must not reset a guesser's budget).
  await db("loginFailures").where({ subject: userSubject }).delete();
  await db("loginFailures").where("failedAt", "<=", toDatabaseDateTime(since)).delete();
  return user;
}
