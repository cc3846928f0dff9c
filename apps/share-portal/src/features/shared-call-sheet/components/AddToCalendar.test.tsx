import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseCallSheet } from "@repo/call-sheet/parseCallSheet";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { CALENDAR_MESSAGES } from "@repo/contracts/sharing/calendar";
import { CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { renderWithProviders } from "@repo/ui/testing";
import { ButtonLink } from "shell/portalKit";
import { SHEET_ID } from "../../../testing/sharedViewFixtures.ts";
import { apiCalls, collaboratorApi, openFirstRevision, openFirstRevisionThatEnds, openSheet, serve, setUpRevisionPages } from "../SharedCallSheetPage.revisions.fixture.tsx";
import { AddToCalendar, hasEventDay } from "./AddToCalendar.tsx";

setUpRevisionPages();

afterEach(() => {
  vi.restoreAllMocks();
});

const calendarLink = (revision = 1) => screen.getByRole("link", { name: REVISION_VIEW_TEXTS.addToCalendarLabel(revision) });
const calendarCalls = () => apiCalls().filter((call) => call.path === "/api/call-sheet-calendar");

/** The sheet with no day anywhere the API looks for one: no shooting date, no location's, no scene's. */
function withoutDay(sheet: CallSheet): Partial<CallSheet> {
  const undated = (json: string) => JSON.stringify((JSON.parse(json) as Array<Record<string, unknown>>).map((item) => ({ ...item, date: "" })));
  return { shootingDate: null, locationsList: undated(sheet.locationsList), sceneSchedule: undated(sheet.sceneSchedule) };
}

describe("AddToCalendar", () => {
  it("should be a plain download link to the sheet's .ics with the revision in its name, drawn as the kit's outline ButtonLink", () => {
    renderWithProviders(<AddToCalendar callSheetId="7" revision={3} />);
    const link = screen.getByRole("link", { name: REVISION_VIEW_TEXTS.addToCalendarLabel(3) });
    expect(link.getAttribute("href")).toBe(CONFIRMATION_URLS.calendar(7));
    expect(link.hasAttribute("download")).toBe(true);
    expect(link.textContent).toBe(REVISION_VIEW_TEXTS.addToCalendar);
    // The kit's component, not a copy of its look.
    expect(link.classList.contains(ButtonLink.styledComponentId)).toBe(true);
    const style = getComputedStyle(link);
    expect([style.textDecoration, style.whiteSpace, style.minHeight, style.borderStyle]).toEqual(["none", "nowrap", "40px", "solid"]);
    // The outline variant: a visible border (the primary one has none).
    expect(style.borderColor).not.toBe("transparent");
    expect(style.borderColor).not.toBe("");
  });
});

describe("hasEventDay", () => {
  it("should find the day where the API does: the shooting date, else the first location's, else any scene's", () => {
    const server = collaboratorApi();
    const none = { ...server.draft, ...withoutDay(server.draft) };
    expect(hasEventDay(parseCallSheet(server.draft))).toBe(true);
    expect(hasEventDay(parseCallSheet(none))).toBe(false);
    const locations = JSON.parse(none.locationsList) as Array<Record<string, unknown>>;
    expect(hasEventDay(parseCallSheet({ ...none, locationsList: JSON.stringify([{ ...locations[0], date: "2026-12-03" }, ...locations.slice(1)]) }))).toBe(true);
    const scenes = JSON.parse(none.sceneSchedule) as Array<Record<string, unknown>>;
    expect(hasEventDay(parseCallSheet({ ...none, sceneSchedule: JSON.stringify([...scenes.slice(0, -1), { ...scenes.at(-1), date: "2026-12-05" }]) }))).toBe(true);
  });
});

describe("Add to calendar on the shared view", () => {
  it("should not offer the calendar for a revision without a shooting date, and keep Confirm", async () => {
    const server = collaboratorApi();
    Object.assign(server.draft, withoutDay(server.draft));
    server.publish();
    await serve(server.handler);
    await openSheet();
    expect(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Add the shoot to your calendar/ })).toBeNull();
  });

  // The server's own file name and .ics body: e2e/add-to-calendar.spec.ts (the loopback API answers JSON only).
  it("should hand the API's answer to the browser as the event's download", async () => {
    await openFirstRevision("viewer", (api) => (call) => (call.path === "/api/call-sheet-calendar" ? { body: "BEGIN:VCALENDAR" } : api(call)));
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => (blobs.push(blob as Blob), "blob:calendar"));
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const saved = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect([this.href, this.download]).toEqual(["blob:calendar", "call-sheet-7.ics"]);
    });
    fireEvent.click(calendarLink());
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(await blobs[0]!.text()).toContain("BEGIN:VCALENDAR");
    expect(calendarCalls().map((call) => call.query.get("callSheetId"))).toEqual([String(SHEET_ID)]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("should say beside the link that the sheet has no date when the API answers 409", async () => {
    // The page shows REV 1 (dated); the latest revision has lost its date since.
    await openFirstRevision("viewer", (api) => (call) => (call.path === "/api/call-sheet-calendar" ? { status: 409, body: { message: CALENDAR_MESSAGES.noDate } } : api(call)));
    fireEvent.click(calendarLink());
    expect((await screen.findByRole("alert", {}, { timeout: 10_000 })).textContent).toBe(CALENDAR_MESSAGES.noDate);
    expect(calendarLink()).toBeTruthy();
  });

  it("should show the ended screen when the invitation ended before the press (410)", async () => {
    const { end } = await openFirstRevisionThatEnds();
    end();
    fireEvent.click(calendarLink());
    expect(await screen.findByRole("link", { name: /mila@studio\.example/ }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.queryByRole("link", { name: /^Add the shoot to your calendar/ })).toBeNull();
  });

  it("should say so, and ask nothing, when pressed offline", async () => {
    await openFirstRevision();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    fireEvent.click(calendarLink());
    expect((await screen.findByRole("alert")).textContent).toBe(REVISION_VIEW_TEXTS.calendarOffline);
    expect(calendarCalls()).toEqual([]);
  });

  it("should say the server could not be reached when no answer comes", async () => {
    await openFirstRevision("viewer", (api) => (call) => (call.path === "/api/call-sheet-calendar" ? "drop" : api(call)));
    fireEvent.click(calendarLink());
    expect((await screen.findByRole("alert", {}, { timeout: 10_000 })).textContent).toBe(REVISION_VIEW_TEXTS.calendarNetwork);
  });
});
