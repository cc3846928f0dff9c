import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { EDITOR_TRUST_TEXTS as TRUST } from "@repo/contracts/adminConsole/editorTrustTexts";
import { EDITOR_TEXTS, HEADER_TEXTS, SAVE_STATE_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { callSheetConditionsUrl, callSheetPdfUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import { renderWithProviders } from "@repo/ui/testing";
import { CallSheetPage } from "./CallSheetPage.tsx";
import { startLoopbackApi, type ApiHandler } from "@repo/ui/loopbackApi";

const sheet: CallSheet = {
  id: 4, version: 2, shootingTitle: "Spring campaign", client: "Acme", shootingDate: null, shootingTime: null, locations: "", locationsList: "[]",
  streetAddress: "", streetNumber: "", teamMembers: "[]", teamContacts: "", concepts: "[]", actorContacts: "[]", sceneSchedule: "[]",
  props: "[]", gear: "[]", weather: "", technicalSpecs: "", costumeNotes: "", setNotes: "", emergencyContacts: "", createdAt: "", updatedAt: "",
};
const conditions = { locations: [], weather: null, weatherFor: null, weatherStatus: "no-location" };
/** The API's message when the server has no Chromium to print with (services/api PDF_MESSAGES.noChromium). */
const NO_CHROMIUM = "PDF export is unavailable: no Chromium at /usr/bin/chromium. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to its executable.";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;

/** The editor at /admin/call-sheet/4 against a loopback API: the sheet and its conditions unless `answer` says otherwise. */
async function renderEditor(answer: ApiHandler = () => undefined) {
  api = await startLoopbackApi(async (call) => {
    const answered = await answer(call);
    if (answered) return answered;
    if (call.method === "GET" && call.path === callSheetUrl(sheet.id)) return { body: sheet };
    if (call.method === "GET" && call.path === callSheetConditionsUrl(sheet.id)) return { body: conditions };
    return undefined;
  });
  const router = createMemoryRouter(
    [
      { path: "/admin/call-sheet/:id", element: <CallSheetPage /> },
      { path: "/admin/dashboard", element: <h1>Dashboard</h1> },
      { path: "/admin/call-sheet-print/:id", element: <h1>Print view</h1> },
    ],
    { initialEntries: [`/admin/call-sheet/${sheet.id}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return api;
}

/** Opens the bar's 'More' menu (Print Call Sheet, Download PDF): jsdom has no media query, the bar is the wide one. */
async function openMore(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: TRUST.more }));
}

// The whole editor renders in jsdom (every card, react-dnd included): seconds, not milliseconds.
describe("the call sheet editor page", { timeout: 30_000 }, () => {
  // The toaster asks where it may sit (jsdom has no matchMedia).
  beforeEach(() => void vi.stubGlobal("matchMedia", () => ({ matches: false })));
  afterEach(async () => {
    await api?.close();
    api = undefined;
    vi.unstubAllGlobals();
  });

  it("should say 'Call sheet not found' when the server has no such sheet", async () => {
    await renderEditor(() => ({ status: 404, body: { message: "Not found" } }));
    expect(await screen.findByRole("heading", { level: 1, name: CALL_SHEET_MESSAGES.notFound })).toBeTruthy();
    expect(screen.getByRole("link", { name: EDITOR_TEXTS.backToDashboard }).getAttribute("href")).toBe("/admin/dashboard");
  });

  it("should keep a failed edit on screen, say why, and send the same edit again on Retry", async () => {
    const user = userEvent.setup();
    let failNext = true;
    const { calls } = await renderEditor(({ method, body }) => {
      if (method !== "PATCH") return undefined;
      if (failNext) {
        failNext = false;
        return { status: 500, body: { message: "Database unavailable" } };
      }
      return { body: { ...sheet, ...(body as object), version: 3 } };
    });
    const client = await screen.findByRole("textbox", { name: "Client" });
    expect(screen.getByRole("heading", { level: 1, name: "Spring campaign" })).toBeTruthy();
    await user.clear(client);
    await user.type(client, "Globex");
    await user.tab();
    expect((await screen.findByText(EDITOR_TEXTS.updateFailed("Database unavailable"))).closest("[role=alert]")).toBeTruthy();
    expect((client as HTMLInputElement).value).toBe("Globex");
    expect(screen.getByText("Save failed", { exact: false }).closest("[role=status]")).toBeTruthy();

    await user.click(screen.getAllByRole("button", { name: "Retry" })[0]!);
    await waitFor(() => expect(screen.getAllByText("All changes saved").length).toBeGreaterThan(0));
    const patches = calls.filter((call) => call.method === "PATCH").map((call) => call.body);
    expect(patches).toEqual([{ baseVersion: 2, client: "Globex" }, { baseVersion: 2, client: "Globex" }]);
  });

  it("should say a refused edit in English when the server answers in Serbian ('Niste prijavljeni', a lost session)", async () => {
    const user = userEvent.setup();
    await renderEditor(({ method }) => (method === "PATCH" ? { status: 401, body: { message: "Niste prijavljeni" } } : undefined));
    const client = await screen.findByRole("textbox", { name: "Client" });
    await user.type(client, "X");
    await user.tab();
    expect(await screen.findByText(EDITOR_TEXTS.updateFailed("You are not signed in. Sign in again and retry."))).toBeTruthy();
    expect(document.body.textContent).not.toContain("Niste");
  });

  it("should conflict, not overwrite, when a scene draft is saved after another tab's scenes reached this tab, and 'Reload section' should show theirs", async () => {
    const user = userEvent.setup();
    const theirs = '[{"id":5,"name":"Their scene","date":"","time":"","endTime":"","description":"","instructions":"","method":""}]';
    // The server: another tab saved the scenes at version 3; this tab's client save makes version 4.
    let current: CallSheet = { ...sheet, version: 3, sceneSchedule: theirs };
    let opened = 0;
    const { calls } = await renderEditor(({ method, path, body }) => {
      // The page opened on version 2; 'Reload section' reads the sheet as it is now.
      if (method === "GET" && path === callSheetUrl(sheet.id) && (opened = opened + 1) > 1) return { body: current };
      if (method !== "PATCH") return undefined;
      const { baseVersion, ...fields } = body as { baseVersion: number } & Partial<CallSheet>;
      if ("sceneSchedule" in fields && baseVersion < 3) return { status: 409, body: { message: EDITOR_TEXTS.conflict, conflicts: ["sceneSchedule"], callSheet: current } };
      current = { ...current, ...fields, version: current.version + 1 };
      return { body: current };
    });
    const agenda = await screen.findByRole("region", { name: "Shooting Agenda" });
    await user.type(within(agenda).getByRole("textbox", { name: "Scene name" }), "My scene");
    await user.click(within(agenda).getByRole("button", { name: "Add Scene" }));
    // Another card's save answers with the sheet as it is now: their scenes are in it.
    const client = screen.getByRole("textbox", { name: "Client" });
    await user.type(client, " Ltd");
    await user.tab();
    await waitFor(() => expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(1));
    expect(within(agenda).getByText("My scene")).toBeTruthy();

    await user.click(within(agenda).getByRole("button", { name: EDITOR_TEXTS.saveChanges }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(2));
    expect(calls.filter((call) => call.method === "PATCH")[1]!.body).toMatchObject({ baseVersion: 2 });
    const reload = await screen.findByRole("button", { name: SAVE_STATE_TEXTS.reloadSection });
    expect(current.sceneSchedule).toBe(theirs);

    await user.click(reload);
    expect(await within(agenda).findByText("Their scene")).toBeTruthy();
    expect(within(agenda).queryByText("My scene")).toBeNull();
    expect(within(agenda).queryByText(EDITOR_TEXTS.unsavedChanges)).toBeNull();
  });

  it("should ask before leaving for the dashboard with a scene draft not saved, and stay when the user says no", async () => {
    const user = userEvent.setup();
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await renderEditor();
    const agenda = await screen.findByRole("region", { name: "Shooting Agenda" });
    await user.type(within(agenda).getByRole("textbox", { name: "Scene name" }), "Rooftop");
    await user.click(within(agenda).getByRole("button", { name: "Add Scene" }));
    await user.click(screen.getByRole("link", { name: EDITOR_TEXTS.backToDashboard }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(within(agenda).getByText("Rooftop")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("link", { name: EDITOR_TEXTS.backToDashboard }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });

  it("should say in the header that a scene draft is unsaved, not that it saves when a field is left", async () => {
    const user = userEvent.setup();
    await renderEditor();
    const agenda = await screen.findByRole("region", { name: "Shooting Agenda" });
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("status").textContent).toBe(SAVE_STATE_TEXTS.saved);
    await user.type(within(agenda).getByRole("textbox", { name: "Scene name" }), "Rooftop");
    await user.click(within(agenda).getByRole("button", { name: "Add Scene" }));
    expect(within(header).getByRole("status").textContent).toBe(EDITOR_TEXTS.unsavedChanges);
  });

  it("should leave for the dashboard without asking when every edit is saved or on its way", async () => {
    const user = userEvent.setup();
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await renderEditor(({ method, body }) => (method === "PATCH" ? { body: { ...sheet, ...(body as object), version: 3 } } : undefined));
    const client = await screen.findByRole("textbox", { name: "Client" });
    await user.type(client, " Ltd");
    // Clicking the link leaves the field first: its save is on its way when the navigation comes.
    await user.click(screen.getByRole("link", { name: EDITOR_TEXTS.backToDashboard }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  it("should show the loading skeleton until the sheet arrives, then the editor", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderEditor(async ({ method, path }) => {
      if (method === "GET" && path === callSheetUrl(sheet.id)) await held;
      return undefined;
    });
    const skeleton = await screen.findByLabelText("Loading call sheet");
    expect(skeleton.getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    await waitFor(() => expect(api!.calls.some((call) => call.path === callSheetUrl(sheet.id))).toBe(true));
    // Still loading while the server has not answered.
    expect(screen.getByLabelText("Loading call sheet")).toBeTruthy();

    release();
    expect(await screen.findByRole("heading", { level: 1, name: "Spring campaign" })).toBeTruthy();
    expect(screen.queryByLabelText("Loading call sheet")).toBeNull();
  });

  it("should lead back to the dashboard and, from its 'More' menu, to the print view of this sheet from the editor's header", async () => {
    const user = userEvent.setup();
    await renderEditor();
    const actions = await screen.findByRole("navigation", { name: HEADER_TEXTS.actions });
    const bar = actions.closest("header")!;
    expect(within(bar).getByRole("link", { name: EDITOR_TEXTS.backToDashboard }).getAttribute("href")).toBe("/admin/dashboard");
    // Print and the PDF are secondary: in 'More', closed until asked for.
    const more = within(actions).getByRole("button", { name: TRUST.more });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(within(actions).queryByRole("link", { name: EDITOR_TEXTS.print })).toBeNull();
    await user.click(more);
    expect(more.getAttribute("aria-expanded")).toBe("true");
    const print = within(actions).getByRole("link", { name: EDITOR_TEXTS.print });
    expect(print.getAttribute("href")).toBe(`/admin/call-sheet-print/${sheet.id}`);
    expect(document.activeElement).toBe(print);
    expect(within(actions).getByRole("button", { name: EDITOR_TEXTS.downloadPdf })).toBeTruthy();
  });

  it("should walk the 'More' menu with the arrow keys, close it on Escape with the focus back on its button, and on Tab out of it", async () => {
    const user = userEvent.setup();
    await renderEditor();
    const actions = await screen.findByRole("navigation", { name: HEADER_TEXTS.actions });
    const more = within(actions).getByRole("button", { name: TRUST.more });
    more.focus();
    await user.keyboard("{ArrowDown}");
    expect(more.getAttribute("aria-expanded")).toBe("true");
    const print = within(actions).getByRole("link", { name: EDITOR_TEXTS.print });
    const pdf = within(actions).getByRole("button", { name: EDITOR_TEXTS.downloadPdf });
    expect(document.activeElement).toBe(print);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(pdf);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(document.activeElement).toBe(pdf);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(print);
    await user.keyboard("{Escape}");
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(more);
    expect(within(actions).queryByRole("link", { name: EDITOR_TEXTS.print })).toBeNull();

    await user.keyboard("{Enter}");
    expect(more.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(within(actions).getByRole("button", { name: EDITOR_TEXTS.downloadPdf }));
    // Tab leaves the menu's last action for the page: the menu closes behind it.
    await user.tab();
    await waitFor(() => expect(more.getAttribute("aria-expanded")).toBe("false"));
  });

  it("should tell the server's own reason when 'Download PDF' answers 503 (no Chromium), and offer the button again", async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderEditor(async ({ path }) => {
      if (path !== callSheetPdfUrl(sheet.id)) return undefined;
      await held;
      return { status: 503, body: { message: NO_CHROMIUM } };
    });
    await openMore(user);
    await user.click(await screen.findByRole("button", { name: EDITOR_TEXTS.downloadPdf }));
    const busy = await screen.findByRole("button", { name: HEADER_TEXTS.pdfPreparing });
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    release();
    // Found by its title: an earlier case's toast may still be up (the toaster's store outlives a render).
    const toast = (await screen.findByText(HEADER_TEXTS.pdfFailedTitle)).closest("[role=alert]");
    expect(toast?.textContent).toContain(HEADER_TEXTS.pdfUnavailable(NO_CHROMIUM));
    expect((await screen.findByRole("button", { name: EDITOR_TEXTS.downloadPdf }) as HTMLButtonElement).disabled).toBe(false);
  });

  describe("nothing leaves the editor without what is on screen (issue 24)", () => {
    /** The server: PATCHes applied in order, the PDF answered with a few bytes. */
    function savingServer(refuse?: () => boolean): ApiHandler {
      let current = sheet;
      return ({ method, path, body }) => {
        if (method === "GET" && path === callSheetPdfUrl(sheet.id)) return { body: "%PDF-1.4" };
        if (method !== "PATCH") return undefined;
        if (refuse?.()) return { status: 500, body: { message: "Database unavailable" } };
        const { baseVersion: _, ...fields } = body as { baseVersion: number } & Partial<CallSheet>;
        current = { ...current, ...fields, version: current.version + 1 };
        return { body: current };
      };
    }
    const addScene = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
      const agenda = await screen.findByRole("region", { name: "Shooting Agenda" });
      await user.type(within(agenda).getByRole("textbox", { name: "Scene name" }), name);
      await user.click(within(agenda).getByRole("button", { name: "Add Scene" }));
      return agenda;
    };

    it("'Download PDF' with a new scene not saved saves the schedule first, then asks for the PDF", async () => {
      vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:pdf", revokeObjectURL: () => undefined }));
      const user = userEvent.setup();
      const { calls } = await renderEditor(savingServer());
      const agenda = await addScene(user, "Rooftop");
      await openMore(user);
      await user.click(screen.getByRole("button", { name: EDITOR_TEXTS.downloadPdf }));
      await waitFor(() => expect(calls.some((call) => call.path === callSheetPdfUrl(sheet.id))).toBe(true));
      const order = calls.filter((call) => call.method === "PATCH" || call.path === callSheetPdfUrl(sheet.id));
      expect(order.map((call) => call.method)).toEqual(["PATCH", "GET"]);
      expect(JSON.parse((order[0]!.body as { sceneSchedule: string }).sceneSchedule)).toEqual([expect.objectContaining({ name: "Rooftop" })]);
      expect(within(agenda).queryByText(EDITOR_TEXTS.unsavedChanges)).toBeNull();
    });

    it("'Download PDF' whose save fails says so, naming the section, and downloads nothing", async () => {
      const user = userEvent.setup();
      const { calls } = await renderEditor(savingServer(() => true));
      await addScene(user, "Rooftop");
      await openMore(user);
      await user.click(screen.getByRole("button", { name: EDITOR_TEXTS.downloadPdf }));
      expect(await screen.findByText(TRUST.notSaved("Shooting Agenda"))).toBeTruthy();
      expect(calls.some((call) => call.path === callSheetPdfUrl(sheet.id))).toBe(false);
      expect(screen.getByRole("button", { name: EDITOR_TEXTS.downloadPdf })).toBeTruthy();
    });

    it("'Print Call Sheet' saves text still being typed and the scene draft, then opens the print view", async () => {
      const user = userEvent.setup();
      const { calls } = await renderEditor(savingServer());
      await addScene(user, "Rooftop");
      await openMore(user);
      // Typed and not left (the menu opened first): the click on the link is the first thing that leaves it.
      fireEventInput(screen.getByRole("textbox", { name: "Set Notes" }), "Quiet on set");
      await user.click(screen.getByRole("link", { name: EDITOR_TEXTS.print }));
      expect(await screen.findByRole("heading", { name: "Print view" })).toBeTruthy();
      const sent = calls.filter((call) => call.method === "PATCH").map((call) => Object.keys(call.body as object).sort());
      expect(sent.flat()).toEqual(expect.arrayContaining(["sceneSchedule", "setNotes"]));
    });

    it("asks about a scene typed into the form but not added, naming it, and stays when the user says no", async () => {
      const user = userEvent.setup();
      const confirm = vi.fn(() => false);
      vi.stubGlobal("confirm", confirm);
      const { calls } = await renderEditor(savingServer());
      const agenda = await screen.findByRole("region", { name: "Shooting Agenda" });
      await user.type(within(agenda).getByRole("textbox", { name: "Scene name" }), "Half typed");
      await openMore(user);
      await user.click(screen.getByRole("button", { name: EDITOR_TEXTS.downloadPdf }));
      await waitFor(() => expect(confirm).toHaveBeenCalledWith(TRUST.unaddedScenes(TRUST.newSceneForm)));
      expect(calls.some((call) => call.path === callSheetPdfUrl(sheet.id))).toBe(false);
    });
  });

  it("after a 409 in Props should show what is stored and send the next toggle there (not hold it behind 'Changed elsewhere')", async () => {
    const user = userEvent.setup();
    const stored = '[{"id":1,"name":"Fan","isChecked":false},{"id":2,"name":"Tape","isChecked":true}]';
    let current: CallSheet = { ...sheet, version: 3, props: stored };
    let first = true;
    const { calls } = await renderEditor(({ method, path, body }) => {
      if (method === "GET" && path === callSheetUrl(sheet.id) && !first) return { body: current };
      if (method === "GET" && path === callSheetUrl(sheet.id)) first = false;
      if (method !== "PATCH") return undefined;
      const { baseVersion, ...fields } = body as { baseVersion: number } & Partial<CallSheet>;
      if (baseVersion < 3) return { status: 409, body: { message: "Changed", conflicts: ["props"], callSheet: current } };
      current = { ...current, ...fields, version: current.version + 1 };
      return { body: current };
    });
    const props = await screen.findByRole("region", { name: "Props" });
    await user.type(within(props).getByRole("textbox", { name: "New prop" }), "Mine only");
    await user.keyboard("{Enter}");
    await screen.findByText(TRUST.conflictShown("Props"));
    // The card shows what is stored: their items, not the one that was refused.
    expect(within(props).queryByText("Mine only")).toBeNull();
    expect(within(props).getByText("Tape")).toBeTruthy();
    const before = calls.filter((call) => call.method === "PATCH").length;
    await user.click(within(props).getByRole("checkbox", { name: /Fan/ }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PATCH").length).toBe(before + 1), { timeout: 3000 });
    expect(calls.filter((call) => call.method === "PATCH").at(-1)!.body).toMatchObject({ baseVersion: 3 });
    await waitFor(() => expect(JSON.parse(current.props)[0]).toMatchObject({ name: "Fan", isChecked: true }));
  });
});

/** Text typed into a field without leaving it (React's onChange from an input event). */
function fireEventInput(element: HTMLElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")!.set!;
  setter.call(element, value);
  element.dispatchEvent(new Event("input", { bubbles: true }));
}
