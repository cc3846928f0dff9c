import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type Koa from "koa";
import session from "koa-session";
import { SESSION } from "@repo/contracts/auth/constants";
import type { Database } from "../db/connect.ts";
import { selectRows, toDatabaseDateTime } from "../db/dialect.ts";
import { User } from "../models/User.ts";

/**
 * A share grant kept in a session: the share, the generation of its credentials it was won with, and when
 * this session last wrote a line of the sheet's access log with it (epoch ms; see logSheetOpened).
 */
export type SessionGrant = { shareId: number; generation: number; loggedAt?: number };

/**
 * What a session holds: who signed in, and the share grants won in it (middlewares/shareGrants.ts).
 * Everything else is read fresh from the database.
 */
export type SessionData = { userId?: number; grants?: SessionGrant[] };

/** The table keeps a hash of the cookie's id, so a leaked database or backup holds no usable session. */
const rowId = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * The session's user, read with the session's row (`sessions.user_id`) in the same query: null when the
 * session has no user or its user is gone, undefined when the store did not look (no session cookie).
 * loadUser (middlewares/auth.ts) takes it from here instead of asking the database again.
 */
export function userReadWithSession(state: Koa.DefaultState): User | null | undefined {
  return state.sessionUser;
}

/** Every signed-in request runs this: fixed text, so it skips knex's builder (db/dialect.ts selectRows). */
const SESSION_WITH_USER_SQL = "SELECT sessions.data, sessions.expires_at, users.* FROM sessions LEFT JOIN users ON users.id = sessions.user_id WHERE sessions.id = ?";

/**
 * koa-session's external store on the `sessions` table, so every API replica can serve every session, and a
 * restart signs nobody out. Expiry is decided here by `clock` (the table's `expires_at`), so a session
 * past its time is gone even if the browser kept the cookie.
 */
export function databaseSessionStore(db: Database, clock: () => Date) {
  return {
    async get(key: string, _maxAge?: unknown, options?: { ctx?: Koa.Context }): Promise<(SessionData & Record<string, unknown>) | undefined> {
      const id = rowId(key);
      const [row] = await selectRows<Record<string, unknown> & { data: unknown; expiresAt: unknown; id: number | null }>(db, SESSION_WITH_USER_SQL, [id]);
      if (!row) return undefined;
      const { data, expiresAt, ...user } = row;
      if (String(expiresAt) <= toDatabaseDateTime(clock())) {
        await db("sessions").where({ id }).delete();
        return undefined;
      }
      let session: SessionData & Record<string, unknown>;
      try {
        session = JSON.parse(String(data)) as SessionData & Record<string, unknown>;
      } catch {
        return undefined;
      }
      if (options?.ctx) options.ctx.state.sessionUser = user.id === null ? null : User.fromDatabaseJson(user);
      return session;
    },
    async set(key: string, data: SessionData, maxAge: number | "session" | undefined): Promise<void> {
      const now = clock();
      const lifetime = typeof maxAge === "number" ? maxAge : SESSION.maxAgeMs;
      await db("sessions")
        .insert({
          id: rowId(key),
          userId: data.userId ?? null,
          data: JSON.stringify(data),
          expiresAt: toDatabaseDateTime(new Date(now.getTime() + lifetime)),
          createdAt: toDatabaseDateTime(now),
        })
        .onConflict("id")
        .merge(["userId", "data", "expiresAt"]);
    },
    async destroy(key: string): Promise<void> {
      await db("sessions").where({ id: rowId(key) }).delete();
    },
  };
}

/** Removes sessions past their time (run at sign-in, so the table cannot grow without bound). */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db("sessions").where("expiresAt", "<=", toDatabaseDateTime(now)).delete();
}

/**
 * Signs and checks the session cookie exactly as keygrip does with one key (HMAC-SHA1, base64url without
 * padding: cookies signed before stay valid), with one HMAC and a constant-time comparison. keygrip with
 * tsscmp takes three HMACs and random bytes to check a signature, on every request: ~3% of a shared
 * sheet's read (bench/sharing's profile).
 */
export function cookieSigner(secret: string): Koa["keys"] {
  const sign = (data: string) => createHmac("sha1", secret).update(data).digest("base64url");
  const index = (data: string, digest: string) => {
    const expected = Buffer.from(sign(data));
    const given = Buffer.from(String(digest));
    return expected.length === given.length && timingSafeEqual(expected, given) ? 0 : -1;
  };
  return { sign, index, verify: (data: string, digest: string) => index(data, digest) === 0 };
}

/**
 * The session cookie `connect.sid`: httpOnly, SameSite=Lax, signed with the session secret, and Secure
 * whenever the request came over HTTPS (the cookies library decides from the request; behind the gateway
 * that needs TRUST_PROXY for X-Forwarded-Proto). Sessions slide: one used in its second half is renewed.
 */
export function sessionMiddleware(app: Koa, db: Database, secret: string, clock: () => Date): Koa.Middleware {
  app.keys = cookieSigner(secret);
  return session(
    {
      key: SESSION.cookieName,
      maxAge: SESSION.maxAgeMs,
      httpOnly: true,
      signed: true,
      sameSite: "lax",
      renew: true,
      // 192 random bits; koa-session's default (a UUID) has 122.
      genid: () => randomBytes(24).toString("base64url"),
      store: databaseSessionStore(db, clock),
    },
    app,
  );
}
