import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_RATE_LIMIT } from "@repo/contracts/auth/constants";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { PUBLIC_WRITE_RATE_LIMIT } from "@repo/contracts/common/constants";
import { API_MESSAGES } from "@repo/contracts/common/messages";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { SHARE_ACCESS_RATE_LIMIT } from "../commands/shareThrottle.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../test/factories.ts";
import { nginxBinary, startGateway, type TestGateway } from "../test/gateway.ts";

const dialects = await testDialects();
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PUBLIC_WRITES_PER_ADDRESS = 4;

type ApiProcess = { child: ChildProcess; url: string; output(): string; stop(): Promise<void> };

/** `npm start`'s API (src/server.ts) in a process of its own, on a port it picks, on `databaseUrl`. */
async function startApiProcess(databaseUrl: string, dataDir: string): Promise<ApiProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? "",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: "0",
      TRUST_PROXY: "true",
      PUBLIC_WRITES_PER_ADDRESS: String(PUBLIC_WRITES_PER_ADDRESS),
      SESSION_SECRET: "s".repeat(32),
      ADMIN_PASSWORD: "an-admin-password",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 40_000;
  let url: string | undefined;
  while (!(url = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"api listening"/.exec(output)?.[1])) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the API did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** How many requests to `method path` this process's access log shows. */
const servedBy = (api: ApiProcess, method: string, path: string) =>
  api
    .output()
    .split("\n")
    .filter((line) => line.includes('"msg":"request"') && line.includes(`"method":"${method}"`) && line.includes(`"path":"${path}"`)).length;

/** Which process served how many of `total` requests to `method path`, once their log lines have all arrived. */
async function served(apis: ApiProcess[], method: string, path: string, total: number): Promise<number[]> {
  const deadline = Date.now() + 5_000;
  let counts = apis.map((api) => servedBy(api, method, path));
  while (counts.reduce((sum, count) => sum + count, 0) < total && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    counts = apis.map((api) => servedBy(api, method, path));
  }
  return counts;
}

// Two API processes on one MariaDB database behind the real gateway, whose upstream takes them in turn:
// each limit must hold for the two together as it does for one (issue 22 §4).
describe.skipIf(!nginxBinary() || !dialects.includes("mysql"))("limits across two API processes behind the gateway, on one MariaDB database", () => {
  let testDb: TestDatabase;
  let dataDir: string;
  let apis: ApiProcess[] = [];
  let gateway: TestGateway;
  beforeAll(async () => {
    testDb = await createTestDatabase("mysql");
    if (testDb.database.client !== "mysql") throw new Error("expected MariaDB");
    await createUser(testDb.db, { username: "replica-user" });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "api-replicas-"));
    apis = await Promise.all([0, 1].map(() => startApiProcess(testDb.database.client === "mysql" ? testDb.database.url : "", dataDir)));
    gateway = await startGateway(apis.map((api) => api.url));
  }, 90_000);
  afterAll(async () => {
    await gateway?.close();
    await Promise.all(apis.map((api) => api.stop()));
    await testDb?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown) => fetch(`${gateway.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it(`should refuse the public write after ${PUBLIC_WRITES_PER_ADDRESS} from one address, though each process saw only half of them`, async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PUBLIC_WRITES_PER_ADDRESS; attempt++) statuses.push((await post("/api/register", {})).status);
    expect(statuses).toEqual(Array(PUBLIC_WRITES_PER_ADDRESS).fill(400));
    expect(await served(apis, "POST", "/api/register", PUBLIC_WRITES_PER_ADDRESS)).toEqual([2, 2]);

    const refused = await post("/api/register", {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(PUBLIC_WRITE_RATE_LIMIT.windowMs / 1000 - 60);
    expect(await refused.json()).toEqual({ message: API_MESSAGES.tooManyWrites });
    expect((await post("/api/register", {})).status).toBe(429);
    // Both processes refused one: each alone would still have let it through.
    expect(await served(apis, "POST", "/api/register", PUBLIC_WRITES_PER_ADDRESS + 2)).toEqual([3, 3]);
    expect(await testDb.db("rateLimits").where({ subject: "POST /api/register 127.0.0.1" }).first()).toMatchObject({ hits: PUBLIC_WRITES_PER_ADDRESS + 2 });
  });

  it(`should refuse sign-in after ${LOGIN_RATE_LIMIT.maxFailuresPerUsernameFromOneIp} wrong passwords for one username from one address, even the right password, on either process`, async () => {
    const credentials = { username: "replica-user", password: "wrong-password" };
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.maxFailuresPerUsernameFromOneIp; attempt++) {
      const response = await post("/api/login", credentials);
      expect(response.status).toBe(401);
    }
    const half = LOGIN_RATE_LIMIT.maxFailuresPerUsernameFromOneIp / 2;
    expect(await served(apis, "POST", "/api/login", 2 * half)).toEqual([half, half]);
    for (const _api of apis) {
      const refused = await post("/api/login", { ...credentials, password: TEST_PASSWORD });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: AUTH_MESSAGES.rateLimited });
    }
    expect(await served(apis, "POST", "/api/login", 2 * half + 2)).toEqual([half + 1, half + 1]);
  });

  it(`should refuse guesses at one share link after ${SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress} from one address, on either process`, async () => {
    const path = "/api/call-sheet-access/a-guessed-token";
    // The access log masks the token (middlewares/requestContext.ts loggablePath).
    const logged = "/api/call-sheet-access/[redacted]";
    for (let attempt = 0; attempt < SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress; attempt++) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status).toBe(404);
    }
    for (const _api of apis) {
      const refused = await fetch(`${gateway.url}${path}`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe(String(SHARE_ACCESS_RATE_LIMIT.windowMs / 1000));
      expect(await refused.json()).toEqual({ message: SHARING_MESSAGES.tooManyAttempts });
    }
    const half = SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress / 2;
    expect(await served(apis, "GET", logged, 2 * half + 2)).toEqual([half + 1, half + 1]);
  });
});
