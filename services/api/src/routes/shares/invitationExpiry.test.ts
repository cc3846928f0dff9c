import { describe, expect, it } from "vitest";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { User } from "../../models/User.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import { ADMIN_EMAIL, COMPANY_NAME, DAY, EXPIRY_DAYS, useSharingHarness } from "./invitationHarness.ts";

const dialects = await testDialects();
const NOW = new Date("2026-11-25T09:00:00Z");
const FLOOR = new Date(NOW.getTime() + EXPIRY_DAYS * DAY).toISOString();
const locations = (...entries: Array<{ address?: string; city?: string; country?: string; date?: string }>) =>
  JSON.stringify(entries.map((entry, index) => ({ id: index + 1, country: "Serbia", city: "Belgrade", address: "", time: "", date: "", ...entry })));
const scenes = (...dates: string[]) => JSON.stringify(dates.map((date, index) => ({ id: index + 1, name: `Scene ${index}`, date, time: "", endTime: "", description: "", instructions: "", method: "" })));

describe.each(dialects)("when invitations end, and who sends them, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const harness = useSharingHarness(database, NOW);
  const db = () => database().db;
  let sequence = 0;
  /** Shares a sheet with `fields` with a new address, delivers it; the share as listed and the e-mail. */
  const invite = async (fields: Parameters<typeof createCallSheet>[1]) => {
    const sheet = await createCallSheet(db(), fields);
    const email = `dates${++sequence}.${Date.now()}@example.com`;
    await harness().share(sheet.id, email);
    await harness().deliver();
    return { sheet, email, share: (await harness().listed(sheet.id, email))!, mail: harness().smtp.to(email).at(-1)! };
  };

  it("should end an invitation 7 days after the shoot, at the end of that day, and say so in the e-mail", async () => {
    const { share, mail } = await invite({ shootingDate: "2027-04-15" });
    expect(share.expiresAt).toBe("2027-04-22T23:59:59.000Z");
    expect(mail.text).toContain("This invitation expires on 22 April 2027 at 23:59 UTC.");
  });

  it("should read the last shooting day from location and scene dates too, whichever is latest", async () => {
    const { share } = await invite({ shootingDate: "2027-04-15", locationsList: locations({ date: "2027-04-20" }, { date: "" }), sceneSchedule: scenes("2027-04-18", "") });
    expect(share.expiresAt).toBe("2027-04-27T23:59:59.000Z");
  });

  it(`should never end sooner than ${EXPIRY_DAYS} days (SHARE_EXPIRY_DAYS) after sending, and keep exactly that without any date`, async () => {
    expect((await invite({ shootingDate: "2026-11-27" })).share.expiresAt).toBe(FLOOR);
    const undated = await invite({ shootingDate: null });
    expect(undated.share.expiresAt).toBe(FLOOR);
    expect(undated.mail.text).toContain("This invitation expires on 5 December 2026 at 09:00 UTC.");
  });

  it("should extend open invitations when the shoot moves later, and shorten none when it moves earlier", async () => {
    const { sheet, email, share } = await invite({ shootingDate: "2026-12-20" });
    expect(share.expiresAt).toBe("2026-12-27T23:59:59.000Z");
    const revoked = `revoked${Date.now()}@example.com`;
    await harness().share(sheet.id, revoked);
    await harness().deliver();
    const revokedId = (await harness().listed(sheet.id, revoked))!.id;
    expect((await harness().admin.request("DELETE", SHARING_URLS.share(revokedId))).status).toBe(200);

    const later = await harness().admin.request("PATCH", `/api/call-sheets/${sheet.id}`, { baseVersion: 0, shootingDate: "2027-02-01" });
    expect(later.status).toBe(200);
    expect((await harness().listed(sheet.id, email))?.expiresAt).toBe("2027-02-08T23:59:59.000Z");
    expect((await db()("callSheetShares").where({ id: revokedId }).first()).expiresAt).not.toMatch(/^2027-02-08/);

    const earlier = await harness().admin.request("PATCH", `/api/call-sheets/${sheet.id}`, { baseVersion: 1, shootingDate: "2027-01-05" });
    expect(earlier.status).toBe(200);
    expect((await harness().listed(sheet.id, email))?.expiresAt).toBe("2027-02-08T23:59:59.000Z");
  });

  it("should come from '{company} via Call Sheets' at MAIL_FROM's address, Reply-To the inviting admin, with the full address and no other domain in its footer", async () => {
    const { mail } = await invite({ shootingDate: "2026-12-12", locations: "Belgrade, Serbia", locationsList: locations({ address: "Studio 3, Bulevar Mihajla Pupina 10" }) });
    // nodemailer quotes a display name only when it must.
    expect(mail.headers.get("from")?.replace(/"/g, "")).toBe(`${COMPANY_NAME} via Call Sheets <invitations@callsheets.example>`);
    expect(mail.envelopeFrom).toBe("invitations@callsheets.example");
    expect(mail.headers.get("reply-to")).toBe(harness().adminUser.email);
    expect(mail.text).toContain("Location: Studio 3, Bulevar Mihajla Pupina 10, Belgrade, Serbia");
    expect(mail.text).toContain(`${COMPANY_NAME} has shared a call sheet with you.`);
    const host = new URL(harness().server.url).host;
    for (const body of [mail.text!, mail.html!]) {
      expect(body).not.toContain("studio-production.example");
      // Every web or mail domain the e-mail names is the link's site or the recipient's own address.
      const domains = new Set([...body.matchAll(/(?:https?:\/\/|(?<=[\w.+-])@)([a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d+)?)/gi)].map((match) => match[1]!.toLowerCase()));
      expect([...domains].filter((domain) => domain !== host && domain !== "example.com")).toEqual([]);
    }
  });

  it("should reply to ADMIN_EMAIL when the inviting admin has no e-mail of its own (the first admin)", async () => {
    const admin = harness().adminUser;
    await User.query(db()).findById(admin.id).patch({ email: "" });
    try {
      const { mail } = await invite({ shootingDate: null });
      expect(mail.headers.get("reply-to")).toBe(ADMIN_EMAIL);
    } finally {
      await User.query(db()).findById(admin.id).patch({ email: admin.email });
    }
  });
});
