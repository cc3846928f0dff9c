import { describe, expect, it } from "vitest";
import { callSheetRevisionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { CONFIRMATION_MESSAGES, CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { sharedCallSheetSchema, shareListSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { CallSheetRevision } from "../../models/CallSheetRevision.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import { credentialsOf, useSharingHarness } from "../shares/invitationHarness.ts";

const dialects = await testDialects();

const scene = (id: number, name: string) => ({ id, name, date: "2026-12-01", time: "08:00", endTime: "", description: "", instructions: "", method: "" });
const location = (id: number, city: string, address: string) => ({ id, country: "RS", city, address, date: "", time: "" });

describe.each(dialects)("the collaborator loop (issue 25): revisions shown, notices, confirmations, reminders, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const harness = useSharingHarness(database);
  const db = () => database().db;
  let sequence = 0;
  const email = (name: string) => `${name}${Date.now()}${++sequence}@example.com`;

  const newSheet = async () =>
    (
      await createCallSheet(db(), {
        shootingTitle: "Spring lookbook",
        shootingDate: "2026-12-01",
        shootingTime: "07:00",
        sceneSchedule: JSON.stringify([scene(1, "Studio"), scene(2, "Beach"), scene(3, "Rooftop")]),
        locationsList: JSON.stringify([location(10, "Beograd", "Kalemegdan")]),
      })
    ).id;
  const edit = async (id: number, fields: Record<string, unknown>) => {
    const { admin } = harness();
    const { version } = (await (await admin.get(callSheetUrl(id))).json()) as CallSheet;
    expect((await admin.request("PATCH", callSheetUrl(id), { baseVersion: version, ...fields })).status).toBe(200);
  };
  /** Publishes after the latest revision, as an up-to-date editor does. */
  const publish = async (id: number) => {
    const latest = (await harness().admin.get(callSheetRevisionsUrl(id)).then((answer) => answer.json())) as { number: number }[];
    const response = await harness().admin.request("POST", callSheetRevisionsUrl(id), { afterRevision: latest[0]?.number ?? null });
    expect(response.status).toBe(201);
    return ((await response.json()) as { number: number }).number;
  };
  const list = async (id: number) => shareListSchema.parse(await (await harness().admin.get(SHARING_URLS.sharesOf(id))).json());
  const stateOf = async (id: number, address: string) => (await list(id)).shares.find((share) => share.email === address)?.latestRevision;
  /** A collaborator's browser, signed in through the gate with the invitation they received. */
  const signIn = async (address: string) => {
    const mails = harness().smtp.to(address);
    const invitation = mails.find((mail) => /password:/i.test(mail.text ?? ""))!;
    const { token, password } = credentialsOf(invitation);
    const client = new TestClient(harness().server.url);
    expect((await client.post(SHARING_URLS.access, { token, email: address, password })).status).toBe(200);
    return client;
  };
  const read = async (client: TestClient, id: number) => {
    const response = await client.get(`${SHARING_URLS.getCallSheet}?callSheetId=${id}`);
    expect(response.status).toBe(200);
    return sharedCallSheetSchema.parse(await response.json());
  };
  const confirm = async (client: TestClient, callSheetId: number, revision: number) => {
    const response = await client.post(CONFIRMATION_URLS.confirmations, { callSheetId, revision });
    return { status: response.status, body: (await response.json()) as { revision?: number; confirmedAt?: string; message?: string } };
  };

  it("should publish revision 1 when a sheet without one is shared, count the invitation as its notice, and show a grant that revision, never a later draft", async () => {
    const id = await newSheet();
    const [viewer, commenter] = [email("viewer"), email("commenter")];
    await harness().share(id, viewer);
    await harness().share(id, commenter, "commenter");
    // Two shares, one revision: the second found the first's.
    expect((await CallSheetRevision.query(db()).where({ callSheetId: id })).map((revision) => revision.number)).toEqual([1]);
    expect(await stateOf(id, viewer)).toEqual({ revision: 1, notice: { state: "queued", at: expect.any(String) as string, failure: null }, firstOpenedAt: null, confirmedAt: null, reminder: null });

    await harness().deliver();
    expect((await stateOf(id, viewer))?.notice?.state).toBe("sent");
    const client = await signIn(viewer);
    await edit(id, { shootingTime: "06:30", shootingTitle: "Draft title" });

    const shown = await read(client, id);
    expect(shown.callSheet.shootingTime).toBe("07:00");
    expect(shown.callSheet.shootingTitle).toBe("Spring lookbook");
    expect(shown).toMatchObject({ revision: { number: 1, note: "" }, changes: [], changedSince: null, confirmedRevision: null, role: "viewer" });
    expect((await stateOf(id, viewer))?.firstOpenedAt).toEqual(expect.any(String));
    // The admin reads the live sheet and the latest revision's number.
    const admin = sharedCallSheetSchema.parse(await (await harness().admin.get(`${SHARING_URLS.getCallSheet}?callSheetId=${id}`)).json());
    expect(admin).toMatchObject({ callSheet: { shootingTime: "06:30" }, revision: { number: 1 }, changes: [], changedSince: null, confirmedRevision: null });
    const summary = await list(id);
    expect(summary).toMatchObject({ latestRevision: { number: 1 }, confirmed: 0, total: 2, automaticReminder: { hoursBefore: null, dueAt: null, sentAt: null, remindedCount: null } });
  });

  it("should notify each collaborator of a publish with what changed for them, record delivery, take confirmations of the latest only, and remind only those pending", async () => {
    const { smtp, deliver } = harness();
    const started = harness().clock.now;
    const id = await newSheet();
    const [confirmer, pending, bounced] = [email("confirmer"), email("pending"), email("bounced")];
    await harness().share(id, confirmer);
    await harness().share(id, pending, "commenter");
    await harness().share(id, bounced);
    await deliver();
    const [first, second] = [await signIn(confirmer), await signIn(pending)];
    await read(first, id);

    // Confirm: 201, then 200 keeping the first time; a revision that is not the latest is refused naming it.
    const confirmed = await confirm(first, id, 1);
    expect(confirmed).toEqual({ status: 201, body: { revision: 1, confirmedAt: expect.any(String) as string } });
    expect(await confirm(first, id, 1)).toEqual({ status: 200, body: confirmed.body });
    expect(await confirm(first, id, 2)).toEqual({ status: 409, body: { message: CONFIRMATION_MESSAGES.notLatest(1), latest: 1 } });
    expect(await list(id)).toMatchObject({ confirmed: 1, total: 3 });

    // Revision 2: the call time and a scene moved.
    await edit(id, { shootingTime: "06:30", sceneSchedule: JSON.stringify([scene(1, "Studio"), scene(3, "Rooftop"), scene(2, "Beach")]) });
    smtp.reply = (address) => (address === bounced ? { code: 550, message: "5.1.1 No such mailbox here" } : undefined);
    expect(await publish(id)).toBe(2);
    const queued = await list(id);
    expect(queued).toMatchObject({ latestRevision: { number: 2 }, confirmed: 0, total: 3 });
    expect(queued.shares.map((share) => share.latestRevision?.notice?.state)).toEqual(["queued", "queued", "queued"]);
    await deliver();
    const notice = smtp.to(confirmer).at(-1)!;
    expect(notice.subject).toBe("Call sheet updated: Spring lookbook (revision 2)");
    const text = notice.text ?? "";
    // It leads with what changed, then asks to confirm; the link is the shared view's, with no password.
    expect(text.indexOf("What changed since revision 1")).toBeLessThan(text.indexOf("confirm that you have read revision 2"));
    expect(text).toContain("Call time 07:00 -> 06:30");
    expect(text).toContain(`/shared-call-sheet/${id}`);
    expect(text).not.toMatch(/password: /i);
    const states = await list(id);
    expect(states.shares.find((share) => share.email === confirmer)?.latestRevision?.notice).toMatchObject({ state: "sent" });
    expect(states.shares.find((share) => share.email === bounced)?.latestRevision?.notice).toMatchObject({ state: "failed", failure: expect.stringContaining("550") as string });

    // The collaborator who confirmed 1 sees the two changes since 1 first, on every reading of 2 until...
    const shown = await read(first, id);
    expect(shown).toMatchObject({ revision: { number: 2 }, changedSince: 1, confirmedRevision: 1 });
    expect(shown.changes.map((change) => change.text).sort()).toEqual(["Call time 07:00 -> 06:30", "Scene 'Rooftop' moved before 'Beach'"].sort());
    expect((await read(first, id)).changes).toEqual(shown.changes);
    expect(await confirm(first, id, 1)).toEqual({ status: 409, body: { message: CONFIRMATION_MESSAGES.notLatest(2), latest: 2 } });
    expect((await confirm(first, id, 2)).status).toBe(201);
    expect(await list(id)).toMatchObject({ confirmed: 1, total: 3 });
    expect((await read(first, id)).confirmedRevision).toBe(2);

    // Reminders, a quarter of an hour after the notices: only the pending ones (the one whose notice bounced has
    // not confirmed either), never the one who confirmed.
    harness().clock.now = new Date(harness().clock.now.getTime() + 15 * 60 * 1000);
    const before = { confirmer: smtp.to(confirmer).length, pending: smtp.to(pending).length };
    const reminded = await harness().admin.post(CONFIRMATION_URLS.reminders(id), {});
    expect(reminded.status).toBe(202);
    expect(await reminded.json()).toEqual({ queued: 2, alreadyReminded: 0, lastRemindedAt: null, remindAgainAt: null });
    // Each row says so: queued, then sent, or failed with the mail server's reply; nothing for the one who confirmed.
    const reminderOf = async (address: string) => (await stateOf(id, address))?.reminder;
    expect(await reminderOf(pending)).toEqual({ state: "queued", at: harness().clock.now.toISOString(), failure: null });
    await deliver();
    expect(smtp.to(confirmer)).toHaveLength(before.confirmer);
    expect(smtp.to(pending)).toHaveLength(before.pending + 1);
    expect(smtp.to(pending).at(-1)!.subject).toBe("Reminder: please confirm the call sheet Spring lookbook (revision 2)");
    expect(await reminderOf(pending)).toEqual({ state: "sent", at: expect.any(String) as string, failure: null });
    // The reply as the notice's row gives it, without the runner's error name.
    const bouncedNotice = states.shares.find((share) => share.email === bounced)?.latestRevision?.notice;
    expect(await reminderOf(bounced)).toEqual({ state: "failed", at: expect.any(String) as string, failure: bouncedNotice?.failure });
    expect(await reminderOf(confirmer)).toBeNull();

    // A commenter confirms too (the reminder sent before stays on the row); once revoked, the grant cannot (the invitation ended: 410).
    expect((await confirm(second, id, 2)).status).toBe(201);
    expect(await reminderOf(pending)).toMatchObject({ state: "sent" });
    // A reminder that finds its collaborator confirmed sends nothing, and the row does not say it was sent.
    harness().clock.now = new Date(harness().clock.now.getTime() + 11 * 60 * 1000);
    smtp.reply = () => undefined;
    expect(await (await harness().admin.post(CONFIRMATION_URLS.reminders(id), {})).json()).toMatchObject({ queued: 1 });
    expect((await confirm(await signIn(bounced), id, 2)).status).toBe(201);
    expect(await reminderOf(bounced)).toBeNull();
    harness().clock.now = new Date(harness().clock.now.getTime() + 1000);
    const mailsOfBounced = smtp.to(bounced).length;
    await deliver();
    expect(smtp.to(bounced)).toHaveLength(mailsOfBounced);
    expect(await reminderOf(bounced)).toBeNull();
    const share = (await list(id)).shares.find((candidate) => candidate.email === pending)!;
    expect((await harness().admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);
    expect((await confirm(second, id, 2)).status).toBe(410);
    smtp.reply = () => undefined;
    harness().clock.now = started;
  });

  it("should refuse confirmations from no grant (401), another sheet's grant and the admin (403), and bad bodies (400)", async () => {
    const id = await newSheet();
    const other = await newSheet();
    const address = email("stranger");
    await harness().share(other, address);
    await harness().deliver();
    const client = await signIn(address);
    expect((await confirm(new TestClient(harness().server.url), id, 1)).status).toBe(401);
    expect((await confirm(client, id, 1)).status).toBe(403);
    expect((await confirm(harness().admin, other, 1)).status).toBe(403);
    const bad = await client.post(CONFIRMATION_URLS.confirmations, { callSheetId: other, revision: 0 });
    expect(bad.status).toBe(400);
  });
});
