import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EDITOR_TRUST_TEXTS as TRUST } from "@repo/contracts/adminConsole/editorTrustTexts";
import { REVISION_EDITOR_TEXTS as TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import { REVISION_NOTE_MAX_CHARS } from "@repo/contracts/callSheets/revisionConstants";
import { REVISION_MESSAGES } from "@repo/contracts/callSheets/revisionMessages";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import type { RevisionChange } from "@repo/contracts/callSheets/schemas/revisions";
import { EDITOR_TEXTS, HEADER_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { startLoopbackApi, type ApiAnswer, type ApiCall } from "@repo/ui/loopbackApi";
import { polyfillDialog, renderWithProviders } from "@repo/ui/testing";
import { toast } from "shell/toast";
import { CallSheetPage } from "../features/call-sheet/CallSheetPage.tsx";
import { COMPACT_HEADER } from "../features/call-sheet/components/EditorHeader.tsx";
import { SharingEntries } from "../features/call-sheet-collaborators/SharingEntries.tsx";
import { RevisionActions, RevisionHistoryLink, RevisionStatus } from "../features/call-sheet-revisions/RevisionEntries.tsx";
import { formatPublishedAt } from "../features/call-sheet-revisions/lib/formatPublishedAt.ts";
import { shareOf } from "../testing/sharing.ts";

const SHEET_ID = 4;
const base: CallSheet = {
  id: SHEET_ID, version: 2, shootingTitle: "Spring campaign", client: "Acme", shootingDate: "2026-12-01", shootingTime: "07:00", locations: "", locationsList: "[]",
  streetAddress: "", streetNumber: "", teamMembers: "[]", teamContacts: "", concepts: "[]", actorContacts: "[]", sceneSchedule: "[]",
  props: "[]", gear: "[]", weather: "", technicalSpecs: "", costumeNotes: "", setNotes: "", emergencyContacts: "", createdAt: "", updatedAt: "",
};
const callTimeChange: RevisionChange = { section: "project-details", field: "shootingTime", kind: "changed", itemId: null, text: "Call time 07:00 -> 06:30" };
const sceneMove: RevisionChange = { section: "scenes", field: "sceneSchedule", kind: "moved", itemId: 7, text: "Scene 'Rooftop' moved before 'Studio'" };

type Stored = { number: number; publishedAt: string; publishedBy: string | null; note: string; callSheet: CallSheet };
let sheet: CallSheet;
let revisions: Stored[];
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
/** What the next publish answers when it is not a success (a refusal the test is about). */
let refuseNext: ApiAnswer | undefined;

/** Whether two sheets have the same content (their version and times aside), as the API's isDraft decides it. */
const sameContent = (a: CallSheet, b: CallSheet) => {
  const content = ({ version: _v, updatedAt: _u, createdAt: _c, ...rest }: CallSheet) => rest;
  return JSON.stringify(content(a)) === JSON.stringify(content(b));
};

/** The API as the editor meets it: the sheet that keeps its PATCHes, its shares, and its revisions (docs/revisions.md). */
function answer({ method, path, body, query }: ApiCall): ApiAnswer | undefined {
  const revisionsPath = `/api/call-sheets/${SHEET_ID}/revisions`;
  if (method === "GET" && path === `/api/call-sheets/${SHEET_ID}`) return { body: sheet };
  if (method === "GET" && path === `/api/call-sheets/${SHEET_ID}/conditions`) return { body: { locations: [], weather: null, weatherStatus: "no-location" } };
  if (method === "GET" && path === `/api/call-sheet-shares/${SHEET_ID}`)
    return { body: { shares: [shareOf(11, "bob@example.com"), shareOf(12, "gone@example.com", { isActive: false })], accessLog: [] } };
  if (method === "GET" && path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0, newCount: 0, seenAt: null } };
  if (method === "PATCH" && path === `/api/call-sheets/${SHEET_ID}`) {
    const { baseVersion: _, ...fields } = body as Record<string, unknown>;
    sheet = { ...sheet, ...fields, version: sheet.version + 1 };
    return { body: sheet };
  }
  // The latest's unchangedAtVersion: the sheet's version when its content is the one it published (as the API).
  if (method === "GET" && path === revisionsPath)
    return { body: [...revisions].reverse().map(({ callSheet, ...summary }, index) => ({ ...summary, unchangedAtVersion: index === 0 && sameContent(callSheet, sheet) ? sheet.version : null })) };
  if (method === "POST" && path === revisionsPath) {
    const refusal = refuseNext;
    refuseNext = undefined;
    if (refusal) return refusal;
    // As the API: published after the latest revision only, and only when the sheet changed since.
    const { afterRevision } = body as { afterRevision: number | null };
    const latest = revisions.at(-1);
    if ((latest?.number ?? null) !== afterRevision) return { status: 409, body: { message: REVISION_MESSAGES.newerRevision(latest!.number, afterRevision) } };
    if (latest && sameContent(latest.callSheet, sheet)) return { status: 409, body: { message: REVISION_MESSAGES.nothingToPublish(latest.number) } };
    const number = revisions.length + 1;
    const publishedAt = `2026-11-27T1${number}:00:00.000Z`;
    revisions.push({ number, publishedAt, publishedBy: "Ada Admin", note: (body as { note?: string }).note ?? "", callSheet: sheet });
    return { status: 201, body: { number, publishedAt, changes: number === 1 ? [] : [callTimeChange, sceneMove] } };
  }
  const one = new RegExp(`^${revisionsPath}/(\\d+)(/changes)?$`).exec(path);
  if (method === "GET" && one) {
    const revision = revisions.find((stored) => stored.number === Number(one[1]));
    if (!revision) return { status: 404, body: { message: REVISION_MESSAGES.notFound } };
    if (!one[2]) return { body: revision };
    const from = Number(query.get("from") ?? revision.number - 1);
    return { body: { from, to: revision.number, changes: from === revision.number ? [] : [callTimeChange, sceneMove], delta: {} } };
  }
  return undefined;
}

// The app composes the features as routes.tsx does (without the lazy chunks).
const sharing = (callSheetId: number, beforeShare?: () => boolean | Promise<boolean>) => (
  <Suspense fallback={null}>
    <SharingEntries callSheetId={callSheetId} beforeShare={beforeShare} />
  </Suspense>
);
const editorRevisions = (callSheetId: number) => ({
  status: (version: number) => <RevisionStatus callSheetId={callSheetId} version={version} />,
  actions: (beforePublish: () => boolean | Promise<boolean>, version: number, unsavedOnScreen: () => boolean) => (
    <RevisionActions callSheetId={callSheetId} beforePublish={beforePublish} version={version} unsavedOnScreen={unsavedOnScreen} />
  ),
  history: <RevisionHistoryLink callSheetId={callSheetId} />,
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "/admin/call-sheet/:id", element: <CallSheetPage sharing={sharing} revisions={editorRevisions} /> }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const header = () => screen.getByRole("banner");
const actions = () => screen.findByRole("navigation", { name: HEADER_TEXTS.actions }, { timeout: 15_000 });

beforeAll(polyfillDialog);
beforeEach(async () => {
  // The toaster asks where it may sit (jsdom has no matchMedia).
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
  sheet = base;
  revisions = [{ number: 1, publishedAt: "2026-11-27T11:00:00.000Z", publishedBy: "Ada Admin", note: "First call", callSheet: base }];
  refuseNext = undefined;
  api = await startLoopbackApi(answer);
});
afterEach(async () => {
  act(() => toast({ title: "" }).dismiss());
  await api.close();
  vi.unstubAllGlobals();
});

// The whole editor renders in jsdom (every card, react-dnd included): seconds, not milliseconds.
describe("revisions in the editor", { timeout: 30_000 }, () => {
  it("should show the latest revision in the header, and 'Draft: changed since REV 1' once a saved edit moves the sheet past it", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/call-sheet/${SHEET_ID}`);
    await actions();
    expect(await within(header()).findByText(TEXTS.revisionLabel(1))).toBeTruthy();
    expect(header().textContent).toContain(formatPublishedAt(revisions[0]!.publishedAt));
    // The snapshot is the sheet at version 2, where the editor is: no draft.
    await waitFor(() => expect(api.calls.some((call) => call.path === `/api/call-sheets/${SHEET_ID}/revisions/1`)).toBe(true));
    expect(within(header()).queryByText(TEXTS.draft(1))).toBeNull();

    const client = screen.getByRole("textbox", { name: "Client" });
    await user.type(client, " Ltd");
    await user.tab();
    expect(await within(header()).findByText(TEXTS.draft(1))).toBeTruthy();
  });

  it("should drop 'Draft: changed since REV 1' once the edit is undone (its version moved, its content is REV 1's), and say nothing is to publish", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/call-sheet/${SHEET_ID}`);
    const bar = await actions();
    await within(header()).findByText(TEXTS.revisionLabel(1));
    const client = screen.getByRole("textbox", { name: "Client" });
    await user.type(client, " Ltd");
    await user.tab();
    expect(await within(header()).findByText(TEXTS.draft(1))).toBeTruthy();
    await user.clear(client);
    await user.type(client, base.client);
    await user.tab();
    await waitFor(() => expect(sheet.version).toBe(base.version + 2));
    await waitFor(() => expect(within(header()).queryByText(TEXTS.draft(1))).toBeNull());
    await user.click(within(bar).getByRole("button", { name: TEXTS.publish }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.dialogTitle(2) });
    expect(within(dialog).getByRole("note").textContent).toBe(TEXTS.unchangedSince(1));
  });

  it("should say nothing is published yet when the sheet has no revision", async () => {
    revisions = [];
    renderAt(`/admin/call-sheet/${SHEET_ID}`);
    await actions();
    expect(await within(header()).findByText(TEXTS.unpublished)).toBeTruthy();
  });

  it("should save what is on screen, then publish with the note, toast 'Revision 2 published' with its changes, and show REV 2 without a draft", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/call-sheet/${SHEET_ID}`);
    const bar = await actions();
    await within(header()).findByText(TEXTS.revisionLabel(1));
    // Typed and not left: the field saves on blur, and publishing must not go without it.
    await user.type(screen.getByRole("textbox", { name: "Client" }), " Ltd");
    await user.click(within(bar).getByRole("button", { name: TEXTS.publish }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.dialogTitle(2) });
    // Who is e-mailed: the active collaborators only.
    expect(await within(dialog).findByText("bob@example.com")).toBeTruthy();
    expect(within(dialog).queryByText("gone@example.com")).toBeNull();
    expect(within(dialog).getByText(TEXTS.recipients(1))).toBeTruthy();

    const note = within(dialog).getByRole("textbox", { name: TEXTS.noteLabel });
    expect(document.activeElement).toBe(note);
    await user.type(note, "Call time moved for the rain");
    expect(within(dialog).getByText(TEXTS.noteCount(28, REVISION_NOTE_MAX_CHARS))).toBeTruthy();
    // An emoji counts one, as the API counts it.
    await user.type(note, " 🌧");
    expect(within(dialog).getByText(TEXTS.noteCount(30, REVISION_NOTE_MAX_CHARS))).toBeTruthy();
    await user.type(note, "{Backspace}{Backspace}{Backspace}");
    await user.click(within(dialog).getByRole("button", { name: TEXTS.dialogTitle(2) }));

    const toastBox = (await screen.findByText(TEXTS.published(2), { selector: "[role=status] > strong" }, { timeout: 8_000 })).parentElement;
    expect(toastBox?.textContent).toContain(callTimeChange.text);
    expect(toastBox?.textContent).toContain(sceneMove.text);
    const writes = api.calls.filter((call) => call.method !== "GET").map((call) => [call.method, call.path, call.body]);
    expect(writes).toEqual([
      ["PATCH", `/api/call-sheets/${SHEET_ID}`, { baseVersion: 2, client: "Acme Ltd" }],
      ["POST", `/api/call-sheets/${SHEET_ID}/revisions`, { note: "Call time moved for the rain", afterRevision: 1 }],
    ]);
    expect(revisions[1]?.callSheet.client).toBe("Acme Ltd");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: TEXTS.dialogTitle(2) })).toBeNull());
    expect(await within(header()).findByText(TEXTS.revisionLabel(2))).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.path === `/api/call-sheets/${SHEET_ID}/revisions/2`)).toBe(true));
    expect(within(header()).queryByText(/Draft/)).toBeNull();
  });

  it("should say in the dialog that nothing changed since REV 1 (nothing to publish), and not once an edit waits on screen", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/call-sheet/${SHEET_ID}`);
    const bar = await actions();
    await within(header()).findByText(TEXTS.revisionLabel(1));
    await waitFor(() => expect(api.calls.some((call) => call.path === `/api/call-sheets/${SHEET_ID}/revisions/1`)).toBe(true));
    await user.click(within(bar).getByRole("button", { name: TEXTS.publish }));
    let dialog = await screen.findByRole("dialog", { name: TEXTS.dialogTitle(2) });
    expect(within(dialog).getByRole("note").textContent).toBe(TEXTS.unchangedSince(1));
    await user.click(within(dialog).getByRole("button", { name: TEXTS.cancel }));

    // Typed and not yet saved: publishing would carry it, so nothing is 'unchanged'.
    await user.type(screen.getByRole("textbox", { name: "Client" }), " Ltd");
    await user.click(within(bar).getByRole("button", { name: TEXTS.publish }));
    dialog = await screen.findByRole("dialog", { name: TEXTS.dialogTitle(2) });
    expect(within(dialog).queryByText(TEXTS.unchangedSince(1))).toBeNull();
  });

  it("should show the API's 409 when another tab published meanwhile, read the revisions again, and publish after the new one", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/call-sheet/${SHEET_ID}`);
    const bar = await actions();
    await within(header()).findByText(TEXTS.revisionLabel(1));
    // Another tab moves the call time and publishes REV 2; this one still shows REV 1 and edits the client.
    sheet = { ...sheet, version: 3, shootingTime: "06:30" };
    revisions.push({ number: 2, publishedAt: "2026-11-27T12:00:00.000Z", publishedBy: "Ada Admin", note: "", callSheet: sheet });
    await user.type(screen.getByRole("textbox", { name: "Client" }), " Ltd");
    await user.click(within(bar).getByRole("button", { name: TEXTS.publish }));
    let dialog = await screen.findByRole("dialog", { name: TEXTS.dialogTitle(2) });
    await user.click(within(dialog).getByRole("button", { name: TEXTS.dialogTitle(2) }));

    expect((await within(dialog).findByRole("alert", {}, { timeout: 8_000 })).textContent).toBe(REVISION_MESSAGES.newerRevision(2, 1));
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([{ note: "", afterRevision: 1 }]);
    expect(revisions).toHaveLength(2);
    // The revisions are read again: the header says REV 2, the dialog now publishes REV 3 (after REV 2).
    expect(await within(header()).findByText(TEXTS.revisionLabel(2))).toBeTruthy();
    dialog = await screen.findByRole("dialog", { name: TEXTS.dialogTitle(3) });
    await user.click(within(dialog).getByRole("button", { name: TEXTS.dialogTitle(3) }));
    expect(await screen.findByText(TEXTS.published(3), { selector: "[role=status] > strong" }, { timeout: 8_000 })).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([{ note: "", afterRevision: 1 }, { note: "", afterRevision: 2 }]);
  });

  it("should show the API's 409 when nothing changed since the latest revision, and publish nothing", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/call-sheet/${SHEET_ID}`);
    const bar = await actions();
    await within(header()).findByText(TEXTS.revisionLabel(1));
    await user.click(within(bar).getByRole("button", { name: TEXTS.publish }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.dialogTitle(2) });
    await user.click(within(dialog).getByRole("button", { name: TEXTS.dialogTitle(2) }));
    expect((await within(dialog).findByRole("alert", {}, { timeout: 8_000 })).textContent).toBe(REVISION_MESSAGES.nothingToPublish(1));
    expect(revisions).toHaveLength(1);
  });

  it("should say 'first revision' when publishing revision 1", async () => {
    const user = userEvent.setup();
    revisions = [];
    renderAt(`/admin/call-sheet/${SHEET_ID}`);
    const bar = await actions();
    await within(header()).findByText(TEXTS.unpublished);
    await user.click(within(bar).getByRole("button", { name: TEXTS.publish }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.dialogTitle(1) });
    await user.click(within(dialog).getByRole("button", { name: TEXTS.dialogTitle(1) }));
    const toastBox = (await screen.findByText(TEXTS.published(1), { selector: "[role=status] > strong" }, { timeout: 8_000 })).parentElement;
    expect(toastBox?.textContent).toContain(TEXTS.firstRevision);
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ note: "", afterRevision: null });
  });

  it("should refuse a note over 500 characters at the field with the API's message, and show the API's own refusal under the note", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/call-sheet/${SHEET_ID}`);
    const bar = await actions();
    await within(header()).findByText(TEXTS.revisionLabel(1));
    await user.click(within(bar).getByRole("button", { name: TEXTS.publish }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.dialogTitle(2) });
    const note = within(dialog).getByRole("textbox", { name: TEXTS.noteLabel });
    await user.click(note);
    await user.paste("x".repeat(REVISION_NOTE_MAX_CHARS + 1));
    expect(within(dialog).getByText(TEXTS.noteCount(501, REVISION_NOTE_MAX_CHARS))).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: TEXTS.dialogTitle(2) }));
    expect(within(dialog).getByRole("alert").textContent).toBe(REVISION_MESSAGES.noteTooLong);
    expect(note.getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);

    // What only the server knows (here: a refusal the client's check let through) shows in the same place.
    await user.clear(note);
    await user.type(note, "Rain");
    refuseNext = { status: 400, body: { message: REVISION_MESSAGES.invisibleCharacters, errors: [{ path: "note", message: REVISION_MESSAGES.invisibleCharacters }] } };
    await user.click(within(dialog).getByRole("button", { name: TEXTS.dialogTitle(2) }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(REVISION_MESSAGES.invisibleCharacters);
    expect(screen.getByRole("dialog", { name: TEXTS.dialogTitle(2) })).toBeTruthy();
    expect(revisions).toHaveLength(1);
  });

  it("should list the history newest first, open REV 1 read-only with its call time, and compare 1 and 2 grouped by section", async () => {
    const user = userEvent.setup();
    revisions.push({ number: 2, publishedAt: "2026-11-27T12:00:00.000Z", publishedBy: null, note: "", callSheet: { ...base, version: 5, shootingTime: "06:30" } });
    const router = renderAt(`/admin/call-sheet/${SHEET_ID}`);
    const bar = await actions();
    await user.click(within(bar).getByRole("button", { name: TRUST.more }));
    await user.click(await within(bar).findByRole("link", { name: TEXTS.history }));
    expect(router.state.location.search).toBe("?view=revisions");
    const panel = await screen.findByRole("dialog", { name: TEXTS.historyTitle });
    const items = within(await within(panel).findByRole("list", { name: TEXTS.historyList })).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-label"))).toEqual(["REV 2", "REV 1"]);
    expect(items[0]?.textContent).toContain(TEXTS.publishedBy(null));
    expect(items[0]?.textContent).toContain(TEXTS.noNote);
    expect(items[1]?.textContent).toContain("Ada Admin");
    expect(items[1]?.textContent).toContain("First call");

    await user.click(within(items[1]!).getByRole("link", { name: TEXTS.open(1) }));
    expect(router.state.location.search).toBe("?view=revisions&rev=1");
    const readOnly = await screen.findByRole("dialog", { name: TEXTS.readOnly(1) });
    expect(await within(readOnly).findByRole("note", { name: TEXTS.readOnly(1) })).toBeTruthy();
    // The document of the snapshot: its call time, not the later one.
    await waitFor(() => expect(readOnly.textContent).toContain("Spring campaign"));
    expect(readOnly.textContent).toContain("07:00");
    expect(readOnly.textContent).not.toContain("06:30");
    expect(within(readOnly).queryByRole("textbox")).toBeNull();

    await user.click(within(readOnly).getByRole("link", { name: TEXTS.backToList }));
    const list = await screen.findByRole("dialog", { name: TEXTS.historyTitle });
    const form = within(list).getByRole("form", { name: TEXTS.compare });
    expect((within(form).getByLabelText(TEXTS.compareFrom) as HTMLSelectElement).value).toBe("1");
    expect((within(form).getByLabelText(TEXTS.compareTo) as HTMLSelectElement).value).toBe("2");
    await user.click(within(form).getByRole("button", { name: TEXTS.compare }));
    expect(router.state.location.search).toBe("?view=revisions&from=1&to=2");
    const compared = await screen.findByRole("dialog", { name: TEXTS.compareTitle(1, 2) });
    const location = await within(compared).findByRole("region", { name: "Project Details" });
    expect(within(location).getByRole("listitem").textContent).toBe(callTimeChange.text);
    expect(within(within(compared).getByRole("region", { name: "Shooting Agenda" })).getByRole("listitem").textContent).toBe(sceneMove.text);
    expect(api.calls.some((call) => call.path === `/api/call-sheets/${SHEET_ID}/revisions/2/changes` && call.query.get("from") === "1")).toBe(true);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: TEXTS.compareTitle(1, 2) })).toBeNull());
    expect(router.state.location.search).toBe("");
  });

  it("should keep Share and Publish revision in sight and put Print, Download PDF and Revisions in 'More' on a wide screen", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/call-sheet/${SHEET_ID}`);
    const bar = await actions();
    expect(within(header()).getByRole("link", { name: EDITOR_TEXTS.backToDashboard })).toBeTruthy();
    const shown = await within(bar).findByRole("button", { name: TEXTS.publish });
    await within(bar).findByRole("button", { name: SHARING_TEXTS.share });
    const more = within(bar).getByRole("button", { name: TRUST.more });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(within(bar).queryByRole("link", { name: TEXTS.history })).toBeNull();
    await user.click(more);
    const menu = document.getElementById(more.getAttribute("aria-controls")!)!;
    const names = [...menu.querySelectorAll(":scope > a, :scope > button")].map((item) => item.textContent);
    expect(names).toEqual([EDITOR_TEXTS.print, EDITOR_TEXTS.downloadPdf, TEXTS.history]);
    // A click elsewhere (Publish revision, here) closes it.
    await user.click(shown);
    await waitFor(() => expect(more.getAttribute("aria-expanded")).toBe("false"));
    await screen.findByRole("dialog", { name: TEXTS.dialogTitle(2) });
  });

  it("should close the phone's Actions menu, focus back on it, once a dialog chosen from it (Publish revision, Share) closes", async () => {
    // A phone's width: the bar is compact (every action in 'Actions').
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === COMPACT_HEADER }));
    const user = userEvent.setup();
    renderAt(`/admin/call-sheet/${SHEET_ID}`);
    const bar = await actions();
    const menu = within(bar).getByRole("button", { name: TRUST.menu });
    expect(within(bar).queryByRole("button", { name: TRUST.more })).toBeNull();
    expect(within(header()).queryByRole("link", { name: EDITOR_TEXTS.backToDashboard })).toBeNull();
    await user.click(menu);
    const list = document.getElementById(menu.getAttribute("aria-controls")!)!;
    await within(bar).findByRole("button", { name: SHARING_TEXTS.share });
    const names = [...list.querySelectorAll(":scope > a, :scope > button")].map((item) => item.getAttribute("aria-label") ?? item.textContent);
    expect(names).toEqual([SHARING_TEXTS.share, "Collaborators", "Comments", TEXTS.publish, EDITOR_TEXTS.print, EDITOR_TEXTS.downloadPdf, TEXTS.history, EDITOR_TEXTS.backToDashboard]);
    await user.keyboard("{Escape}");
    expect(document.activeElement).toBe(menu);
    for (const [action, title] of [
      [TEXTS.publish, TEXTS.dialogTitle(2)],
      [SHARING_TEXTS.share, SHARING_TEXTS.dialogTitle],
    ] as const) {
      await user.click(menu);
      expect(menu.getAttribute("aria-expanded")).toBe("true");
      await user.click(await within(bar).findByRole("button", { name: action }));
      // Share's dialog is a lazy module of its own: its first load in vitest takes seconds.
      const dialog = await screen.findByRole("dialog", { name: title }, { timeout: 15_000 });
      // Open while its dialog is: the dialog lives in the menu.
      expect(menu.getAttribute("aria-expanded")).toBe("true");
      await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(menu.getAttribute("aria-expanded")).toBe("false"));
      expect(document.activeElement).toBe(menu);
    }
  });
});
