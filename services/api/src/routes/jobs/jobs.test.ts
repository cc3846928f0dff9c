import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { enqueue } from "../../jobs/enqueue.ts";
import { defineJobKind, handleJob } from "../../jobs/jobKind.ts";
import { JobRunner } from "../../jobs/JobRunner.ts";
import { mailSendJob } from "../../jobs/kinds/mailSend.ts";
import { createLogger } from "../../logger.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp } from "../../test/http.ts";

const dialects = await testDialects();

describe.each(dialects)("GET /api/jobs on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let url = "";
  let admin: TestClient;
  let deadId = 0;
  let queuedId = 0;

  beforeAll(async () => {
    const { db } = database();
    const server = await serveApp(db);
    url = server.url;
    const user = await createUser(db, { role: "admin", userType: "admin" });
    admin = new TestClient(url);
    expect((await admin.post("/api/admin/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);

    const failing = defineJobKind({ name: "test.failing", payload: z.object({}), maxAttempts: 1 });
    deadId = await db.transaction((trx) => enqueue(trx, failing, {}, { reference: "share:7" }));
    await new JobRunner({ db, logger: createLogger("silent"), handlers: [handleJob(failing, () => Promise.reject(new Error("550 5.1.1 no such mailbox")))] }).runDue();
    queuedId = await db.transaction((trx) =>
      enqueue(trx, mailSendJob, { to: "ana@example.com", subject: "Invitation", html: "<p>Your password: s3cret-pass</p>", text: "Your password: s3cret-pass" }),
    );
    return () => server.close();
  });

  it("should show an admin the dead jobs with their last error and attempts, never a payload", async () => {
    const response = await admin.get("/api/jobs?state=dead");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toEqual({
      jobs: [
        {
          id: deadId,
          kind: "test.failing",
          state: "dead",
          attempts: 1,
          maxAttempts: 1,
          lastError: "Error: 550 5.1.1 no such mailbox",
          reference: "share:7",
          createdAt: expect.stringMatching(/Z$/),
          availableAt: expect.stringMatching(/Z$/),
          startedAt: expect.stringMatching(/Z$/),
          finishedAt: expect.stringMatching(/Z$/),
        },
      ],
    });
  });

  it("should list every state newest first without a filter, and no mail text", async () => {
    const response = await admin.get("/api/jobs");
    const text = await response.text();
    expect(JSON.parse(text).jobs.map((job: { id: number; state: string }) => [job.id, job.state])).toEqual([
      [queuedId, "queued"],
      [deadId, "dead"],
    ]);
    expect(text).not.toContain("s3cret-pass");
  });

  it("should refuse an unknown state with 400", async () => {
    expect((await admin.get("/api/jobs?state=exploded")).status).toBe(400);
  });

  it("should fail with 401 without a session and 403 for a signed-in user who is not an admin", async () => {
    expect((await fetch(`${url}/api/jobs?state=dead`)).status).toBe(401);
    const user = await createUser(database().db);
    const client = new TestClient(url);
    expect((await client.post("/api/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    expect((await client.get("/api/jobs?state=dead")).status).toBe(403);
  });
});
