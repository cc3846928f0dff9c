import { describe, expect, it } from "vitest";
import { REVISION_MESSAGES } from "./revisionMessages.ts";
import { revisionPublishSchema } from "./schemas/revisions.ts";

describe("the publish body (POST /api/call-sheets/{id}/revisions)", () => {
  it("should tell the producer of a console tab from before afterRevision was required to reload, not name the field", () => {
    // Such a tab posts only its note: the API answers this schema's message, and the console shows it as it is.
    const parsed = revisionPublishSchema.safeParse({ note: "Call time moved for the rain" });
    expect(parsed.success).toBe(false);
    const message = parsed.error?.issues[0]?.message ?? "";
    expect(message).toBe(REVISION_MESSAGES.afterRevisionInvalid);
    expect(message).toMatch(/out of date/);
    expect(message).toMatch(/reload the page/);
    expect(message).toMatch(/nothing was published/);
    expect(message).not.toMatch(/afterRevision/);
  });

  it("should take the latest revision seen, or null when none was published", () => {
    expect(revisionPublishSchema.parse({ afterRevision: 2 })).toEqual({ afterRevision: 2, note: "" });
    expect(revisionPublishSchema.parse({ afterRevision: null })).toEqual({ afterRevision: null, note: "" });
  });
});
