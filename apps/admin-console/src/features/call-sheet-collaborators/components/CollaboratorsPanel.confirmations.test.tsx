import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { COLLABORATORS_TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { CONFIRMATION_PANEL_TEXTS as TEXTS } from "@repo/contracts/adminConsole/confirmationPanelTexts";
import { toast } from "shell/toast";
import { shareOf } from "../../../testing/sharing.ts";
import { atRevision2, confirmedShare, PANEL, panel, pendingShare, renderPanel, row, rows, withConfirmationsApi } from "./CollaboratorsPanel.confirmations.fixture.tsx";

const calls = withConfirmationsApi();

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
    panel.shares = [confirmedShare(1, "ann@example.com")];
    renderPanel(`${PANEL}&pending=1`);
    expect(await screen.findByText(TEXTS.nonePending(2))).toBeTruthy();
    expect(rows()).toHaveLength(0);
  });

  it("should stay usable with 200 people: the count, the filter to the 60 pending and back", async () => {
    panel.shares = Array.from({ length: 200 }, (_, index) => (index % 10 < 7 ? confirmedShare : pendingShare)(index + 1, `person${index + 1}@example.com`));
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
    panel.shares = panel.shares.map((share) => (share.id === 2 ? confirmedShare(2, "bob@example.com") : share));
    await user.click(screen.getByRole("button", { name: TEXTS.sendReminder }));
    question = screen.getByRole("dialog", { name: TEXTS.reminderTitle });
    // A double click (as a producer makes one) sends one request.
    await user.dblClick(within(question).getByRole("button", { name: TEXTS.reminderConfirm(4) }));
    expect((await screen.findByRole("status")).textContent).toContain("Reminder queued for 3 people");
    expect(calls("POST")).toEqual([["/api/call-sheets/4/reminders", undefined]]);
    // Each pending row shows its reminder queued, then sent once the list is asked again (it polls while any is
    // queued); after what the row said before (the notice, the first opening), and never on a confirmed row.
    await waitFor(() => expect(row("dee@example.com").textContent).toContain(`${TEXTS.notOpened} · notice sent 27 Nov 08:00 · ${TEXTS.reminderQueuedRow}`));
    await waitFor(() => expect(row("dee@example.com").textContent).toContain("notice sent 27 Nov 08:00 · reminded 27 Nov 11:00"), { timeout: 6_000 });
    expect(row("cid@example.com").textContent).toContain("Notice failed: 550 5.1.1 No such mailbox · reminded 27 Nov 11:00");
    expect(row("bob@example.com").textContent).not.toContain("remind");
  });

  it("should say, for a second 'Remind' within the window, when they were reminded and when they can be again, not 'nobody to remind'", async () => {
    const user = userEvent.setup();
    renderPanel();
    const remindNow = async () => {
      await user.click(await screen.findByRole("button", { name: TEXTS.sendReminder }));
      await user.dblClick(within(screen.getByRole("dialog", { name: TEXTS.reminderTitle })).getByRole("button", { name: TEXTS.reminderConfirm(4) }));
    };
    // The API left all four out: reminded (sent) at 11:02:30 UTC, so again from 11:12:30, after 11:13 on the minute.
    panel.onCall = ({ method }) =>
      method === "POST" ? { status: 202, body: { queued: 0, alreadyReminded: 4, lastRemindedAt: "2026-11-27T11:02:30.000Z", remindAgainAt: "2026-11-27T11:12:30.000Z" } } : undefined;
    await remindNow();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(TEXTS.reminderAlready("11:02", "11:13")));
    expect(screen.getByRole("status").textContent).toBe("Already reminded at 11:02; you can remind again after 11:13.");
    expect(screen.getByRole("status").textContent).not.toContain(TEXTS.reminderNobody);
    act(() => toast({ title: "" }).dismiss());

    // Still being sent: no time to try again yet. And one reminded while three were left out: both said.
    panel.onCall = ({ method }) => (method === "POST" ? { status: 202, body: { queued: 0, alreadyReminded: 4, lastRemindedAt: "2026-11-27T11:02:30.000Z", remindAgainAt: null } } : undefined);
    await remindNow();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Already reminded at 11:02; that reminder is still being sent."));
    act(() => toast({ title: "" }).dismiss());
    panel.onCall = ({ method }) => (method === "POST" ? { status: 202, body: { queued: 1, alreadyReminded: 3, lastRemindedAt: "2026-11-27T11:02:00.000Z", remindAgainAt: "2026-11-27T11:12:00.000Z" } } : undefined);
    await remindNow();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Reminder queued for 1 person3 people skipped. Already reminded at 11:02; you can remind again after 11:12."));
    expect(calls("POST")).toHaveLength(3);
  });

  it("should keep 'Send reminder' from sending, with its reason, when nobody is pending", async () => {
    panel.shares = [confirmedShare(1, "ann@example.com"), confirmedShare(2, "bob@example.com")];
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
    panel.shares = [confirmedShare(1, "ann@example.com"), pendingShare(2, "bob@example.com"), undelivered(3, "refused@example.com")];
    const user = userEvent.setup();
    const { unmount } = renderPanel();
    await user.click(await screen.findByRole("button", { name: TEXTS.sendReminder }));
    const question = screen.getByRole("dialog", { name: TEXTS.reminderTitle });
    expect(question.textContent).toContain(`${TEXTS.reminderQuestion(1, 2)} ${TEXTS.reminderSkipsUndelivered(1)}`);
    expect(within(question).getByRole("button", { name: TEXTS.reminderConfirm(1) })).toBeTruthy();
    await user.click(within(question).getByRole("button", { name: TEXTS.cancel }));
    unmount();

    panel.shares = [confirmedShare(1, "ann@example.com"), undelivered(3, "refused@example.com")];
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
    panel.shares = [confirmedShare(1, "ann@example.com"), resendFailed, resendQueued, ended];
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
    panel.latestRevision = null;
    panel.shares = [shareOf(1, "ann@example.com"), shareOf(2, "bob@example.com")];
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
