import Keygrip from "keygrip";
import { describe, expect, it } from "vitest";
import { SESSION } from "@repo/contracts/auth/constants";
import { TestClient } from "../test/client.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../test/factories.ts";
import { serveApp, TEST_SESSION_SECRET } from "../test/http.ts";
import { cookieSigner } from "./session.ts";

const dialects = await testDialects();

describe("cookieSigner", () => {
  const keygrip = new Keygrip([TEST_SESSION_SECRET]);
  const signer = cookieSigner(TEST_SESSION_SECRET) as Keygrip;
  const data = "connect.sid=Zm9vYmFyLWJhei0xMjM0NTY3ODkwMTIzNDU2";

  it("should sign as keygrip does, so the cookies signed before it stay valid", () => {
    for (const text of [data, "", "ž ünïcode", "x".repeat(500)]) expect(signer.sign(text)).toBe(keygrip.sign(text));
    expect(signer.index(data, keygrip.sign(data))).toBe(0);
    expect(signer.verify(data, keygrip.sign(data))).toBe(true);
  });

  it("should refuse a signature of other data, another key, another length, or none", () => {
    const signature = signer.sign(data);
    expect(signer.index(`${data}x`, signature)).toBe(-1);
    expect(signer.index(data, new Keygrip(["another-secret"]).sign(data))).toBe(-1);
    expect(signer.index(data, signature.slice(1))).toBe(-1);
    expect(signer.index(data, `${signature}A`)).toBe(-1);
    expect(signer.index(data, "")).toBe(-1);
    expect(signer.verify(data, `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`)).toBe(false);
  });
});

describe.each(dialects)("the session cookie's signature on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("should keep a signed-in session, and drop it when the cookie or its signature is changed", async () => {
    const server = await serveApp(database().db);
    try {
      const user = await createUser(database().db);
      const client = new TestClient(server.url);
      expect((await client.post("/api/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
      expect((await client.get("/api/user")).status).toBe(200);
      const signatureName = `${SESSION.cookieName}.sig`;
      const [id, signature] = [client.cookies.get(SESSION.cookieName)!, client.cookies.get(signatureName)!];
      const sendOnly = (cookies: [string, string][]) => {
        client.cookies.clear();
        for (const [name, value] of cookies) client.cookies.set(name, value);
        return client.get("/api/user");
      };
      expect((await sendOnly([[SESSION.cookieName, id], [signatureName, `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`]])).status).toBe(401);
      expect((await sendOnly([[SESSION.cookieName, `${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}`], [signatureName, signature]])).status).toBe(401);
      expect((await sendOnly([[SESSION.cookieName, id]])).status).toBe(401);
      expect((await sendOnly([[SESSION.cookieName, id], [signatureName, signature]])).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
