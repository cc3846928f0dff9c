import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { COLLABORATORS_TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { CONFIRMATION_PANEL_TEXTS as TEXTS } from "@repo/contracts/adminConsole/confirmationPanelTexts";
import {
  automaticReminderRequestSchema,
  type CollaboratorRevisionState,
  CONFIRMATION_MESSAGES,
  type ConfirmationSummary,
} from "@repo/contracts/sharing/confirmations";
import type { Share } from "@repo/contracts/sharing/schemas";
import type { ApiAnswer, ApiCall } from "@repo/ui/loopbackApi";
import { renderRoutes } from "@repo/ui/testing";
import { toast } from "shell/toast";
import { loopbackApiPerCase } from "../../../testing/loopbackApiPerCase.ts";
import { shareListOf, shareOf } from "../../../testing/sharing.ts";
import { producerOffsetZone } from "../lib/confirmations.ts";
import { CollaboratorsPanel } from "./CollaboratorsPanel.tsx";

const PANEL = "/admin/call-sheet/4?view=collaborators";
let shares: Share[] = [];
let latestRevision: ConfirmationSummary["latestRevision"] = { number: 2, publishedAt: "2026-11-27T08:00:00.000Z" };
let automaticReminder: ConfirmationSummary["automaticReminder"] = { hoursBefore: null, dueAt: null, sentAt: null };
/** Each case may answer a call its own way; undefined: the default below. */
let onCall: ((call: ApiCall) => ApiAnswer | undefined) | undefined;

const SENT: CollaboratorRevisionState["notice"] = { state: "sent", at: "2026-11-27T08:00:05.000Z", failure: null };
const atRevision2 = (patch: Partial<CollaboratorRevisionState>): CollaboratorRevisionState => ({ revision: 2, notice: SENT, firstOpenedAt: null, confirmedAt: null, ...patch });
const confirmedShare = (id: number, email: string) =>
  shareOf(id, email, { latestRevision: atRevision2({ firstOpenedAt: "2026-11-27T09:00:00.000Z", confirmedAt: "2026-11-27T09:14:00.000Z" }) });
const pendingShare = (id: number, email: string) => shareOf(id, email, { latestRevision: atRevision2({}) });
const isConfirmed = (share: Share) => Boolean(share.latestRevision?.confirmedAt);

/** The API as services/api answers the panel: the list with its summary counted from the shares, reminders, the automatic reminder. */
function answer(call: ApiCall): ApiAnswer | undefined {
  const custom = onCall?.(call);
  if (custom) return custom;
  const { method, path, body } = call;
  if (method === "GET" && path === "/api/call-sheet-shares/4") {
    const list = { ...shareListOf(shares, latestRevision), automaticReminder };
    // A queued notice is sent by the time the panel asks again (the jobs runner's part).
    shares = shares.map((share) => (share.latestRevision?.notice?.state === "queued" ? { ...share, latestRevision: { ...share.latestRevision, notice: SENT } } : share));
    return { body: list };
  }
  if (method === "POST" && path === "/api/call-sheets/4/reminders") {
    const pending = shares.filter((share) => share.latestRevision && !isConfirmed(share));
    shares = shares.map((share) =>
      share.latestRevision && !isConfirmed(share) ? { ...share, latestRevision: { ...share.latestRevision, notice: { state: "queued", at: null, failure: null } } } : share,
    );
    return { status: 202, body: { queued: pending.length, alreadyReminded: 0, lastRemindedAt: null, remindAgainAt: null } };
  }
  if (method === "PUT" && path === "/api/call-sheets/4/automatic-reminder") {
    const parsed = automaticReminderRequestSchema.safeParse(body);
    if (!parsed.success) return { status: 400, body: { message: parsed.error.issues[0]?.message } };
    const { hoursBefore } = parsed.data;
    // The call is Tue 15 Dec 2026 07:00 UTC.
    const dueAt = hoursBefore === null ? null : new Date(Date.UTC(2026, 11, 15, 7) - hoursBefore * 3_600_000).toISOString();
    automaticReminder = { hoursBefore, dueAt, sentAt: null };
    return { body: automaticReminder };
  }
  return undefined;
}

const row = (email: string) => screen.getByRole("listitem", { name: email });
/** The rows shown (a selector, not a role query: testing-library's role queries over 200 rows take seconds in jsdom). */
const rows = () => [...document.querySelectorAll("[data-collaborators-list] > li")];

function renderPanel(path = PANEL) {
  return renderRoutes([{ path: "/admin/call-sheet/4", element: <CollaboratorsPanel callSheetId={4} /> }], path);
}

const api = loopbackApiPerCase(answer, () => {
  onCall = undefined;
  latestRevision = { number: 2, publishedAt: "2026-11-27T08:00:00.000Z" };
  automaticReminder = { hoursBefore: null, dueAt: null, sentAt: null };
  shares = [
    confirmedShare(1, "ann@example.com"),
    shareOf(2, "bob@example.com", { latestRevision: atRevision2({ firstOpenedAt: "2026-11-27T10:30:00.000Z" }) }),
    shareOf(3, "cid@example.com", { latestRevision: atRevision2({ notice: { state: "failed", at: "2026-11-27T08:00:09.000Z", failure: "550 5.1.1 No such mailbox" } }) }),
    pendingShare(4, "dee@example.com"),
    shareOf(5, "eve@example.com", { latestRevision: atRevision2({ notice: null }) }),
  ];
});
const calls = (method: string) => api().calls.filter((call) => call.method === method).map((call) => [call.path, call.body]);

describe("the Collaborators panel's confirmations", { timeout: 60_000 }, () => {
  it("should count who confirmed the latest revision and say each person's state for it in words beside a marker", async () => {
    renderPanel();
    const region = await screen.findByRole("region", { name: TEXTS.region });
    expect(region.textContent).toContain("1/5 confirmed");
    expect(region.textContent).toContain("REV 2");
    expect(row("ann@example.com").textContent).toContain("Confirmed REV 2 · 27 Nov 09:14");
    expect(row("bob@example.com").textContent).toContain("Opened, not confirmed · first opened 27 Nov 10:30");
    expect(row("cid@example.com").textContent).toContain("Notice failed: 550 5.1.1 No such mailbox");
    expect(row("dee@example.com").textContent).toContain("Not opened · notice sent 27 Nov 08:00");
    expect(row("eve@example.com").textContent).toContain("Not opened · not notified of this revision");
    // The marker is for the eye; a screen reader hears the words only.
    const markers = ["ann", "bob", "cid", "dee"].map((name) => row(`${name}@example.com`).querySelector("[data-confirmation]"));
    expect(markers.map((marker) => marker?.getAttribute("data-confirmation"))).toEqual(["confirmed", "opened", "failed", "pending"]);
    expect(markers.every((marker) => marker?.querySelector("[aria-hidden='true']")?.textContent)).toBe(true);
  });

  it("should show only those pending with 'Pending only', keep it in the address, and find it there after a reload", async () => {
    const user = userEvent.setup();
    const { router, unmount } = renderPanel();
    const filter = await screen.findByRole("checkbox", { name: TEXTS.pendingOnlyCount(4) });
    expect(rows()).toHaveLength(5);
    await user.click(filter);
    expect(rows().map((item) => item.getAttribute("aria-label"))).toEqual(["bob@example.com", "cid@example.com", "dee@example.com", "eve@example.com"]);
    expect(screen.getByText(TEXTS.showingPending(4, 5))).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get("pending")).toBe("1");
    expect(new URLSearchParams(router.state.location.search).get("view")).toBe("collaborators");

    unmount();
    renderPanel(`${PANEL}&pending=1`);
    expect(((await screen.findByRole("checkbox", { name: TEXTS.pendingOnlyCount(4) })) as HTMLInputElement).checked).toBe(true);
    expect(rows()).toHaveLength(4);
    await user.click(screen.getByRole("checkbox", { name: TEXTS.pendingOnlyCount(4) }));
    expect(rows()).toHaveLength(5);
  });

  it("should say everyone confirmed when 'Pending only' leaves nobody", async () => {
    shares = [confirmedShare(1, "ann@example.com")];
    renderPanel(`${PANEL}&pending=1`);
    expect(await screen.findByText(TEXTS.nonePending(2))).toBeTruthy();
    expect(rows()).toHaveLength(0);
  });

  it("should stay usable with 200 people: the count, the filter to the 60 pending and back", async () => {
    shares = Array.from({ length: 200 }, (_, index) => (index % 10 < 7 ? confirmedShare : pendingShare)(index + 1, `person${index + 1}@example.com`));
    const user = userEvent.setup();
    renderPanel();
    expect((await screen.findByRole("region", { name: TEXTS.region })).textContent).toContain("140/200 confirmed");
    // The first screenful comes at once, the rest after its paint (CollaboratorList).
    await waitFor(() => expect(rows()).toHaveLength(200));
    expect(document.querySelector("[data-collaborators-list]")?.getAttribute("aria-busy")).toBeNull();
    const checkbox = screen.getByRole("checkbox", { name: TEXTS.pendingOnlyCount(60) });
    const started = performance.now();
    act(() => checkbox.click());
    const filtered = performance.now() - started;
    expect(rows()).toHaveLength(60);
    expect(rows().every((item) => item.textContent?.includes(TEXTS.notOpened))).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: TEXTS.pendingOnlyCount(60) }));
    expect(rows()).toHaveLength(200);
    // jsdom on a shared two-core machine: the filter is one re-render of memoised rows, well under a second.
    console.info(`Pending only at 200 people: ${filtered.toFixed(0)} ms`);
    expect(filtered).toBeLessThan(1_500);
  });

  it("should ask before sending a reminder, naming how many; Cancel sends nothing; the toast counts what the server queued", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: TEXTS.sendReminder }));
    let question = screen.getByRole("dialog", { name: TEXTS.reminderTitle });
    expect(question.textContent).toContain(TEXTS.reminderQuestion(4, 2));
    expect(question.textContent).toContain("4 people who have not confirmed REV 2");
    await user.click(within(question).getByRole("button", { name: TEXTS.cancel }));
    expect(calls("POST")).toEqual([]);

    // Someone confirms meanwhile: the server queues 3, and the toast says 3.
    shares = shares.map((share) => (share.id === 2 ? confirmedShare(2, "bob@example.com") : share));
    await user.click(screen.getByRole("button", { name: TEXTS.sendReminder }));
    question = screen.getByRole("dialog", { name: TEXTS.reminderTitle });
    // A double click (as a producer makes one) sends one request.
    await user.dblClick(within(question).getByRole("button", { name: TEXTS.reminderConfirm(4) }));
    expect((await screen.findByRole("status")).textContent).toContain("Reminder queued for 3 people");
    expect(calls("POST")).toEqual([["/api/call-sheets/4/reminders", undefined]]);
    // The reminders' notices show queued, then sent once the list is asked again (it polls while any is queued).
    await waitFor(() => expect(row("dee@example.com").textContent).toContain(TEXTS.noticeQueued));
    await waitFor(() => expect(row("dee@example.com").textContent).toContain("notice sent 27 Nov 08:00"), { timeout: 6_000 });
  });

  it("should say, for a second 'Remind' within the window, when they were reminded and when they can be again, not 'nobody to remind'", async () => {
    const user = userEvent.setup();
    renderPanel();
    const remindNow = async () => {
      await user.click(await screen.findByRole("button", { name: TEXTS.sendReminder }));
      await user.dblClick(within(screen.getByRole("dialog", { name: TEXTS.reminderTitle })).getByRole("button", { name: TEXTS.reminderConfirm(4) }));
    };
    // The API left all four out: reminded (sent) at 11:02:30 UTC, so again from 11:12:30, after 11:13 on the minute.
    onCall = ({ method }) =>
      method === "POST" ? { status: 202, body: { queued: 0, alreadyReminded: 4, lastRemindedAt: "2026-11-27T11:02:30.000Z", remindAgainAt: "2026-11-27T11:12:30.000Z" } } : undefined;
    await remindNow();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(TEXTS.reminderAlready("11:02", "11:13")));
    expect(screen.getByRole("status").textContent).toBe("Already reminded at 11:02; you can remind again after 11:13.");
    expect(screen.getByRole("status").textContent).not.toContain(TEXTS.reminderNobody);
    act(() => toast({ title: "" }).dismiss());

    // Still being sent: no time to try again yet. And one reminded while three were left out: both said.
    onCall = ({ method }) => (method === "POST" ? { status: 202, body: { queued: 0, alreadyReminded: 4, lastRemindedAt: "2026-11-27T11:02:30.000Z", remindAgainAt: null } } : undefined);
    await remindNow();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Already reminded at 11:02; that reminder is still being sent."));
    act(() => toast({ title: "" }).dismiss());
    onCall = ({ method }) => (method === "POST" ? { status: 202, body: { queued: 1, alreadyReminded: 3, lastRemindedAt: "2026-11-27T11:02:00.000Z", remindAgainAt: "2026-11-27T11:12:00.000Z" } } : undefined);
    await remindNow();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Reminder queued for 1 person3 people skipped. Already reminded at 11:02; you can remind again after 11:12."));
    expect(calls("POST")).toHaveLength(3);
  });

  it("should keep 'Send reminder' from sending, with its reason, when nobody is pending", async () => {
    shares = [confirmedShare(1, "ann@example.com"), confirmedShare(2, "bob@example.com")];
    const user = userEvent.setup();
    renderPanel();
    const button = await screen.findByRole("button", { name: TEXTS.sendReminder });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent).toBe(TEXTS.reminderDisabledNobodyPending(2));
    await user.click(button);
    expect(screen.queryByRole("dialog", { name: TEXTS.reminderTitle })).toBeNull();
    expect(calls("POST")).toEqual([]);
  });

  it("should count only those whose invitation arrived, and say why the others get none", async () => {
    const undelivered = (id: number, email: string) =>
      shareOf(id, email, { invitation: { state: "failed", sentAt: null, failedAt: "2026-11-26T09:00:03.000Z", failure: "550 5.1.1 No such mailbox" }, latestRevision: atRevision2({ notice: { state: "failed", at: null, failure: "550 5.1.1 No such mailbox" } }) });
    shares = [confirmedShare(1, "ann@example.com"), pendingShare(2, "bob@example.com"), undelivered(3, "refused@example.com")];
    const user = userEvent.setup();
    const { unmount } = renderPanel();
    await user.click(await screen.findByRole("button", { name: TEXTS.sendReminder }));
    const question = screen.getByRole("dialog", { name: TEXTS.reminderTitle });
    expect(question.textContent).toContain(`${TEXTS.reminderQuestion(1, 2)} ${TEXTS.reminderSkipsUndelivered(1)}`);
    expect(within(question).getByRole("button", { name: TEXTS.reminderConfirm(1) })).toBeTruthy();
    await user.click(within(question).getByRole("button", { name: TEXTS.cancel }));
    unmount();

    shares = [confirmedShare(1, "ann@example.com"), undelivered(3, "refused@example.com")];
    renderPanel();
    const button = await screen.findByRole("button", { name: TEXTS.sendReminder });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent).toBe(TEXTS.reminderDisabledUndelivered);
    await user.click(button);
    expect(calls("POST")).toEqual([]);
  });

  it("should remind someone whose resend failed or is queued while the invitation delivered before still opens the sheet, and nobody whose invitation ended", async () => {
    const resendFailed = shareOf(2, "bob@example.com", {
      invitation: { state: "failed", sentAt: null, deliveredAt: "2026-11-20T09:00:00.000Z", failedAt: "2026-11-26T09:00:03.000Z", failure: "552 Mailbox full" },
      latestRevision: atRevision2({}),
    });
    const resendQueued = shareOf(3, "cid@example.com", { invitation: { state: "queued", sentAt: null, deliveredAt: "2026-11-20T09:00:00.000Z" }, latestRevision: atRevision2({}) });
    const ended = shareOf(4, "dee@example.com", { expiresAt: "2026-01-01T00:00:00.000Z", latestRevision: atRevision2({}) });
    shares = [confirmedShare(1, "ann@example.com"), resendFailed, resendQueued, ended];
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: TEXTS.sendReminder }));
    const question = screen.getByRole("dialog", { name: TEXTS.reminderTitle });
    expect(within(question).getByRole("button", { name: TEXTS.reminderConfirm(2) })).toBeTruthy();
    await user.click(within(question).getByRole("button", { name: TEXTS.cancel }));
    expect(row("bob@example.com").textContent).toMatch(/Resend failed: 552 Mailbox full\. The invitation of Nov 20, 2026 \d\d:00 still opens the sheet\./);
    expect(row("dee@example.com").textContent).toContain(COLLABORATORS_TEXTS.ended);
    expect(row("ann@example.com").textContent).toContain(COLLABORATORS_TEXTS.ends);
  });

  it("should keep 'Send reminder' from sending, with its reason, when nothing is published, and offer no filter", async () => {
    latestRevision = null;
    shares = [shareOf(1, "ann@example.com"), shareOf(2, "bob@example.com")];
    const user = userEvent.setup();
    renderPanel(`${PANEL}&pending=1`);
    expect(await screen.findByText(TEXTS.nothingPublished)).toBeTruthy();
    const button = screen.getByRole("button", { name: TEXTS.sendReminder });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent).toBe(TEXTS.reminderDisabledNothingPublished);
    await user.click(button);
    expect(calls("POST")).toEqual([]);
    expect(screen.queryByRole("checkbox", { name: /Pending only/ })).toBeNull();
    // Everyone is listed (the address's filter has nothing to filter), without a revision line.
    expect(rows()).toHaveLength(2);
    expect(row("ann@example.com").querySelector("[data-confirmation]")).toBeNull();
  });

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
    onCall = ({ method, body }) => {
      if (method !== "PUT") return undefined;
      if ((body as { timeZone?: string }).timeZone === browserZone) return { status: 400, body: { message: CONFIRMATION_MESSAGES.timeZoneInvalid } };
      automaticReminder = { hoursBefore: 24, dueAt: "2026-12-14T07:00:00.000Z", sentAt: null };
      return { body: automaticReminder };
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
    onCall = ({ method }) => (method === "PUT" ? { status: 409, body: { message: CONFIRMATION_MESSAGES.nothingPublished } } : undefined);
    const user = userEvent.setup();
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    await user.click(within(group).getByRole("button", { name: TEXTS.automaticTurnOn }));
    expect((await within(group).findByRole("alert")).textContent).toBe(CONFIRMATION_MESSAGES.nothingPublished);
    expect(group.querySelector("[data-automatic-reminder]")?.textContent).toBe(TEXTS.automaticOff);
  });

  it("should say that the automatic reminder ran, for which revision, with the hours it ran with, and what arms it again", async () => {
    automaticReminder = { hoursBefore: 12, dueAt: "2026-12-13T07:00:00.000Z", sentAt: "2026-12-13T07:30:00.000Z" };
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    expect(group.querySelector("[data-automatic-reminder]")?.textContent).toBe(
      "Sent Sun 13 Dec, 07:30 UTC your time for REV 2. It runs once: it is armed again when a published revision moves the call time, or new hours put it, to a time still ahead.",
    );
    expect(group.textContent).not.toContain("save the hours again");
    expect((within(group).getByRole("spinbutton", { name: TEXTS.automaticHours }) as HTMLInputElement).value).toBe("12");
  });

  it("should say that saving the same hours after the send queued nothing (the API keeps it sent), not 'set'", async () => {
    automaticReminder = { hoursBefore: 12, dueAt: "2026-12-13T07:00:00.000Z", sentAt: "2026-12-13T07:30:00.000Z" };
    // As services/api answers: the due time has passed and the previous arm was sent, so it stays sent, no job.
    onCall = ({ method }) => (method === "PUT" ? { body: automaticReminder } : undefined);
    const user = userEvent.setup();
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    await user.click(within(group).getByRole("button", { name: TEXTS.automaticSave }));
    expect((await screen.findByRole("status")).textContent).toContain("Automatic reminder saved, nothing queued: it was already sent Sun 13 Dec, 07:30 UTC your time and its time has passed");
    expect(group.querySelector("[data-automatic-reminder]")?.textContent).toContain("Sent Sun 13 Dec, 07:30 UTC your time for REV 2.");
  });

  it("should say the reminder was sent before the latest revision when that publish did not arm it again", async () => {
    latestRevision = { number: 3, publishedAt: "2026-12-14T06:00:00.000Z" };
    automaticReminder = { hoursBefore: 12, dueAt: "2026-12-13T19:30:00.000Z", sentAt: "2026-12-13T07:30:00.000Z" };
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    expect(group.querySelector("[data-automatic-reminder]")?.textContent).toContain("Sent Sun 13 Dec, 07:30 UTC your time, before REV 3 was published.");
  });

  it("should say when the automatic reminder sends on the shoot's clock, whatever the producer's", async () => {
    automaticReminder = { hoursBefore: 24, dueAt: "2026-12-14T07:00:00.000Z", sentAt: null };
    // The API counts the call time in the zone of the first location its city database knows: the one the conditions give light for.
    onCall = ({ method, path }) =>
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
    automaticReminder = { hoursBefore: 6, dueAt: null, sentAt: null };
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    expect(group.querySelector("[data-automatic-reminder]")?.textContent).toBe(
      "On, 6 hours before the call time: waiting for a published revision with a shooting date and a call time.",
    );
    expect(within(group).getByRole("button", { name: TEXTS.automaticSave })).toBeTruthy();
  });

  it("should toast that the reminder waits when the API armed no time (nothing published with a call time)", async () => {
    onCall = ({ method }) => (method === "PUT" ? { body: { hoursBefore: 24, dueAt: null, sentAt: null } } : undefined);
    const user = userEvent.setup();
    renderPanel();
    const group = await screen.findByRole("group", { name: TEXTS.automatic });
    await user.click(within(group).getByRole("button", { name: TEXTS.automaticTurnOn }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "Automatic reminder on, 24 hours before the call time: it waits for a published revision with a shooting date and a call time",
    );
  });

  it("should be usable from the keyboard alone: filter, remind, set the automatic reminder", async () => {
    const user = userEvent.setup();
    renderPanel();
    const filter = await screen.findByRole("checkbox", { name: TEXTS.pendingOnlyCount(4) });
    filter.focus();
    await user.keyboard(" ");
    expect(rows()).toHaveLength(4);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: TEXTS.sendReminder }));
    await user.keyboard("{Enter}");
    const question = screen.getByRole("dialog", { name: TEXTS.reminderTitle });
    within(question).getByRole("button", { name: TEXTS.cancel }).focus();
    await user.tab();
    expect(document.activeElement).toBe(within(question).getByRole("button", { name: TEXTS.reminderConfirm(4) }));
    await user.keyboard("{Enter}");
    expect((await screen.findByRole("status")).textContent).toContain("Reminder queued for 4 people");

    screen.getByRole("button", { name: TEXTS.sendReminder }).focus();
    await user.tab();
    const hours = screen.getByRole("spinbutton", { name: TEXTS.automaticHours });
    expect(document.activeElement).toBe(hours);
    await user.keyboard("{Control>}a{/Control}48{Enter}");
    await waitFor(() => expect(screen.getByRole("group", { name: TEXTS.automatic }).textContent).toContain("Sun 13 Dec, 07:00 UTC your time, 48 hours before"));
    expect(calls("PUT")).toEqual([["/api/call-sheets/4/automatic-reminder", { hoursBefore: 48, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]]);
  });
});
