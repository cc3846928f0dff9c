import { expect } from "vitest";
import type { Database } from "../db/connect.ts";
import { TestClient } from "./client.ts";
import { createUser, TEST_PASSWORD } from "./factories.ts";
import { serveApp, type TestServer } from "./http.ts";

/** A fresh app over `db` (with `options`, e.g. a fixed clock) and a client signed in to it as a new admin. */
export async function serveAsAdmin(db: Database, options: Parameters<typeof serveApp>[1] = {}): Promise<{ server: TestServer; client: TestClient }> {
  const server = await serveApp(db, options);
  const admin = await createUser(db, { role: "admin", userType: "admin" });
  const client = new TestClient(server.url);
  expect((await client.post("/api/admin/login", { username: admin.username, password: TEST_PASSWORD })).status).toBe(200);
  return { server, client };
}
