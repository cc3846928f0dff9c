import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutboxMailer } from "../mail/OutboxMailer.ts";
import { TestClient } from "../test/client.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet, createModel, createUser, TEST_PASSWORD } from "../test/factories.ts";
import { serveApp, type TestServer } from "../test/http.ts";
import { buildProbeCases } from "../test/abuse/cases.ts";
import { LEAK, sendAll } from "../test/abuse/send.ts";

const dialects = await testDialects();
const cases = buildProbeCases();

/**
 * The abuse probe: every call, signed in as an admin (so admin calls reach their validation), gets
 * malformed input of every kind (test/abuse). No answer may be a 5xx, take 5 s, or show a stack or SQL
 * text. New endpoints join test/abuse/cases.ts. Prints the figures per kind and status.
 */
describe.each(dialects)("the abuse probe on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: TestServer;
  let cookie = "";
  let outbox = "";
  beforeAll(async () => {
    // One address sends everything: the public-write limit would answer most of it 429 before validation.
    // A real outbox (mail/OutboxMailer) so valid shares are sent, in a folder of the test's own.
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), "abuse-outbox-"));
    const mailer = new OutboxMailer({ directory: outbox, from: "Probe <probe@example.com>" });
    server = await serveApp(database().db, { publicWritesPerAddress: 0, mailer, shareTestAccess: true });
    await createModel(database().db);
    // Call sheet 1: the editor's PATCH reaches its conflict check, not only its 404.
    await createCallSheet(database().db);
    const admin = await createUser(database().db, { username: "probe-admin", role: "admin", userType: "admin" });
    const client = new TestClient(server.url);
    expect((await client.post("/api/admin/login", { username: admin.username, password: TEST_PASSWORD })).status).toBe(200);
    cookie = client.cookieHeader;
  });
  afterAll(async () => {
    await server?.close();
    if (outbox) fs.rmSync(outbox, { recursive: true, force: true });
  });

  // 3,328 requests at concurrency 4 took 50-59 s on our 2-core machines (SQLite, MariaDB): past vitest's 30 s default.
  it(`should answer ${cases.length} malformed requests with no 5xx, none slower than 5 s, and no stack or SQL text`, async () => {
    const started = performance.now();
    const results = await sendAll(server.url, cases, cookie);
    const byKind = new Map<string, Record<string, number>>();
    for (const { probe, status } of results) {
      const counts = byKind.get(probe.kind) ?? {};
      counts[status] = (counts[status] ?? 0) + 1;
      byKind.set(probe.kind, counts);
    }
    const statuses = results.reduce<Record<string, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
    const lines = [...byKind].map(([kind, counts]) => `  ${kind.padEnd(26)} ${Object.values(counts).reduce((a, b) => a + b, 0)}  ${JSON.stringify(counts)}`);
    const slowest = Math.max(...results.map((result) => result.ms));
    process.stdout.write(`[abuse probe, ${dialect}] ${results.length} requests in ${Math.round(performance.now() - started)} ms, slowest ${Math.round(slowest)} ms, statuses ${JSON.stringify(statuses)}\n${lines.join("\n")}\n`);

    const describeResult = ({ probe, status, body }: (typeof results)[number]) => `${status} ${probe.method} ${probe.path.slice(0, 80)} [${probe.kind}] ${String(probe.body ?? "").slice(0, 60)} -> ${body.slice(0, 120)}`;
    expect(results.filter((r) => r.status === 0 || r.status >= 500).map(describeResult)).toEqual([]);
    expect(results.filter((r) => r.ms > 5_000).map(describeResult)).toEqual([]);
    expect(results.filter((r) => LEAK.test(r.body)).map(describeResult)).toEqual([]);
  }, 180_000);
});
