import { beforeAll, describe, expect, it } from "vitest";
import { CALL_SHEET_MESSAGES, PATCH_MESSAGES } from "@repo/contracts/callSheets/messages";
import { type CallSheet, type CallSheetConflict, callSheetConflictSchema } from "@repo/contracts/callSheets/schemas/editor";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { callSheetUrl } from "@repo/contracts/callSheets/urls";
import { isMysql } from "../../db/dialect.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp } from "../../test/http.ts";

const dialects = await testDialects();

/** Ten fields two editors could change at once, each with a value. */
const TEN_FIELDS: Record<string, string> = {
  client: "Acme",
  locations: "Novi Sad, Serbia",
  streetAddress: "Dunavska",
  streetNumber: "1",
  technicalSpecs: "RAW",
  costumeNotes: "Coats",
  setNotes: "Quiet",
  emergencyContacts: "112",
  props: JSON.stringify([{ id: 1, name: "Umbrella", isChecked: false }]),
  gear: JSON.stringify([{ id: 2, name: "Reflector", isChecked: true }]),
};

describe.each(dialects)("editing one call sheet from several places on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  // Two editors: two admins, each with a session of their own.
  let alice: TestClient;
  let bob: TestClient;

  beforeAll(async () => {
    const db = database().db;
    const server = await serveApp(db);
    const signIn = async () => {
      const admin = await createUser(db, { role: "admin", userType: "admin" });
      const client = new TestClient(server.url);
      expect((await client.post("/api/admin/login", { username: admin.username, password: TEST_PASSWORD })).status).toBe(200);
      return client;
    };
    [alice, bob] = [await signIn(), await signIn()];
    return () => server.close();
  });

  const newSheet = async () => (await createCallSheet(database().db)).id;
  const patch = async (who: TestClient, id: number, body: Record<string, unknown>) => {
    const response = await who.request("PATCH", callSheetUrl(id), body);
    return { status: response.status, body: (await response.json()) as CallSheet & CallSheetConflict };
  };
  const get = async (id: number) => (await (await alice.get(callSheetUrl(id))).json()) as CallSheet;

  it("should answer 409 with the field, the message and the current sheet when two editors change the same field, and keep the first edit", async () => {
    const id = await newSheet();
    expect((await patch(alice, id, { baseVersion: 0, setNotes: "Alice's notes" })).status).toBe(200);
    const { status, body } = await patch(bob, id, { baseVersion: 0, setNotes: "Bob's notes" });
    expect(status).toBe(409);
    const conflict = callSheetConflictSchema.parse(body);
    expect(conflict).toMatchObject({ message: EDITOR_TEXTS.conflict, conflicts: ["setNotes"], callSheet: { id, version: 1, setNotes: "Alice's notes" } });
    expect(await get(id)).toMatchObject({ version: 1, setNotes: "Alice's notes" });
  });

  it("should store nothing of an edit in which one field conflicts, not even its other fields", async () => {
    const id = await newSheet();
    await patch(alice, id, { baseVersion: 0, client: "Alice's client" });
    const { status, body } = await patch(bob, id, { baseVersion: 0, client: "Bob's client", costumeNotes: "Bob's coats" });
    expect(status).toBe(409);
    expect(body.conflicts).toEqual(["client"]);
    expect(await get(id)).toMatchObject({ version: 1, client: "Alice's client", costumeNotes: "" });
  });

  it("should keep both edits when two editors change different fields from the same version", async () => {
    const id = await newSheet();
    expect((await patch(alice, id, { baseVersion: 0, setNotes: "Alice's notes" })).status).toBe(200);
    const { status, body } = await patch(bob, id, { baseVersion: 0, costumeNotes: "Bob's coats" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ version: 2, setNotes: "Alice's notes", costumeNotes: "Bob's coats" });
  });

  it("should take a value someone else already stored as no conflict", async () => {
    const id = await newSheet();
    await patch(alice, id, { baseVersion: 0, props: TEN_FIELDS.props });
    const { status, body } = await patch(bob, id, { baseVersion: 0, props: TEN_FIELDS.props, setNotes: "Bob's notes" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ version: 2, props: TEN_FIELDS.props, setNotes: "Bob's notes" });
  });

  it("should let an editor who reloaded overwrite the field (baseVersion at or after the other change)", async () => {
    const id = await newSheet();
    await patch(alice, id, { baseVersion: 0, setNotes: "Alice's notes" });
    const { status, body } = await patch(bob, id, { baseVersion: 1, setNotes: "Bob's notes" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ version: 2, setNotes: "Bob's notes" });
  });

  it("should answer 409 and store nothing when baseVersion is above the sheet's version", async () => {
    const id = await newSheet();
    const { status, body } = await patch(bob, id, { baseVersion: 5, setNotes: "From the future" });
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: PATCH_MESSAGES.versionAhead(5, 0), conflicts: ["setNotes"], callSheet: { version: 0, setNotes: "" } });
  });

  it("should store 10 concurrent edits of different fields, all of them, each answer holding its own edit", async () => {
    const id = await newSheet();
    const results = await Promise.all(Object.entries(TEN_FIELDS).map(([field, value], index) => patch(index % 2 ? alice : bob, id, { baseVersion: 0, [field]: value })));
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(200));
    // Each edit is written at a version of its own (commands/applyPatch.ts), whether or not it waited for another.
    const stored = await get(id);
    expect(stored).toMatchObject({ ...TEN_FIELDS, version: 10 });
    Object.entries(TEN_FIELDS).forEach(([field, value], index) => expect(results[index]!.body).toMatchObject({ [field]: value }));
  });

  it("should let exactly one of 10 concurrent edits of the same field win, the others getting 409 with the winner's value", async () => {
    const id = await newSheet();
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => patch(index % 2 ? alice : bob, id, { baseVersion: 0, setNotes: `Edit ${index}` })));
    const winners = results.filter((result) => result.status === 200);
    expect(winners).toHaveLength(1);
    const stored = (await get(id)).setNotes;
    expect(stored).toBe(winners[0]!.body.setNotes);
    for (const loser of results.filter((result) => result.status !== 200)) expect(loser).toMatchObject({ status: 409, body: { conflicts: ["setNotes"], callSheet: { setNotes: stored, version: 1 } } });
  });
});

