import { beforeAll, describe, expect, it } from "vitest";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { SHARE_ACCESS_RATE_LIMIT } from "../commands/shareThrottle.ts";
import { emailOfLength } from "../test/abuse/values.ts";
import { TestClient } from "../test/client.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet, createShare } from "../test/factories.ts";
import { serveApp, type TestServer } from "../test/http.ts";
import { commentSubject } from "./commentLimit.ts";
import { digestOf, storedSubject, SUBJECT_LENGTH } from "./subjectDigest.ts";

const dialects = await testDialects();

describe("limit subjects built from request input", () => {
  it(`should fit rate_limits.subject (${SUBJECT_LENGTH}) for a grant's e-mail of 254 characters, the most the share schema takes`, () => {
    const actor = { kind: "shareGrant", callSheetId: 1, email: emailOfLength(254), role: "commenter", shareId: 1 } as const;
    expect(commentSubject(actor)).toBe(`comment grant ${digestOf(emailOfLength(254))}`);
    expect(commentSubject(actor).length).toBeLessThanOrEqual(SUBJECT_LENGTH);
  });
});

/**
 * MariaDB refuses (strict mode) a subject longer than its varchar(200): a commenter whose valid e-mail was
 * ~190 characters or more got 500 on every comment, and with TRUST_PROXY any X-Forwarded-For of ~150
 * characters made the share-link gate and the public writes answer 500. Variable parts now go in by their
 * digest, and a subject still too long is stored by its digest (storedSubject).
 */
describe.each(dialects)("limits whose subject comes from the request, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: TestServer;
  beforeAll(async () => {
    server = await serveApp(database().db, { trustProxy: true });
    return () => server.close();
  });

  it.each([190, 201, 254])(`should let a commenter whose e-mail has %i characters comment, and refuse the comment past ${SHARING_CONSTANTS.commentsPerMinute} a minute`, async (length) => {
    const sheet = await createCallSheet(database().db);
    const { token, email, password } = await createShare(database().db, sheet.id, { email: emailOfLength(length), role: "commenter" });
    const client = new TestClient(server.url);
    expect((await client.post(SHARING_URLS.access, { token, email, password })).status).toBe(200);
    for (let index = 0; index < SHARING_CONSTANTS.commentsPerMinute; index++) {
      expect((await client.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: `Comment ${index}` })).status).toBe(201);
    }
    expect((await client.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "One too many" })).status).toBe(429);
    expect(await database().db("rateLimits").where({ subject: `comment grant ${digestOf(email)}` }).first()).toMatchObject({ hits: SHARING_CONSTANTS.commentsPerMinute + 1 });
  });

  it(`should count share-link guesses from a client address of any length (TRUST_PROXY), refusing the ${SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress + 1}th`, async () => {
    const address = `203.0.113.${"9".repeat(400)}`;
    const guess = () => fetch(`${server.url}/api/call-sheet-access/a-guessed-token`, { headers: { "x-forwarded-for": address } });
    for (let attempt = 0; attempt < SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress; attempt++) expect((await guess()).status).toBe(404);
    expect((await guess()).status).toBe(429);
    // Another address is counted apart.
    expect((await fetch(`${server.url}/api/call-sheet-access/a-guessed-token`, { headers: { "x-forwarded-for": "203.0.113.7" } })).status).toBe(404);
  });

  it("should count public writes from a client address of any length (TRUST_PROXY), its subject stored by digest", async () => {
    const limited = await serveApp(database().db, { trustProxy: true, publicWritesPerAddress: 2 });
    try {
      const address = `203.0.113.${"9".repeat(400)}`;
      const register = () => fetch(`${limited.url}/api/register`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": address }, body: "{}" });
      expect([(await register()).status, (await register()).status, (await register()).status]).toEqual([400, 400, 429]);
      expect(await database().db("rateLimits").where({ subject: storedSubject(`POST /api/register ${address}`) }).first()).toMatchObject({ hits: 3 });
      expect(storedSubject("POST /api/register 127.0.0.1")).toBe("POST /api/register 127.0.0.1");
    } finally {
      await limited.close();
    }
  });
});
