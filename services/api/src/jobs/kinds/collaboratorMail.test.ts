import { describe, expect, it, vi } from "vitest";
import { callSheetRevisionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import type * as comparing from "../../revisions/compareSnapshots.ts";
import { compareSnapshots } from "../../revisions/compareSnapshots.ts";
import { useSharingHarness } from "../../routes/shares/invitationHarness.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";

// The real comparison, counted.
vi.mock("../../revisions/compareSnapshots.ts", async (importOriginal) => {
  const original = await importOriginal<typeof comparing>();
  return { compareSnapshots: vi.fn(original.compareSnapshots) };
});

const dialects = await testDialects();

describe.each(dialects)("a publish's notices (collaboratorMail.ts) on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const harness = useSharingHarness(database);
  let sequence = 0;

  it("should compare the two revisions once for three collaborators counting from the same one, each e-mail listing the same changes", async () => {
    const { admin, smtp, deliver } = harness();
    const id = (await createCallSheet(database().db, { shootingTitle: "Dunes", shootingDate: "2026-12-01", shootingTime: "07:00" })).id;
    const people = ["ana", "ben", "cleo"].map((name) => `${name}${Date.now()}${++sequence}@example.com`);
    for (const person of people) await harness().share(id, person);
    await deliver(); // the invitations: each knows revision 1

    const { version } = (await (await admin.get(callSheetUrl(id))).json()) as CallSheet;
    expect((await admin.request("PATCH", callSheetUrl(id), { baseVersion: version, shootingTime: "06:30" })).status).toBe(200);
    expect((await admin.request("POST", callSheetRevisionsUrl(id), { afterRevision: 1 })).status).toBe(201);
    vi.mocked(compareSnapshots).mockClear(); // the publish compares for its own answer

    expect(await deliver()).toBe(3);
    expect(vi.mocked(compareSnapshots)).toHaveBeenCalledTimes(1);
    const changes = people.map((person) => {
      const notice = smtp.to(person).at(-1)!;
      expect(notice.subject).toBe("Call sheet updated: Dunes (revision 2)");
      const text = notice.text ?? "";
      return text.slice(text.indexOf("What changed since revision 1"), text.indexOf("confirm that you have read revision 2"));
    });
    expect(changes[0]).toContain("Call time 07:00 -> 06:30");
    expect(new Set(changes).size).toBe(1);
  });
});
