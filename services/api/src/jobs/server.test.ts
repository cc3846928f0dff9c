import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../db/connect.ts";
import { startSmtpListener, type SmtpListener } from "../test/smtpListener.ts";
import { enqueue } from "./enqueue.ts";
import { mailSendJob } from "./kinds/mailSend.ts";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// The API process as `npm start` runs it: its runner, started by server.ts, sends a mail.send job written
// by another process into its database, and SIGTERM stops it cleanly.
describe("the API process's job runner", () => {
  let listener: SmtpListener;
  let dataDir = "";
  beforeAll(async () => {
    listener = await startSmtpListener();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "api-jobs-server-"));
  });
  afterAll(async () => {
    await listener.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("should run a job enqueued after it started, then stop on SIGTERM with exit code 0", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "info", SMTP_URL: listener.url, ADMIN_PASSWORD: "jobs-server-test-password" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      const deadline = Date.now() + 30_000;
      while (!/api listening/.test(output)) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the API did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const db = connectDatabase({ client: "sqlite", filename: path.join(dataDir, "app.sqlite") });
      try {
        await db.transaction((trx) => enqueue(trx, mailSendJob, { to: "ana@example.com", subject: "From the outbox", html: "<p>hi</p>", text: "hi" }));
        const mail = await listener.waitFor((received) => received.subject === "From the outbox", 10_000);
        expect(mail.envelopeTo).toEqual(["ana@example.com"]);
        const waitUntil = Date.now() + 5_000;
        let job = await db("jobs").first();
        while (job?.state !== "succeeded" && Date.now() < waitUntil) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          job = await db("jobs").first();
        }
        expect(job).toMatchObject({ kind: "mail.send", state: "succeeded", attempts: 1, payload: null });
      } finally {
        await db.destroy();
      }
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });
});
