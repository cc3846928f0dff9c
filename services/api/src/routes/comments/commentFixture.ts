import { afterAll, beforeAll, expect } from "vitest";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import type { Database } from "../../db/connect.ts";
import { TestClient } from "../../test/client.ts";
import { type Dialect, useTestDatabase } from "../../test/databases.ts";
import { createShare, createUser, type ShareFields, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

/** What the comment tests share on one dialect; `admin` and `server` exist from the describe's beforeAll on. */
export interface CommentFixture {
  db: () => Database;
  /** The apps' clock: set it to move time (a minute for the rate limit, the moment of a look). */
  now: Date;
  /** The app the clients talk to; `servers` holds it and the replicas asked for (one database, as compose runs two). */
  readonly server: TestServer;
  readonly servers: readonly TestServer[];
  /** An admin signed in to `server` in beforeAll. */
  readonly admin: TestClient;
  /** Another admin, signed in to `server`. */
  signInAdmin(): Promise<TestClient>;
  /** A client on `server` holding a grant of `role` on `callSheetId` (opened with its link, e-mail and password). */
  guest(callSheetId: number, role?: NonNullable<ShareFields["role"]>): Promise<{ client: TestClient; email: string }>;
}

/**
 * The comment routes' tests' setup, called in a describe: a test database of `dialect`, `replicas` apps over it
 * on one settable clock starting at `start`, an admin signed in, and guests on demand; the apps close after all.
 */
export function useCommentFixture(dialect: Dialect, { start, replicas = 1 }: { start: string; replicas?: number }): CommentFixture {
  const database = useTestDatabase(dialect);
  const servers: TestServer[] = [];
  let admin: TestClient | undefined;
  const fixture: CommentFixture = {
    db: () => database().db,
    now: new Date(start),
    get server() {
      const [server] = servers;
      if (!server) throw new Error("the app is served in beforeAll");
      return server;
    },
    servers,
    get admin() {
      if (!admin) throw new Error("the admin signs in in beforeAll");
      return admin;
    },
    async signInAdmin() {
      const user = await createUser(fixture.db(), { role: "admin", userType: "admin" });
      const client = new TestClient(fixture.server.url);
      expect((await client.post("/api/admin/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
      return client;
    },
    async guest(callSheetId, role = "commenter") {
      const { token, email, password } = await createShare(fixture.db(), callSheetId, { role });
      const client = new TestClient(fixture.server.url);
      expect((await client.post(SHARING_URLS.access, { token, email, password })).status).toBe(200);
      return { client, email };
    },
  };
  beforeAll(async () => {
    for (let replica = 0; replica < replicas; replica++) servers.push(await serveApp(fixture.db(), { clock: () => fixture.now }));
    admin = await fixture.signInAdmin();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });
  return fixture;
}
