import { beforeAll, describe, expect, it } from "vitest";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { REVISION_NOTE_MAX_CHARS } from "@repo/contracts/callSheets/revisionConstants";
import { REVISION_MESSAGES } from "@repo/contracts/callSheets/revisionMessages";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import {
  type Revision,
  type RevisionChanges,
  revisionChangesSchema,
  revisionListSchema,
  type RevisionPublished,
  revisionPublishedSchema,
  revisionSchema,
  type RevisionSummary,
} from "@repo/contracts/callSheets/schemas/revisions";
import { callSheetRevisionChangesUrl, callSheetRevisionsUrl, callSheetRevisionUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import { toDatabaseDateTime } from "../../db/dialect.ts";
import { CallSheetRevision } from "../../models/CallSheetRevision.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createShare, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp } from "../../test/http.ts";

const dialects = await testDialects();

const scene = (id: number, name: string) => ({ id, name, date: "2026-12-01", time: "08:00", endTime: "", description: "", instructions: "", method: "" });
const location = (id: number, city: string, address: string) => ({ id, country: "RS", city, address, date: "", time: "" });

describe.each(dialects)("call sheet revisions (issue 25) on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let admin: TestClient;
  let adminName: string;
  let url: string;

  beforeAll(async () => {
    const db = database().db;
    const server = await serveApp(db);
    const user = await createUser(db, { role: "admin", userType: "admin" });
    adminName = user.fullName;
    url = server.url;
    admin = new TestClient(server.url);
    expect((await admin.post("/api/admin/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    return () => server.close();
  });

  const newSheet = async () =>
    (
      await createCallSheet(database().db, {
        shootingTitle: "Spring lookbook",
        shootingTime: "07:00",
        sceneSchedule: JSON.stringify([scene(1, "Studio"), scene(2, "Beach"), scene(3, "Rooftop")]),
        locationsList: JSON.stringify([location(10, "Beograd", "Kalemegdan")]),
      })
    ).id;
  /** The latest revision's number as the database has it (null: none): what an up-to-date editor sends. */
  const latestNumber = async (id: number) => (await CallSheetRevision.latest(database().db, id))?.number ?? null;
  /** Publishes as an up-to-date editor would (`afterRevision` the latest), unless the body says otherwise. */
  const publish = async (id: number, body: Record<string, unknown> = {}) => {
    const response = await admin.request("POST", callSheetRevisionsUrl(id), "afterRevision" in body ? body : { afterRevision: await latestNumber(id), ...body });
    return { status: response.status, body: (await response.json()) as RevisionPublished & { message?: string } };
  };
  const getJson = async <T>(path: string) => {
    const response = await admin.get(path);
    return { status: response.status, cache: response.headers.get("cache-control"), body: (await response.json()) as T & { message?: string } };
  };
  const edit = async (id: number, fields: Record<string, unknown>) => {
    const { version } = (await (await admin.get(callSheetUrl(id))).json()) as CallSheet;
    const response = await admin.request("PATCH", callSheetUrl(id), { baseVersion: version, ...fields });
    expect(response.status).toBe(200);
    return (await response.json()) as CallSheet;
  };

  describe("POST /api/call-sheets/{id}/revisions", () => {
    it("should publish revision 1 then 2, each with when, and no changes for the first", async () => {
      const id = await newSheet();
      const before = Date.now();
      const first = await publish(id, { note: "  First call  " });
      expect(first.status).toBe(201);
      expect(revisionPublishedSchema.parse(first.body)).toEqual({ number: 1, publishedAt: expect.any(String) as string, changes: [] });
      // DATETIME keeps whole seconds.
      expect(Date.parse(first.body.publishedAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      await edit(id, { shootingTime: "06:30" });
      expect((await publish(id)).body.number).toBe(2);
      const stored = await CallSheetRevision.query(database().db).where({ callSheetId: id }).orderBy("number");
      expect(stored.map((row) => [row.number, row.note])).toEqual([
        [1, "First call"],
        [2, ""],
      ]);
    });

    it("should publish one of six concurrent publishes made after the same revision, and refuse the other five with 409", async () => {
      const id = await newSheet();
      const answers = await Promise.all(Array.from({ length: 6 }, () => publish(id, { afterRevision: null })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      expect(answers.find((answer) => answer.status === 201)!.body.number).toBe(1);
      expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(Array(5).fill(REVISION_MESSAGES.newerRevision(1, null)));
      expect(await CallSheetRevision.query(database().db).where({ callSheetId: id }).resultSize()).toBe(1);
    });

    it("should refuse with 409 a publish from a tab that still shows an older revision: nothing stored, nobody notified again", async () => {
      const db = database().db;
      const id = await newSheet();
      const at = toDatabaseDateTime(new Date());
      await db("call_sheet_shares").insert({
        callSheetId: id, email: "reader@example.com", role: "viewer", message: "", tokenHash: `${id}-stale`.padStart(64, "0"), passwordHash: "x",
        generation: 1, isActive: true, expiresAt: "2099-01-01 00:00:00", invitationState: "sent", invitationQueuedAt: at, invitationSentAt: at, credentialsSentAt: at, createdAt: at, updatedAt: at,
      });
      expect((await publish(id, { afterRevision: null })).status).toBe(201);
      // Tab A: the call time moves, REV 2 is published. Tab B still shows "Draft: changed since REV 1".
      await edit(id, { shootingTime: "06:30" });
      expect((await publish(id, { afterRevision: 1 })).body.number).toBe(2);
      const notices = async () => ({
        rows: await db("call_sheet_share_revisions").where({ callSheetId: id }).orderBy("revision").select("revision", "noticeKind", "noticeState"),
        jobs: Number((await db("jobs").where("reference", "like", `call-sheet:${id}:%`).count({ count: "*" }))[0]!.count),
      });
      const before = await notices();
      expect(before.jobs).toBeGreaterThan(0);

      const stale = await publish(id, { afterRevision: 1, note: "From the other tab" });
      expect([stale.status, stale.body.message]).toEqual([409, REVISION_MESSAGES.newerRevision(2, 1)]);
      // Seen with a later edit too: still refused, the producer first looks at REV 2.
      await edit(id, { shootingTime: "06:00" });
      expect((await publish(id, { afterRevision: 1 })).status).toBe(409);
      expect((await CallSheetRevision.query(db).where({ callSheetId: id }).orderBy("number")).map((row) => row.number)).toEqual([1, 2]);
      expect(await notices()).toEqual(before);
      // The editor reads the revisions again and publishes after REV 2.
      expect((await publish(id, { afterRevision: 2 })).body.number).toBe(3);
    });

    it("should refuse with 409 a publish when nothing changed since the latest revision, and a revision never published", async () => {
      const id = await newSheet();
      expect((await publish(id, { afterRevision: null })).status).toBe(201);
      const same = await publish(id, { afterRevision: 1 });
      expect([same.status, same.body.message]).toEqual([409, REVISION_MESSAGES.nothingToPublish(1)]);
      const ahead = await publish(id, { afterRevision: 5 });
      expect([ahead.status, ahead.body.message]).toEqual([409, REVISION_MESSAGES.notFound]);
      expect(await latestNumber(id)).toBe(1);
      await edit(id, { shootingTitle: "Autumn lookbook" });
      expect((await publish(id, { afterRevision: 1 })).body.number).toBe(2);
    });

    it("should refuse with 409 a publish after an edit undone (call time 07:00 -> 08:00 -> 07:00, a prop ticked on and off): no revision, nobody notified", async () => {
      const db = database().db;
      const umbrella = (isChecked: boolean) => JSON.stringify([{ id: 1, name: "Umbrella", isChecked }]);
      const { id } = await createCallSheet(db, { shootingTitle: "Spring lookbook", shootingTime: "07:00", props: umbrella(false) });
      const at = toDatabaseDateTime(new Date());
      await db("call_sheet_shares").insert({
        callSheetId: id, email: "undone@example.com", role: "viewer", message: "", tokenHash: `${id}-undone`.padStart(64, "0"), passwordHash: "x",
        generation: 1, isActive: true, expiresAt: "2099-01-01 00:00:00", invitationState: "sent", invitationQueuedAt: at, invitationSentAt: at, credentialsSentAt: at, createdAt: at, updatedAt: at,
      });
      expect((await publish(id, { afterRevision: null })).status).toBe(201);
      const jobs = async () => Number((await db("jobs").where("reference", "like", `call-sheet:${id}:%`).count({ count: "*" }))[0]!.count);
      const before = await jobs();
      await edit(id, { shootingTime: "08:00" });
      await edit(id, { shootingTime: "07:00" });
      await edit(id, { props: umbrella(true) });
      const { version } = await edit(id, { props: umbrella(false) });
      const same = await publish(id, { afterRevision: 1 });
      expect([same.status, same.body.message]).toEqual([409, REVISION_MESSAGES.nothingToPublish(1)]);
      expect(await latestNumber(id)).toBe(1);
      expect(await jobs()).toBe(before);
      // The list tells the editor's header the sheet is no draft at the version it has now.
      expect(revisionListSchema.parse((await getJson(callSheetRevisionsUrl(id))).body)[0]!.unchangedAtVersion).toBe(version);
      // A real change is a draft and is published, with its line.
      await edit(id, { shootingTime: "08:00" });
      expect(revisionListSchema.parse((await getJson(callSheetRevisionsUrl(id))).body)[0]!.unchangedAtVersion).toBeNull();
      const published = await publish(id, { afterRevision: 1 });
      expect([published.body.number, published.body.changes.map((change) => change.text)]).toEqual([2, ["Call time 07:00 -> 08:00"]]);
      expect(await jobs()).toBeGreaterThan(before);
    });

    it("should refuse a publish that does not say which revision it follows (400), whatever else it sends", async () => {
      const id = await newSheet();
      for (const afterRevision of [undefined, 0, -1, 1.5, "1", true, [1], 1e12]) {
        const answer = await admin.request("POST", callSheetRevisionsUrl(id), { note: "Rain", afterRevision });
        const body = (await answer.json()) as { errors?: { path: string; message: string }[] };
        expect([afterRevision, answer.status, body.errors]).toEqual([afterRevision, 400, [{ path: "afterRevision", message: REVISION_MESSAGES.afterRevisionInvalid }]]);
      }
      expect(await latestNumber(id)).toBeNull();
    });

    it("should answer with what changed since the previous revision", async () => {
      const id = await newSheet();
      await publish(id);
      await edit(id, { shootingTime: "06:30" });
      const second = await publish(id);
      expect(second.body.changes).toEqual([{ section: "project-details", field: "shootingTime", kind: "changed", itemId: null, text: "Call time 07:00 -> 06:30" }]);
    });

    it("should queue a notice for each of 501 collaborators with one publish, past one INSERT's rows (500)", async () => {
      const db = database().db;
      const id = await newSheet();
      await publish(id);
      const at = toDatabaseDateTime(new Date());
      const people = Array.from({ length: 501 }, (_, index) => ({
        callSheetId: id, email: `crowd${index}@example.com`, role: "viewer", message: "", tokenHash: `${id}-${index}`.padStart(64, "0"), passwordHash: "x",
        generation: 1, isActive: true, expiresAt: "2099-01-01 00:00:00", invitationState: "sent", invitationQueuedAt: at, invitationSentAt: at, credentialsSentAt: at, createdAt: at, updatedAt: at,
      }));
      for (let start = 0; start < people.length; start += 100) await db("call_sheet_shares").insert(people.slice(start, start + 100));
      await edit(id, { shootingTime: "06:30" });

      expect((await publish(id)).body.number).toBe(2);
      const notices = await db("call_sheet_share_revisions").where({ callSheetId: id, revision: 2, noticeKind: "revision", noticeState: "queued" }).count({ count: "*" });
      expect(Number(notices[0]!.count)).toBe(501);
      const jobs = await db("jobs").where({ kind: "revision.notice", reference: `call-sheet:${id}:revision:2` }).count({ count: "*" });
      expect(Number(jobs[0]!.count)).toBe(501);
    });

    it("should refuse a note too long or with invisible characters, and an unknown field, storing nothing", async () => {
      const id = await newSheet();
      const long = await publish(id, { note: "x".repeat(REVISION_NOTE_MAX_CHARS + 1) });
      expect(long.status).toBe(400);
      expect(JSON.stringify(long.body)).toContain(REVISION_MESSAGES.noteTooLong);
      const hidden = await publish(id, { note: "Rain\u200b" });
      expect(hidden.status).toBe(400);
      expect(JSON.stringify(hidden.body)).toContain(REVISION_MESSAGES.invisibleCharacters);
      expect((await publish(id, { number: 7 })).status).toBe(400);
      expect(await CallSheetRevision.query(database().db).where({ callSheetId: id }).resultSize()).toBe(0);
    });

    it("should answer 404 for an unknown sheet", async () => {
      const answer = await publish(999_999);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(CALL_SHEET_MESSAGES.notFound);
    });
  });

  describe("GET /api/call-sheets/{id}/revisions", () => {
    it("should list the revisions newest first, with who published them and their notes, never cached", async () => {
      const id = await newSheet();
      await publish(id, { note: "Call time moved for the rain" });
      await edit(id, { shootingTime: "06:30" });
      await publish(id);
      const list = await getJson<RevisionSummary[]>(callSheetRevisionsUrl(id));
      expect(list.status).toBe(200);
      expect(list.cache).toBe("no-store");
      expect(revisionListSchema.parse(list.body).map(({ number, publishedBy, note }) => ({ number, publishedBy, note }))).toEqual([
        { number: 2, publishedBy: adminName, note: "" },
        { number: 1, publishedBy: adminName, note: "Call time moved for the rain" },
      ]);
      // The latest's only: the sheet's version, its content being the one REV 2 published.
      const { version } = (await getJson<CallSheet>(callSheetUrl(id))).body;
      expect(revisionListSchema.parse(list.body).map((revision) => revision.unchangedAtVersion)).toEqual([version, null]);
    });

    it("should list nothing for a sheet never published, and 404 for an unknown sheet", async () => {
      expect((await getJson<RevisionSummary[]>(callSheetRevisionsUrl(await newSheet()))).body).toEqual([]);
      expect((await getJson(callSheetRevisionsUrl(999_999))).status).toBe(404);
    });
  });

  describe("GET /api/call-sheets/{id}/revisions/{n}", () => {
    it("should answer the sheet as it was when published: later edits do not change it", async () => {
      const id = await newSheet();
      const atPublish = (await (await admin.get(callSheetUrl(id))).json()) as CallSheet;
      await publish(id, { note: "Shoot day" });
      await edit(id, { shootingTitle: "Autumn lookbook", sceneSchedule: JSON.stringify([scene(4, "Night")]) });
      const revision = await getJson<Revision>(callSheetRevisionUrl(id, 1));
      expect(revision.status).toBe(200);
      expect(revisionSchema.parse(revision.body)).toEqual({ number: 1, publishedAt: expect.any(String) as string, publishedBy: adminName, note: "Shoot day", callSheet: atPublish });
    });

    it("should answer 404 for an unknown revision or sheet, and 400 for what is no revision number", async () => {
      const id = await newSheet();
      await publish(id);
      const unknown = await getJson(callSheetRevisionUrl(id, 2));
      expect([unknown.status, unknown.body.message]).toEqual([404, REVISION_MESSAGES.notFound]);
      const noSheet = await getJson(callSheetRevisionUrl(999_999, 1));
      expect([noSheet.status, noSheet.body.message]).toEqual([404, CALL_SHEET_MESSAGES.notFound]);
      for (const bad of ["0", "abc", "1.5", "-1", "01"]) {
        const answer = await getJson(callSheetRevisionUrl(id, bad));
        expect([bad, answer.status, answer.body.message]).toEqual([bad, 400, REVISION_MESSAGES.numberInvalid]);
      }
    });
  });

  describe("GET /api/call-sheets/{id}/revisions/{n}/changes", () => {
    it("should name a moved scene as a move, a changed call time and an added location, from n-1 unless told", async () => {
      const id = await newSheet();
      await publish(id);
      await edit(id, {
        shootingTime: "06:30",
        sceneSchedule: JSON.stringify([scene(3, "Rooftop"), scene(1, "Studio"), scene(2, "Beach")]),
        locationsList: JSON.stringify([location(10, "Beograd", "Kalemegdan"), location(11, "Novi Sad", "Petrovaradin Fortress")]),
      });
      const published = await publish(id);
      const changes = await getJson<RevisionChanges>(callSheetRevisionChangesUrl(id, 2));
      expect(changes.status).toBe(200);
      const body = revisionChangesSchema.parse(changes.body);
      expect(body.changes.map((change) => change.text)).toEqual(["Call time 07:00 -> 06:30", "Location added: Novi Sad, Petrovaradin Fortress", "Scene 'Rooftop' moved before 'Studio'"]);
      expect([body.from, body.to]).toEqual([1, 2]);
      expect(published.body.changes).toEqual(body.changes);
      // The structured diff: jsondiffpatch's delta, the scene a move (old index 2 to new index 0), nothing removed.
      expect(body.delta).toMatchObject({ shootingTime: ["07:00", "06:30"], sceneSchedule: { _t: "a", _2: ["", 0, 3] } });
      expect(JSON.stringify((body.delta as { sceneSchedule: unknown }).sceneSchedule)).not.toContain(",0,0]");
      expect((await getJson<RevisionChanges>(callSheetRevisionChangesUrl(id, 2, 1))).body).toEqual(changes.body);
    });

    it("should compare any two revisions, either way, and answer none before revision 1", async () => {
      const id = await newSheet();
      await publish(id);
      await edit(id, { shootingTime: "06:30" });
      await publish(id);
      await edit(id, { shootingTime: "06:00" });
      await publish(id);
      const third = (await getJson<RevisionChanges>(callSheetRevisionChangesUrl(id, 3))).body;
      expect(third.changes.map((change) => change.text)).toEqual(["Call time 06:30 -> 06:00"]);
      expect((await getJson<RevisionChanges>(callSheetRevisionChangesUrl(id, 3, 1))).body.changes.map((change) => change.text)).toEqual(["Call time 07:00 -> 06:00"]);
      expect((await getJson<RevisionChanges>(callSheetRevisionChangesUrl(id, 1, 3))).body.changes.map((change) => change.text)).toEqual(["Call time 06:00 -> 07:00"]);
      expect((await getJson<RevisionChanges>(callSheetRevisionChangesUrl(id, 1))).body).toEqual({ from: null, to: 1, changes: [], delta: null });
      expect((await getJson<RevisionChanges>(callSheetRevisionChangesUrl(id, 2, 2))).body).toEqual({ from: 2, to: 2, changes: [], delta: null });
    });

    it("should answer 404 for an unknown revision on either side, and 400 for a bad n or from", async () => {
      const id = await newSheet();
      await publish(id);
      expect((await getJson(callSheetRevisionChangesUrl(id, 5))).status).toBe(404);
      const unknownFrom = await getJson(callSheetRevisionChangesUrl(id, 1, 9));
      expect([unknownFrom.status, unknownFrom.body.message]).toEqual([404, REVISION_MESSAGES.notFound]);
      expect((await getJson(callSheetRevisionChangesUrl(999_999, 1))).status).toBe(404);
      expect((await getJson(callSheetRevisionChangesUrl(id, "x"))).status).toBe(400);
      for (const bad of ["0", "x", "-1"]) {
        const answer = await getJson(callSheetRevisionChangesUrl(id, 1, bad));
        expect([bad, answer.status, JSON.stringify(answer.body).includes(REVISION_MESSAGES.fromInvalid)]).toEqual([bad, 400, true]);
      }
    });
  });

  it("should refuse every revision call to an anonymous caller (401), a signed-in non-admin and a grant of the sheet (403)", async () => {
    const db = database().db;
    const id = await newSheet();
    await publish(id);
    const user = await createUser(db, { role: "user", userType: "client" });
    const standard = new TestClient(url);
    expect((await standard.post("/api/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    const { token, email, password } = await createShare(db, id, { role: "commenter" });
    const grant = new TestClient(url);
    expect((await grant.post("/api/call-sheet-access", { token, email, password })).status).toBe(200);
    const calls: [string, string, unknown?][] = [
      ["POST", callSheetRevisionsUrl(id), { afterRevision: 1 }],
      ["GET", callSheetRevisionsUrl(id)],
      ["GET", callSheetRevisionUrl(id, 1)],
      ["GET", callSheetRevisionChangesUrl(id, 1)],
    ];
    for (const [method, path, body] of calls) {
      const statuses = [];
      for (const client of [new TestClient(url), standard, grant]) statuses.push((await client.request(method, path, body)).status);
      expect([method, path, ...statuses]).toEqual([method, path, 401, 403, 403]);
    }
    expect(await CallSheetRevision.query(db).where({ callSheetId: id }).resultSize()).toBe(1);
  });

  it("should delete a sheet's revisions with the sheet", async () => {
    const id = await newSheet();
    await publish(id);
    expect((await admin.request("DELETE", callSheetUrl(id))).status).toBe(200);
    expect(await CallSheetRevision.query(database().db).where({ callSheetId: id }).resultSize()).toBe(0);
  });
});
