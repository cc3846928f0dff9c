import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, vi } from "vitest";
import type { RevisionChange } from "@repo/contracts/callSheets/schemas/revisions";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { CONFIRMATION_MESSAGES, CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import type { SharedCallSheet } from "@repo/contracts/sharing/schemas";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi, type ApiCall, type ApiAnswer, type ApiHandler } from "@repo/ui/loopbackApi";
import { invitationEnded } from "../../testing/liveInvitation.ts";
import { checkAuth, SHEET_ID, sharedSheet } from "../../testing/sharedViewFixtures.ts";
import { clearToasts } from "../../testing/toasts.ts";
import { forgetChangesReadCookie } from "./lib/changesRead.ts";
import { SharedCallSheetPage } from "./SharedCallSheetPage.tsx";

/**
 * The shared view's revision tests (SharedCallSheetPage.revisions.*.test.tsx, issue 25 on the shared view:
 * what changed since the collaborator's last revision comes first, the changed sections are marked, Confirm
 * ('I have read revision N') is recorded by the server, 'Add to calendar'): one loopback API per test, the
 * page opened at the sheet's address, and a collaborator's API that keeps the real one's state.
 */

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;

/** The loopback API of the test (another one replaces it: the one before is closed). */
export async function serve(handler: ApiHandler) {
  await api?.close();
  api = await startLoopbackApi(handler);
  return api;
}

/** The calls the test's loopback API received so far. */
export const apiCalls = () => api!.calls;

export const SHEET_PATH = `/shared-call-sheet/${SHEET_ID}`;

/** This browser forgets which list it closed (the cookie of lib/changesRead.ts): another device, as far as the page knows. */
export const forgetClosedList = () => void (document.cookie = forgetChangesReadCookie(SHEET_ID));

/** Each test file's hooks: the page's address and media, and everything a test leaves behind dropped. */
export function setUpRevisionPages(): void {
  beforeEach(() => {
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    // The document at the sheet's address, as in the browser: the closed list's cookie is scoped to it.
    window.history.replaceState(null, "", SHEET_PATH);
  });
  afterEach(async () => {
    clearToasts();
    window.localStorage.clear();
    forgetClosedList();
    window.history.replaceState(null, "", "/");
    await api?.close();
    api = undefined;
  });
}

const routes = [{ path: "/shared-call-sheet/:id", element: <SharedCallSheetPage /> }];

export const CALL_TIME: RevisionChange = { section: "location", field: "shootingTime", kind: "changed", itemId: null, text: "Call time 06:30 -> 06:00" };
export const SCENE_MOVED: RevisionChange = { section: "scenes", field: "sceneSchedule", kind: "moved", itemId: 3, text: "Scene 'Rooftop' moved before 'Studio'" };

type Revision = { number: number; publishedAt: string; note: string; snapshot: CallSheet; changes: RevisionChange[] };

/**
 * The API of one collaborator's session, with the state the real one keeps: the producer's draft, the
 * published revisions (snapshots of the draft), which revisions this collaborator opened and confirmed. Like
 * services/api, the sheet answers the latest revision and the changes since the newest older revision the
 * collaborator opened, records the opening, and refuses to confirm anything but the latest. The lines of
 * what changed are the test's (`nextChanges`): the diff itself is the API's, tested there. `counts`: each
 * section's number of comments, as the comments' call answers them now.
 */
