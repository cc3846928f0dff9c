import { expect, request, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import { fullSheet } from "../../packages/call-sheet/src/fixtures/fullSheet.ts";
import { E2E_ADMIN, uniqueUsername } from "./accounts.ts";
import { invitationOf, waitForMailTo } from "./mail.ts";

/** Helpers of the sharing browser tests (share dialog, invitations, gate, shared view). */

/** An API client signed in as the e2e admin (dispose it when done). */
export async function sharingAdminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const login = await api.post("/api/admin/login", { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  if (!login.ok()) throw new Error(`admin login: ${login.status()}`);
  return api;
}

/**
 * Signs the page's browser context in as the admin through the API (the session cookie is the context's),
 * so the sharing tests do not depend on the admin console's build (the sign-in form is tested in auth.spec.ts).
 */
export async function signInAdminSession(page: Page): Promise<void> {
  const login = await page.request.post("/api/admin/login", { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  if (!login.ok()) throw new Error(`admin login: ${login.status()}`);
}

const FILLED_FIELDS = [
  "client",
  "locations",
  "locationsList",
  "streetAddress",
  "streetNumber",
  "teamMembers",
  "concepts",
  "actorContacts",
  "sceneSchedule",
  "props",
  "gear",
  "weather",
  "technicalSpecs",
  "costumeNotes",
  "setNotes",
  "emergencyContacts",
] as const;

/** A full call sheet (the document's fixture: team, concepts, scenes...) under a title of its own; its id. */
export async function createFullSheet(api: APIRequestContext, shootingTitle: string): Promise<number> {
  const created = await api.post("/api/call-sheets", { data: { shootingTitle, client: fullSheet.client, locations: fullSheet.locations, shootingDate: fullSheet.shootingDate } });
  if (!created.ok()) throw new Error(`creating a call sheet: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  // The summary the create answers has no version: the editor's GET does (PATCH needs it as baseVersion).
  const sheet = (await (await api.get(`/api/call-sheets/${id}`)).json()) as { id: number; version: number };
  const patch: Record<string, unknown> = { baseVersion: sheet.version };
  for (const field of FILLED_FIELDS) patch[field] = fullSheet[field];
  const patched = await api.patch(`/api/call-sheets/${sheet.id}`, { data: patch });
  if (!patched.ok()) throw new Error(`filling the call sheet: ${patched.status()} ${await patched.text()}`);
  return sheet.id;
}

/** A registered client (POST /api/users as the admin), to be found through the share dialog's user search. */
export async function createClientUser(api: APIRequestContext, fullName: string): Promise<{ fullName: string; email: string; username: string }> {
  const username = uniqueUsername("client");
  const email = `${username}@example.com`;
  const created = await api.post("/api/users", { data: { username, password: "client-password-1", email, fullName, userType: "client" } });
  if (!created.ok()) throw new Error(`registering a client: ${created.status()} ${await created.text()}`);
  return { fullName, email, username };
}

export type Invitation = { link: string; password: string; email: string; subject: string };

/**
 * Waits until `email`'s invitation to the sheet is live: its credentials open the sheet only once the jobs
 * runner has recorded the mail server's acceptance, a moment after the SMTP listener has the mail (until
 * then the gate refuses the link, as for anyone). Asked through the admin's list, not the gate: each refusal
 * there counts toward the gate's throttle for this one test address.
 */
export async function invitationLive(callSheetId: number, email: string, api?: APIRequestContext): Promise<void> {
  const admin = api ?? (await sharingAdminApi());
  try {
    await expect
      .poll(
        async () => {
          const list = (await (await admin.get(`/api/call-sheet-shares/${callSheetId}`)).json()) as { shares: Array<{ email: string; invitation: { deliveredAt: string | null } }> };
          return list.shares.find((share) => share.email === email)?.invitation.deliveredAt ?? null;
        },
        { timeout: 15_000 },
      )
      .not.toBeNull();
  } finally {
    if (!api) await admin.dispose();
  }
}

/** Shares a sheet through the API (as the dialog does, one call) and reads the invitation from the SMTP listener. */
export async function shareByApi(api: APIRequestContext, callSheetId: number, email: string, role: "viewer" | "commenter"): Promise<Invitation> {
  const before = Date.now();
  const shared = await api.post("/api/call-sheet-shares", { data: { callSheetId, email, role, message: "" } });
  if (!shared.ok()) throw new Error(`sharing: ${shared.status()} ${await shared.text()}`);
  const mail = await waitForMailTo(email);
  // A re-share must not hand back the older invitation.
  expect(Number(mail.file.match(/(\d+)-\d+\.eml$/)?.[1])).toBeGreaterThanOrEqual(before - 1000);
  await invitationLive(callSheetId, email, api);
  return { ...invitationOf(mail), subject: mail.subject };
}

/** A unique e-mail for a collaborator of one test. */
export const collaboratorEmail = (prefix: string) => `${uniqueUsername(prefix)}@example.com`;

/**
 * A full sheet titled `title`, shared by the admin with a new collaborator (e-mail from `prefix`) as `role`:
 * the sheet's id, that e-mail, the invitation as received, and the token of its link.
 */
export async function sharedSheetWithInvitation(title: string, prefix: string, role: "viewer" | "commenter") {
  const api = await sharingAdminApi();
  try {
    const sheetId = await createFullSheet(api, title);
    const email = collaboratorEmail(prefix);
    const invitation = await shareByApi(api, sheetId, email, role);
    const token = new URL(invitation.link).pathname.split("/").pop()!;
    return { sheetId, email, invitation, token };
  } finally {
    await api.dispose();
  }
}

/**
 * A commenter's grant on a new full sheet (its invitation's e-mail made from `prefix`), won in `context`'s cookie
 * jar (what the gate does): the context's pages open the shared view signed in.
 */
export async function grantIn(context: BrowserContext, title: string, prefix: string) {
  const shared = await sharedSheetWithInvitation(title, prefix, "commenter");
  const access = await context.request.post(`${process.env.E2E_BASE_URL}/api/call-sheet-access`, { data: { token: shared.token, email: shared.invitation.email, password: shared.invitation.password } });
  expect(access.status(), await access.text()).toBe(200);
  return shared;
}

/** True once the share portal's service worker holds this sheet's copy and the shell's files the page ran on (apps/share-portal/src/offline/sw.ts). */
export const copyKept = (page: Page, sheetId: number) =>
  page.evaluate(
    async ({ cacheName, id }) => {
      const copy = await (await caches.open(cacheName)).match(`${location.origin}/shared-call-sheet/${id}`);
      const shell = await (await caches.open("portal-shell-v1")).keys();
      return copy !== undefined && shell.some((entry) => entry.url.endsWith("/shell/portalEntry.js"));
    },
    { cacheName: ON_SET_CONSTANTS.sheetCache, id: sheetId },
  );

/** A toast (or any live region) with this text: success toasts are status regions, destructive ones alerts. */
export const toastWith = (page: Page, text: string) => page.locator('[role="status"], [role="alert"]').filter({ hasText: text });

/** A section's comment bubble on the shared view ("Comments on Team, 1 comment"). */
export const commentBubble = (page: Page, section: string) => page.getByRole("button", { name: new RegExp(`^Comments on ${section}, \\d+ comments?$`) });

/** The open comment panel of a section. */
export const commentPanel = (page: Page, section: string) => page.getByRole("region", { name: `Comments on ${section}`, exact: true });

/** A side panel of the shared view (Comments Overview, Shared with) by its heading. */
export const sidePanel = (page: Page, title: string): Locator => page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true, level: 2 }) });

/**
 * Fails on page errors and console errors of a page the test opened itself (the fixture watches only `page`);
 * the API's refusals the flows expect (401, 403, 410, 429 on /api/) and 404s are allowed, as in fixtures.ts.
 */
export function watchErrors(page: Page, { ignore }: { ignore?: RegExp } = {}): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error" || ignore?.test(message.text())) return;
    const expectedRefusal = /status of 40[13]|status of 410|status of 429/.test(message.text()) && new URL(message.location().url || "http://x/").pathname.startsWith("/api/");
    if (!/status of 404/.test(message.text()) && !expectedRefusal) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * What Chromium logs when Playwright itself probes a sandboxed frame without allow-scripts (the e-mail
 * previews' iframes): the page runs no script there (microsoft/playwright#33343).
 */
export const SANDBOXED_FRAME_PROBE = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

/** Every URL a page's frames navigated to (documents and history API changes), for the no-password-in-URLs check. */
export function recordUrls(page: Page, into: string[]): void {
  page.on("framenavigated", (frame) => into.push(frame.url()));
}

/** The URLs of `urls` that hold `secret`, raw or URL-encoded (expected: none). */
export const urlsWith = (urls: readonly string[], secret: string) => urls.filter((url) => url.includes(secret) || url.includes(encodeURIComponent(secret)));

/**
 * Waits until a shared view is the app's: a page the portal server rendered shows the sheet at once, but its
 * buttons do nothing until the scripts take it over (apps/share-portal/src/app/takeOver.ts sets
 * `data-taken-over` on #root), so a press before that is lost. A view the app rendered itself (no server
 * markup) passes at once.
 */
export async function sharedViewLive(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (firstResponseId) => document.getElementById("root")?.dataset.takenOver !== undefined || document.getElementById(firstResponseId) === null,
    ON_SET_CONSTANTS.firstResponseElementId,
    { timeout },
  );
}

/** Width of the page's content beyond the viewport (0 when nothing scrolls sideways). */
export const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A name of the full fixture's team that appears nowhere else in the document: "the sheet's content is shown". */
export const TEAM_MEMBER = "Nikola Ilić";

/** A short random tag that keeps a test's titles and e-mails its own. */
export const tag = () => Math.random().toString(36).slice(2, 7);
