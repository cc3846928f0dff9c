import { randomBytes } from "node:crypto";
import { LOGIN_RATE_LIMIT } from "@repo/contracts/auth/constants";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import type { Database } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import { addMark, clearMarks, marksSince, removeMark } from "../limits/marks.ts";
import { digestOf } from "../limits/subjectDigest.ts";
import { User } from "../models/User.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

export type SignInAttempt = { username: string; password: string; ip: string; adminOnly: boolean; now: Date };

// Verified against when the username does not exist, so an unknown user costs the same time as a known one.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString("hex")));

/**
 * The throttle's counters: the client address, the username from that address, and the username overall.
 * Both go in by their digest (limits/subjectDigest.ts), so a subject fits its column for every accepted
 * input: the username is checked at 100 characters before it is lower-cased, which can lengthen it ("İ"
 * becomes two), and the address is whatever the last X-Forwarded-For entry says. A username that names an
 * account is counted as that account (its id): MariaDB's collation (utf8mb4_unicode_ci) finds `admin` for
 * `ádmin` and `ADMİN`, so counting the typed spelling gave each spelling a fresh budget against one password.
 */
const subjects = (attempt: SignInAttempt, user: User | undefined) => {
  const username = user ? `#${user.id}` : digestOf(attempt.username.toLowerCase());
  const ip = digestOf(attempt.ip);
  return { ip: `ip:${ip}`, pair: `pair:${username}@${ip}`, user: `user:${username}` };
};

const { windowMs, maxFailuresPerIp, maxFailuresPerUsernameFromOneIp, maxFailuresPerUsername } = LOGIN_RATE_LIMIT;

/**
 * Checks a username and password. Refused alike (401, one message) whether the username is unknown, the
 * password wrong, or (adminOnly) the account not an admin.
 *
 * Throttling (counted in the database, limits/marks.ts, so every API process sees the same marks): limits
 * per client address, per username from one address (so one guesser cannot lock the real owner out), and
 * a looser one per username from anywhere (against guessing spread over addresses).
 *
 * A refused attempt (429) writes nothing: the marks are counted first, so a flood past the limit costs
 * reads, not rows (1,000 refused sign-ins from one address used to leave 2,000). An attempt let through is
 * written down BEFORE the password is checked and counted again with the others in the window, so a burst
 * of parallel guesses that all passed the first count cannot all slip in under the limit: those past it
 * take their marks back and are refused. Only attempts within the address limits are counted against the
 * account, so a guesser refused at his own address adds nothing to it and cannot lock the owner out from
 * elsewhere. A success takes its marks back.
 */
export async function signIn(db: Database, attempt: SignInAttempt): Promise<User> {
  const user = await User.query(db).findOne({ username: attempt.username.toLowerCase() });
  const marks = subjects(attempt, user);
  const since = new Date(attempt.now.getTime() - windowMs);
  const refuse = () => new HttpError(429, attempt.adminOnly ? AUTH_MESSAGES.adminRateLimited : AUTH_MESSAGES.rateLimited);
  const count = (subject: string) => marksSince(db, subject, since);
  const takeBack = (ids: (number | undefined)[]) => Promise.all(ids.map((id) => removeMark(db, id)));

  const [ipBefore, pairBefore] = await Promise.all([count(marks.ip), count(marks.pair)]);
  if (ipBefore >= maxFailuresPerIp || pairBefore >= maxFailuresPerUsernameFromOneIp) throw refuse();
  if ((await count(marks.user)) >= maxFailuresPerUsername) throw refuse();

  const [ipMarkId, pairMarkId] = await Promise.all([addMark(db, marks.ip, attempt.now), addMark(db, marks.pair, attempt.now)]);
  const [ipAttempts, pairAttempts] = await Promise.all([count(marks.ip), count(marks.pair)]);
  if (ipAttempts > maxFailuresPerIp || pairAttempts > maxFailuresPerUsernameFromOneIp) {
    await takeBack([ipMarkId, pairMarkId]);
    throw refuse();
  }
  const userMarkId = await addMark(db, marks.user, attempt.now);
  if ((await count(marks.user)) > maxFailuresPerUsername) {
    await takeBack([ipMarkId, pairMarkId, userMarkId]);
    throw refuse();
  }

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