/** The tables whose rows hang off a call sheet (spec §3: shares are deleted with the sheet; comments; the access log). */
const TABLES_OF_A_SHEET = ["call_sheet_shares", "call_sheet_share_accesses", "call_sheet_comments"];

describe.each(dialects)("deleting a call sheet on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let admin: TestClient;

  beforeAll(async () => {
    const db = database().db;
    const server = await serveApp(db);
    const user = await createUser(db, { role: "admin", userType: "admin" });
    admin = new TestClient(server.url);
    expect((await admin.post("/api/admin/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    return () => server.close();
  });

  it("should remove the sheet with its versions: GET and PATCH answer 404 after", async () => {
    const { id } = await createCallSheet(database().db);
    expect((await admin.request("PATCH", callSheetUrl(id), { baseVersion: 0, setNotes: "soon gone" })).status).toBe(200);
    expect((await admin.request("DELETE", callSheetUrl(id))).status).toBe(200);
    expect(await (await admin.get(callSheetUrl(id))).json()).toEqual({ message: CALL_SHEET_MESSAGES.notFound });
    expect((await admin.request("PATCH", callSheetUrl(id), { baseVersion: 1, setNotes: "x" })).status).toBe(404);
    expect(await database().db("callSheets").where({ id }).first()).toBeUndefined();
  });

  it("should find ON DELETE CASCADE on every foreign key that points at a call sheet, so nothing hanging off a deleted sheet stays behind", async () => {
    const db = database().db;
    const rules: Array<{ table: string; onDelete: string }> = isMysql(db)
      ? ((await db.raw("SELECT table_name AS `table`, delete_rule AS onDelete FROM information_schema.referential_constraints WHERE constraint_schema = DATABASE() AND referenced_table_name = 'call_sheets'")) as [Array<{ table: string; onDelete: string }>])[0]
      : ((await db.raw("SELECT m.name AS \"table\", f.on_delete AS onDelete FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND f.\"table\" = 'call_sheets'")) as Array<{ table: string; onDelete: string }>);
    // The metadata must be there before its rules mean anything: no foreign key at all would pass the check below.
    expect(rules.map((rule) => rule.table)).toEqual(expect.arrayContaining(TABLES_OF_A_SHEET));
    expect(rules.filter((rule) => rule.onDelete.toUpperCase() !== "CASCADE")).toEqual([]);
  });
});