export function collaboratorApi(role: "viewer" | "commenter" = "viewer") {
  const base = sharedSheet(role);
  const server = {
    draft: { ...base.callSheet } as CallSheet,
    revisions: [] as Revision[],
    opened: new Set<number>(),
    confirmed: new Map<number, string>(),
    nextChanges: [] as RevisionChange[],
    counts: {} as Record<string, number>,
    publish(note = "") {
      const number = server.revisions.length + 1;
      const publishedAt = new Date(Date.UTC(2026, 5, number, 9)).toISOString();
      server.revisions.push({ number, publishedAt, note, snapshot: { ...server.draft }, changes: number === 1 ? [] : server.nextChanges });
      return server.revisions.at(-1)!;
    },
    latest: () => server.revisions.at(-1)!,
    reading(): SharedCallSheet {
      const latest = server.latest();
      const before = Math.max(0, ...[...server.opened].filter((number) => number < latest.number));
      server.opened.add(latest.number);
      const changes = before ? server.revisions.filter((revision) => revision.number > before).flatMap((revision) => revision.changes) : [];
      return {
        ...base,
        callSheet: latest.snapshot,
        revision: { number: latest.number, publishedAt: latest.publishedAt, note: latest.note },
        changes,
        changedSince: before || null,
        confirmedRevision: server.confirmed.size ? Math.max(...server.confirmed.keys()) : null,
      };
    },
    handler: (call: ApiCall): ApiAnswer | undefined => {
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(role) };
      if (call.path === "/api/get-call-sheet") return { body: server.reading() };
      if (call.path === "/api/call-sheet-comments") {
        const total = Object.values(server.counts).reduce((sum, count) => sum + count, 0);
        return { body: { comments: [], nextCursor: null, counts: { ...server.counts }, total } };
      }
      // The producer's calls (another session in reality): an edit of the draft, a publish.
      if (call.method === "PATCH" && call.path === `/api/call-sheets/${SHEET_ID}`) {
        Object.assign(server.draft, call.body);
        return { body: server.draft };
      }
      if (call.method === "POST" && call.path === `/api/call-sheets/${SHEET_ID}/revisions`) {
        const published = server.publish((call.body as { note?: string } | undefined)?.note);
        return { status: 201, body: { number: published.number, publishedAt: published.publishedAt, changes: published.changes } };
      }
      if (call.method === "POST" && call.path === CONFIRMATION_URLS.confirmations) {
        const { revision } = call.body as { callSheetId: number; revision: number };
        if (revision !== server.latest().number) return { status: 409, body: { message: CONFIRMATION_MESSAGES.notLatest(server.latest().number) } };
        const confirmedAt = server.confirmed.get(revision) ?? new Date().toISOString();
        server.confirmed.set(revision, confirmedAt);
        return { status: 201, body: { revision, confirmedAt } };
      }
      return undefined;
    },
  };
  return server;
}

/** The producer's side, over HTTP to the same API: an edit of the draft, then (optionally) a publish. */
export async function producer(method: "PATCH" | "POST", path: string, body: unknown) {
  const response = await fetch(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(response.ok).toBe(true);
}

/** Opens the shared view (again: a reload is a new page with a new query cache). */
export function openPage() {
  cleanup();
  renderRoutes(routes, SHEET_PATH);
}

/** Opens the shared view and waits for the sheet. */
export async function openSheet() {
  openPage();
  expect(await screen.findByRole("article", {}, { timeout: 10_000 })).toBeTruthy();
}

/** What a test puts before the collaborator's API: it may answer a call itself and leave the rest to `api`. */
type Wrap = (api: (call: ApiCall) => ApiAnswer | undefined) => ApiHandler;

/** A collaborator's API with REV 1 published, served (through `wrap`), and the sheet opened on it. */
export async function openFirstRevision(role: "viewer" | "commenter" = "viewer", wrap: Wrap = (api) => api) {
  const server = collaboratorApi(role);
  server.publish();
  await serve(wrap(server.handler));
  await openSheet();
  return server;
}

/** The same, with an API whose every call says the invitation was revoked (410) once `end()` is called. */
export async function openFirstRevisionThatEnds() {
  let ended = false;
  const server = await openFirstRevision("viewer", (api) => (call) => (ended ? invitationEnded("revoked") : api(call)));
  return { server, end: () => void (ended = true) };
}

/** A collaborator who opened REV 1, after which the producer moved the call time and a scene and published REV 2. */
export async function afterSecondPublish() {
  const server = await openFirstRevision();
  expect(screen.queryByRole("region", { name: /^What changed/ })).toBeNull();
  expect(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) })).toBeTruthy();
  server.nextChanges = [CALL_TIME, SCENE_MOVED];
  await producer("PATCH", `/api/call-sheets/${SHEET_ID}`, { shootingTime: "06:00" });
  await producer("POST", `/api/call-sheets/${SHEET_ID}/revisions`, { note: "Call time moved for the rain" });
  return server;
}

export const changesPanel = () => screen.findByRole("region", { name: REVISION_VIEW_TEXTS.changesTitle(1) }, { timeout: 10_000 });
