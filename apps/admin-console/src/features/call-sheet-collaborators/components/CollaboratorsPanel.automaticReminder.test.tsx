import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CONFIRMATION_PANEL_TEXTS as TEXTS } from "@repo/contracts/adminConsole/confirmationPanelTexts";
import { CONFIRMATION_MESSAGES } from "@repo/contracts/sharing/confirmations";
import { producerOffsetZone } from "../lib/confirmations.ts";
import { panel, renderPanel, withConfirmationsApi } from "./CollaboratorsPanel.confirmations.fixture.tsx";

const calls = withConfirmationsApi();

describe("the Collaborators panel's automatic reminder", { timeout: 60_000 }, () => {
  it("should turn the automatic reminder on, say when it sends, refuse hours out of range in place, and turn it off", async () => {
    const user = userEvent.setup();
    renderPanel();
    const region = await screen.findByRole("region", { name: TEXTS.region });
    const group = within(region).getByRole("group", { name: TEXTS.automatic });
    expect(group.textContent).toContain(TEXTS.automaticOff);
    const hours = within(group).getByRole("spinbutton", { name: TEXTS.automaticHours });

    await user.clear(hours);
    await user.type(hours, "200");
    await user.click(within(group).getByRole("button", { name: TEXTS.automaticTurnOn }));
    expect(within(group).getByRole("alert").textContent).toBe(CONFIRMATION_MESSAGES.hoursInvalid);
    expect(hours.getAttribute("aria-invalid")).toBe("true");
    expect(calls("PUT")).toEqual([]);

    await user.clear(hours);
    await user.type(hours, "24");
    await user.click(within(group).getByRole("button", { name: TEXTS.automaticTurnOn }));
    // Counted from the published revision's call time, and said so (the draft beside it may show another).
    await waitFor(() => expect(group.textContent).toContain("Sends Mon 14 Dec, 07:00 UTC your time, 24 hours before REV 2's call time (the published one: edits not published yet do not move it)."));
    // With the producer's clock: the API reads the call time on it when no location's place is known.
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(timeZone).toBeTruthy();
    expect(calls("PUT")).toEqual([["/api/call-sheets/4/automatic-reminder", { hoursBefore: 24, timeZone }]]);
    expect(within(group).queryByRole("alert")).toBeNull();
    expect((await screen.findByRole("status")).textContent).toContain("Automatic reminder set: it sends Mon 14 Dec, 07:00 UTC your time");

    await user.click(within(group).getByRole("button", { name: TEXTS.automaticTurnOff }));
    await waitFor(() => expect(group.querySelector("[data-automatic-reminder]")?.textContent).toBe(TEXTS.automaticOff));
    expect(calls("PUT").at(-1)).toEqual(["/api/call-sheets/4/automatic-reminder", { hoursBefore: null, timeZone }]);
    expect(within(group).getByRole("button", { name: TEXTS.automaticTurnOn })).toBeTruthy();
  });

  it("should save the automatic reminder without the producer's zone when the server does not know it (its time zone data older than the browser's)", async () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    panel.onCall = ({ method, body }) => {
      if (method !== "PUT") return undefined;
      if ((body as { timeZone?: string }).timeZone === browserZone) return { status: 400, body: { message: CONFIRMATION_MESSAGES.timeZoneInvalid } };
      panel.automaticReminder = { hoursBefore: 24, dueAt: "2026-12-14T07:00:00.000Z", sentAt: null, remindedCount: null };
      return { body: panel.automaticReminder };
    };
    const user = userEvent.setup();
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    await user.click(within(group).getByRole("button", { name: TEXTS.automaticTurnOn }));
    expect((await screen.findByRole("status")).textContent).toContain("Automatic reminder set");
    expect(within(group).queryByRole("alert")).toBeNull();
    // Again on the same clock as a fixed offset, or without a zone when that is the one refused.
    const offset = producerOffsetZone();
    expect(calls("PUT").map(([, sent]) => sent)).toEqual([{ hoursBefore: 24, timeZone: browserZone }, offset && offset !== browserZone ? { hoursBefore: 24, timeZone: offset } : { hoursBefore: 24 }]);
  });

  it("should say the API's refusal of the automatic reminder under the field", async () => {
    panel.onCall = ({ method }) => (method === "PUT" ? { status: 409, body: { message: CONFIRMATION_MESSAGES.nothingPublished } } : undefined);
    const user = userEvent.setup();
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    await user.click(within(group).getByRole("button", { name: TEXTS.automaticTurnOn }));
    expect((await within(group).findByRole("alert")).textContent).toBe(CONFIRMATION_MESSAGES.nothingPublished);
    expect(group.querySelector("[data-automatic-reminder]")?.textContent).toBe(TEXTS.automaticOff);
  });

  it("should say that the automatic reminder ran, for which revision, with the hours it ran with, and what arms it again", async () => {
    panel.automaticReminder = { hoursBefore: 12, dueAt: "2026-12-13T07:00:00.000Z", sentAt: "2026-12-13T07:30:00.000Z", remindedCount: 3 };
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    expect(group.querySelector("[data-automatic-reminder]")?.textContent).toBe(
      "Ran Sun 13 Dec, 07:30 UTC your time for REV 2: reminders queued for 3 people (each row says whether it went out). It runs once: it is armed again when a published revision moves the call time, or new hours put it, to a time still ahead.",
    );
    expect(group.textContent).not.toContain("save the hours again");
    expect((within(group).getByRole("spinbutton", { name: TEXTS.automaticHours }) as HTMLInputElement).value).toBe("12");
  });

  it("should say that saving the same hours after the send queued nothing (the API keeps it sent), not 'set'", async () => {
    panel.automaticReminder = { hoursBefore: 12, dueAt: "2026-12-13T07:00:00.000Z", sentAt: "2026-12-13T07:30:00.000Z", remindedCount: 3 };
    // As services/api answers: the due time has passed and the previous arm was sent, so it stays sent, no job.
    panel.onCall = ({ method }) => (method === "PUT" ? { body: panel.automaticReminder } : undefined);
    const user = userEvent.setup();
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    await user.click(within(group).getByRole("button", { name: TEXTS.automaticSave }));
    expect((await screen.findByRole("status")).textContent).toContain("Automatic reminder saved, nothing queued: it was already sent Sun 13 Dec, 07:30 UTC your time and its time has passed");
    expect(group.querySelector("[data-automatic-reminder]")?.textContent).toContain("Ran Sun 13 Dec, 07:30 UTC your time for REV 2: reminders queued for 3 people");
  });

  it("should say the automatic reminder ran and reminded nobody when it queued none, not that it was 'Sent'; and 'Sent' without a count when the API kept none", async () => {
    panel.automaticReminder = { hoursBefore: 12, dueAt: "2026-12-13T07:00:00.000Z", sentAt: "2026-12-13T07:30:00.000Z", remindedCount: 0 };
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    expect(group.querySelector("[data-automatic-reminder]")?.textContent).toBe(
      "Ran Sun 13 Dec, 07:30 UTC your time for REV 2: nobody to remind then (all had confirmed, had just been told, or had no delivered invitation). It runs once: it is armed again when a published revision moves the call time, or new hours put it, to a time still ahead.",
    );
    expect(TEXTS.automaticSent("Sun 13 Dec, 07:30 UTC your time", 2, null)).toMatch(/^Sent Sun 13 Dec, 07:30 UTC your time for REV 2\. It runs once/);
  });

  it("should say, turned on after the call, that nothing was queued and nothing will be sent, not when it 'sends'", async () => {
    // As services/api answers a PUT after the shoot: the due time, no job (commands/reminders.ts callPassed).
    const past = { hoursBefore: 24, dueAt: "2026-11-21T06:00:00.000Z", sentAt: null, remindedCount: null };
    panel.onCall = ({ method }) => (method === "PUT" ? { body: (panel.automaticReminder = past) } : undefined);
    const user = userEvent.setup();
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    await user.click(within(group).getByRole("button", { name: TEXTS.automaticTurnOn }));
    expect((await screen.findByRole("status")).textContent).toContain(TEXTS.automaticSavedCallPassed);
    await waitFor(() => expect(group.querySelector("[data-automatic-reminder]")?.textContent).toBe(TEXTS.automaticCallPassed(2)));
    expect(group.textContent).not.toContain("Sends");
  });

  it("should say the reminder was sent before the latest revision when that publish did not arm it again", async () => {
    panel.latestRevision = { number: 3, publishedAt: "2026-12-14T06:00:00.000Z" };
    panel.automaticReminder = { hoursBefore: 12, dueAt: "2026-12-13T19:30:00.000Z", sentAt: "2026-12-13T07:30:00.000Z", remindedCount: 3 };
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    expect(group.querySelector("[data-automatic-reminder]")?.textContent).toContain("Ran Sun 13 Dec, 07:30 UTC your time, before REV 3 was published: reminders queued for 3 people");
  });

  it("should say when the automatic reminder sends on the shoot's clock, whatever the producer's", async () => {
    panel.automaticReminder = { hoursBefore: 24, dueAt: "2026-12-14T07:00:00.000Z", sentAt: null, remindedCount: null };
    // The API counts the call time in the zone of the first location its city database knows: the one the conditions give light for.
    panel.onCall = ({ method, path }) =>
      method === "GET" && path === "/api/call-sheets/4/conditions"
        ? {
            body: {
              locations: [
                { locationId: 7, date: "2026-12-15", light: null },
                { locationId: 8, date: "2026-12-15", light: { timeZone: "Europe/Belgrade", sunrise: "07:05", sunset: "16:01", morningGoldenHourEnd: "07:50", eveningGoldenHourStart: "15:15", polar: null } },
              ],
              weather: null,
              weatherFor: null,
              weatherStatus: "not-configured",
            },
          }
        : undefined;
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    await waitFor(() =>
      expect(group.querySelector("[data-automatic-reminder]")?.textContent).toBe(
        "Sends Mon 14 Dec, 08:00 CET at the shoot, 24 hours before REV 2's call time (the published one: edits not published yet do not move it).",
      ),
    );
  });

  it("should say that the automatic reminder waits for a published revision with a date and call time (the draft's do not count)", async () => {
    panel.automaticReminder = { hoursBefore: 6, dueAt: null, sentAt: null, remindedCount: null };
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    expect(group.querySelector("[data-automatic-reminder]")?.textContent).toBe(
      "On, 6 hours before the call time: waiting for a published revision with a shooting date and a call time.",
    );
    expect(within(group).getByRole("button", { name: TEXTS.automaticSave })).toBeTruthy();
  });

  it("should toast that the reminder waits when the API armed no time (nothing published with a call time)", async () => {
    panel.onCall = ({ method }) => (method === "PUT" ? { body: { hoursBefore: 24, dueAt: null, sentAt: null, remindedCount: null } } : undefined);
    const user = userEvent.setup();
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    await user.click(within(group).getByRole("button", { name: TEXTS.automaticTurnOn }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "Automatic reminder on, 24 hours before the call time: it waits for a published revision with a shooting date and a call time",
    );
  });

});
