import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { SHEET_ID } from "../../testing/sharedViewFixtures.ts";
import { afterSecondPublish, CALL_TIME, changesPanel, forgetClosedList, openSheet, producer, SCENE_MOVED, setUpRevisionPages } from "./SharedCallSheetPage.revisions.fixture.tsx";

// Issue 25 on the shared view: what changed since the collaborator's last revision comes first, the changed
// sections are marked.

setUpRevisionPages();

// The first test of a file pays for compiling the whole document tree (several seconds on this machine).
describe("SharedCallSheetPage, what changed since the collaborator's last revision", { timeout: 40_000 }, () => {
  it("should show the changes of REV 2 first, by section with links, focused, with the sections marked; not again once closed and reloaded; never the draft", async () => {
    const server = await afterSecondPublish();
    // The producer goes on editing: a draft nobody published.
    await producer("PATCH", `/api/call-sheets/${SHEET_ID}`, { shootingTitle: "Draft title nobody published" });

    await openSheet();
    const panel = await changesPanel();
    expect(document.activeElement).toBe(panel);
    // Before the document, in the document's order of sections, each a link to its section.
    expect(panel.compareDocumentPosition(screen.getByRole("article")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(panel).getByText(REVISION_VIEW_TEXTS.changesIntro(2))).toBeTruthy();
    expect(within(panel).getByText("Call time moved for the rain")).toBeTruthy();
    const links = within(panel).getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
      ["Time, Date and Location, 1 change", "#location"],
      ["Shooting Agenda, 1 change", "#scenes"],
    ]);
    expect(within(links[0]!.closest("li")!).getByText(CALL_TIME.text)).toBeTruthy();
    expect(within(links[1]!.closest("li")!).getByText(SCENE_MOVED.text)).toBeTruthy();
    // The document marks the changed sections, and only those.
    expect(document.getElementById("scenes")?.hasAttribute("data-changed")).toBe(true);
    expect(document.getElementById("team")?.hasAttribute("data-changed")).toBe(false);
    // REV 2 as published: not the draft edited after it.
    expect(screen.queryByText("Draft title nobody published")).toBeNull();
    expect(screen.getAllByText(server.revisions[1]!.snapshot.shootingTitle).length).toBeGreaterThan(0);

    await userEvent.click(within(panel).getByRole("button", { name: REVISION_VIEW_TEXTS.dismissChangesLabel }));
    expect(screen.queryByRole("region", { name: REVISION_VIEW_TEXTS.changesTitle(1) })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("main"));
    // Remembered where the portal server reads it too: a cookie of this sheet's address, per reader, without the e-mail.
    expect(document.cookie).toMatch(/revisionChangesRead=[0-9a-z]+:2/);
    expect(document.cookie).not.toContain("ana@");

    // Reloaded: the server still answers the changes since REV 1 (the newest older one opened), the page
    // knows they were read and shows them no more; the sections stay marked.
    await openSheet();
    await waitFor(() => expect(document.getElementById("scenes")?.hasAttribute("data-changed")).toBe(true));
    expect(screen.queryByRole("region", { name: /^What changed/ })).toBeNull();
    expect(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) })).toBeTruthy();
  });

  it("should keep the list on screen after Confirm, and show none on another device to a collaborator who confirmed REV 2", async () => {
    const server = await afterSecondPublish();
    await openSheet();
    const panel = await changesPanel();
    await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) }));
    expect(await screen.findByText(/^Confirmed REV 2 · /)).toBeTruthy();
    // Confirming does not take the list away from under the reader.
    expect(panel.isConnected).toBe(true);
    // Another device: nothing remembered here, but the server says REV 2 is confirmed, i.e. read.
    forgetClosedList();
    await openSheet();
    expect(await screen.findByText(REVISION_VIEW_TEXTS.confirmed(2, null))).toBeTruthy();
    expect(screen.queryByRole("region", { name: /^What changed/ })).toBeNull();
    expect(server.opened).toEqual(new Set([1, 2]));
  });

  it("should let a keyboard alone read the changes, jump to a section and confirm", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      await afterSecondPublish();
      await openSheet();
      const panel = await changesPanel();
      expect(document.activeElement).toBe(panel);
      await userEvent.tab();
      expect(document.activeElement).toBe(within(panel).getByRole("button", { name: REVISION_VIEW_TEXTS.dismissChangesLabel }));
      await userEvent.tab();
      expect(document.activeElement?.getAttribute("aria-label")).toBe("Time, Date and Location, 1 change");
      await userEvent.keyboard("{Enter}");
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("location"));
      expect(document.activeElement).toBe(document.getElementById("location"));

      // From the top of the page the bar comes first: Add to calendar, then Confirm.
      (document.activeElement as HTMLElement).blur();
      const confirm = screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) });
      for (let step = 0; step < 8 && document.activeElement !== confirm; step += 1) await userEvent.tab();
      expect(document.activeElement).toBe(confirm);
      await userEvent.keyboard("{Enter}");
      const confirmed = await screen.findByText(/^Confirmed REV 2 · /);
      // The button went; the focus is on what replaced it, not lost to the page.
      await waitFor(() => expect(document.activeElement).toBe(confirmed));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
