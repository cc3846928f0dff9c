import { describe, expect, it } from "vitest";
import { callSheetUrl } from "@repo/contracts/callSheets/urls";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { shareCallSheet } from "../../commands/shareCallSheet.ts";
import { CallSheetRevision } from "../../models/CallSheetRevision.ts";
import { useSharingHarness } from "../../routes/shares/invitationHarness.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import type { ReceivedMail } from "../../test/smtpListener.ts";

const dialects = await testDialects();
const BELGRADE = JSON.stringify([{ id: 1, country: "RS", city: "Belgrade", address: "Kalemegdan", date: "", time: "" }]);

/** The .ics the mail carries, as text. */
const icsOf = (mail: ReceivedMail) => mail.attachments.find((attachment) => attachment.contentType.startsWith("application/ics"))?.content.toString("utf8") ?? "";

describe.each(dialects)("the calendar cancellation e-mail (jobs/kinds/calendarCancel), on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const harness = useSharingHarness(database);
  const db = () => database().db;
  let counter = 0;
  const address = (name: string) => `${name}${Date.now()}-${++counter}@example.com`;

  /** Edits the sheet's draft as the editor does, without publishing. */
  async function editDraft(callSheetId: number, fields: Record<string, unknown>) {
    const { admin } = harness();
    const { version } = (await (await admin.get(callSheetUrl(callSheetId))).json()) as CallSheet;
    expect((await admin.request("PATCH", callSheetUrl(callSheetId), { baseVersion: version, ...fields })).status).toBe(200);
  }

  /** Revokes the share and runs the jobs: the CANCEL mail that follows the invitation. */
  async function revokeAndDeliver(shareId: number, email: string) {
    expect((await harness().admin.request("DELETE", SHARING_URLS.share(shareId))).status).toBe(200);
    await harness().deliver();
    const mails = harness().smtp.to(email);
    expect(mails).toHaveLength(2);
    return mails[1]!;
  }

  it("should name the shoot as the published revision its CANCEL carries does, not the producer's later draft", async () => {
    const sheet = await createCallSheet(db(), { shootingTitle: "Published title", shootingDate: "2026-12-01", shootingTime: "07:00", locationsList: BELGRADE });
    const email = address("revoked");
    const share = await harness().share(sheet.id, email);
    await harness().deliver();
    await editDraft(sheet.id, { shootingTitle: "DRAFT title" });

    const cancel = await revokeAndDeliver(share.id, email);
    expect(cancel.subject).toBe("Cancelled: Published title");
    for (const body of [cancel.text ?? "", cancel.html ?? ""]) {
      expect(body).toContain("Published title");
      expect(body).not.toContain("DRAFT");
    }
    expect(icsOf(cancel)).toContain("METHOD:CANCEL");
    expect(icsOf(cancel)).toContain("SUMMARY:Published title");
  });

  it("should name the shoot as the sheet is when it has no revision at all (a share from before revisions)", async () => {
    const sheet = await createCallSheet(db(), { shootingTitle: "Before revisions", shootingDate: "2026-12-03", shootingTime: "07:00", locationsList: BELGRADE });
    const email = address("old");
    const request = { callSheetId: sheet.id, email, role: "viewer" as const, message: "", invitedBy: null, now: harness().clock.now, expiryDays: 10, origin: "https://callsheets.example" };
    const share = (await shareCallSheet(db(), request))!.share;
    // As a share from before the revisions release left it: no revision, no notice row.
    await db()("call_sheet_share_revisions").where({ callSheetId: sheet.id }).delete();
    await db()("call_sheet_revisions").where({ callSheetId: sheet.id }).delete();
    await harness().deliver();
    await db()("call_sheets").where({ id: sheet.id }).update({ shootingTitle: "Renamed since" });

    const cancel = await revokeAndDeliver(share.id, email);
    expect(cancel.subject).toBe("Cancelled: Renamed since");
    expect(icsOf(cancel)).toContain("SUMMARY:Renamed since");
  });

  it("should cancel the event a dated revision delivered when the latest revision has no date, at the latest's SEQUENCE", async () => {
    const sheet = await createCallSheet(db(), { shootingTitle: "Dated", shootingDate: "2026-12-05", shootingTime: "07:00", locationsList: BELGRADE });
    const email = address("undated");
    const share = await harness().share(sheet.id, email);
    await harness().deliver();
    const invitation = icsOf(harness().smtp.to(email)[0]!);
    const uid = /^UID:(.+)$/m.exec(invitation)?.[1]?.trim();
    expect(uid).toBeDefined();
    expect(invitation).toContain("DTSTART;TZID=Europe/Belgrade:20261205T070000");
    // Revision 2 publishes the sheet without any date (written as publishRevision does, without its notices).
    const first = (await CallSheetRevision.latest(db(), sheet.id))!;
    expect(first.number).toBe(1);
    const undated = { ...first.publishedSheet(), shootingTitle: "Undated", shootingDate: "" };
    await CallSheetRevision.query(db()).insert({ callSheetId: sheet.id, number: 2, snapshot: JSON.stringify(undated), note: "", publishedBy: null, publishedAt: "2026-11-26 10:00:00" });

    const cancel = await revokeAndDeliver(share.id, email);
    expect(cancel.subject).toBe("Cancelled: Undated");
    const ics = icsOf(cancel);
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("DTSTART;TZID=Europe/Belgrade:20261205T070000");
    expect(ics).toMatch(/^SEQUENCE:2\r?$/m);
    expect(/^UID:(.+)$/m.exec(ics)?.[1]?.trim()).toBe(uid);
  });
});
