import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const children: ChildProcess[] = [];
const dirs: string[] = [];

function startApi(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`did not see ${pattern} in:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return output;
  };
  return { child, exited, waitFor, output: () => output };
}

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "api-server-test-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Each case starts real API processes (tsx compiles the server on start): ~10 s quiet, over 30 s at load 16.
describe("the API process", { timeout: 90_000 }, () => {
  it("should refuse to start on bad configuration, naming the variable", async () => {
    const api = startApi({ DATA_DIR: tempDataDir(), PORT: "not-a-port" });
    expect(await api.exited).toBe(1);
    expect(api.output()).toMatch(/Invalid configuration:\n\s+PORT:/);
  });

  it("should migrate, print the generated admin password once, and not again on the next start", async () => {
    const dataDir = tempDataDir();
    const first = startApi({ DATA_DIR: dataDir, PORT: "0" });
    const firstOutput = await first.waitFor(/api listening/);
    expect(firstOutput).toMatch(/Admin user created: username "admin", password generated \(shown only this once\): \S{20,}/);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "app.sqlite"))).toBe(true);

    const second = startApi({ DATA_DIR: dataDir, PORT: "0" });
    const secondOutput = await second.waitFor(/api listening/);
    expect(secondOutput).not.toMatch(/Admin user created/);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("should not echo a password the operator chose in ADMIN_PASSWORD", async () => {
    const api = startApi({ DATA_DIR: tempDataDir(), PORT: "0", ADMIN_PASSWORD: "chosen-by-the-operator-42" });
    const output = await api.waitFor(/api listening/);
    expect(output).toMatch(/Admin user created: username "admin", password from ADMIN_PASSWORD\n/);
    expect(output).not.toContain("chosen-by-the-operator-42");
  });

  it("should build the city index for sun times soon after start in production, not on the first request", async () => {
    const api = startApi({ DATA_DIR: tempDataDir(), PORT: "0", NODE_ENV: "production", ADMIN_PASSWORD: "a-long-password", SESSION_SECRET: "a".repeat(32) });
    const output = await api.waitFor(/city index ready/);
    expect(output).toMatch(/"cities":\d{5,}/);
    expect(output.indexOf("api listening")).toBeLessThan(output.indexOf("city index ready"));
  });

  it("should finish an in-flight request on SIGTERM before exiting", async () => {
    const api = startApi({ DATA_DIR: tempDataDir(), PORT: "0", ADMIN_PASSWORD: "a-long-password" });
    const output = await api.waitFor(/api listening/);
    const port = Number(/"url":"http:\/\/127\.0\.0\.1:(\d+)"/.exec(output)![1]);

    const body = JSON.stringify({ hello: "world" });
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let response = "";
    socket.on("data", (chunk) => (response += chunk));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    // Headers and half the body, then the signal, then the rest: the request is in flight when SIGTERM lands.
    socket.write(`POST /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
    socket.write(body.slice(0, 5));
    await new Promise((resolve) => setTimeout(resolve, 200));
    api.child.kill("SIGTERM");
    await api.waitFor(/shutting down/);
    socket.write(body.slice(5));
    await closed;

    expect(response).toMatch(/^HTTP\/1\.1 405/);
    expect(response).toContain('{"message":"Method Not Allowed"}');
    expect(await api.exited).toBe(0);
    expect(api.output()).toMatch(/"msg":"stopped"/);
  });
});
