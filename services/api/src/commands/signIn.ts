import { randomBytes } from "node:crypto";
import { LOGIN_RATE_LIMIT } from "@repo/contracts/auth/constants";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import type { Database } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import { addMark, clearMarks, marksSince, removeMark } from "../limits/marks.ts";
import { User } from "../models/User.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

export type SignInAttempt = { username: string; password: string; ip: string; adminOnly: boolean; now: Date };

// Verified against when the username does not exist, so an unknown user costs the same time as a known one.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString("hex")));

/** The throttle's counters: the client address, the username from that address, and the username overall. */
const subjects = (attempt: SignInAttempt) => {
  const username = attempt.username.toLowerCase();
  return { ip: `ip:${attempt.ip}`, pair: `pair:${username}@${attempt.ip}`, user: `user:${username}` };
};

/**
 * Checks a username and password. Refused alike (401, one message) whether the username is unknown, the
 * password wrong, or (adminOnly) the account not an admin.
 *
 * Throttling (counted in the database, limits/marks.ts, so every API process sees the same marks): each
 * attempt is written down BEFORE the password is checked and counted with the others in
 * the window, so a burst of parallel guesses cannot all slip in under the limit; a success takes its own
 * marks back. Limits: per client address, per username from one address (so one guesser cannot lock the
 * real owner out), and a looser one per username from anywhere (against guessing spread over addresses).
 * Only attempts that get past the first two reach the account-wide count: a guesser already refused
 * (429) from his own address adds nothing to it, so he cannot lock the owner out from elsewhere.
 */
export async function signIn(db: Database, attempt: SignInAttempt): Promise<User> {
  const marks = subjects(attempt);
  const since = new Date(attempt.now.getTime() - LOGIN_RATE_LIMIT.windowMs);
  const refuse = () => new HttpError(429, attempt.adminOnly ? AUTH_MESSAGES.adminRateLimited : AUTH_MESSAGES.rateLimited);
  const ipMarkId = await addMark(db, marks.ip, attempt.now);
  await addMark(db, marks.pair, attempt.now);
  const [ipAttempts, pairAttempts] = await Promise.all([marksSince(db, marks.ip, since), marksSince(db, marks.pair, since)]);
  if (ipAttempts > LOGIN_RATE_LIMIT.maxFailuresPerIp || pairAttempts > LOGIN_RATE_LIMIT.maxFailuresPerUsernameFromOneIp) throw refuse();

  const userMarkId = await addMark(db, marks.user, attempt.now);
  if ((await marksSince(db, marks.user, since)) > LOGIN_RATE_LIMIT.maxFailuresPerUsername) {
    // Refused before the password check: this attempt is not one of the account's guesses.
    await removeMark(db, userMarkId);
    throw refuse();
  }

  const user = await User.query(db).findOne({ username: attempt.username.toLowerCase() });
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoy()), attempt.password);
  if (!user || !passwordOk || (attempt.adminOnly && user.role !== "admin")) {
    throw new HttpError(401, attempt.adminOnly ? AUTH_MESSAGES.adminInvalidCredentials : AUTH_MESSAGES.invalidCredentials);
  }
  // A success clears the username's counts and this attempt's address mark (not the address's earlier
  // failures: one good account must not reset a guesser's budget). Marks past the window are swept by
  // every process's limit sweeper (limits/sweepExpiredLimits.ts), success or not.
  await clearMarks(db, [marks.pair, marks.user]);
  await removeMark(db, ipMarkId);
  return user;
}
