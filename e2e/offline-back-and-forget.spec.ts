import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "@playwright/test";
import { callSheetRevisionsUrl } from "@repo/contracts/callSheets/urls";
import { ON_SET_CONSTANTS, ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { expect, test } from "./support/fixtures.ts";
import { commentBubble, commentPanel, copyKept, grantIn, sharingAdminApi, tag } from "./support/sharing.ts";

/**
 * The share portal's offline copy against history, other sites and a silent API (docs/on-set.md, "Offline"),
 * through the real gateway, portal server, API and service worker, at 375 px: Back after 'Forget this sheet'
 * does not bring the sheet back or store it again; Back online shows the revision published meanwhile and
 * keeps that as the copy (the page is `no-store`: never answered from the HTTP cache); another site sending
 * the phone to `?forget=1` forgets nothing; an API that does not answer gives the copy with its banner.
 */

const PHONE = { viewport: { width: 375, height: 812 } };
const banner = (page: Page) => page.locator(`#${ON_SET_CONSTANTS.offlineBannerId}`);
const takenOver = (page: Page) => expect(page.locator("#root[data-taken-over]")).toHaveCount(1, { timeout: 20_000 });

/** The sheet's copy as the worker keeps it: its stamp and the revision its embedded answers name (null: none kept). */
const copyOf = (page: Page, sheetId: number) =>
  page.evaluate(
    async ({ cacheName, storedAtHeader, id }) => {
      const copy = await (await caches.open(cacheName)).match(`${location.origin}/shared-call-sheet/${id}`);
      if (!copy) return null;
      const revision = /"revision":\{"number":(\d+)/.exec(await copy.text())?.[1];
      return { storedAt: copy.headers.get(storedAtHeader), revision: revision ? Number(revision) : null };
    },
    { cacheName: ON_SET_CONSTANTS.sheetCache, storedAtHeader: ON_SET_CONSTANTS.storedAtHeader, id: sheetId },
  );

/** The copy as a page of the origin outside the worker's scope reads it (the page may show the browser's error page). */
async function copyReadFrom(context: BrowserContext, sheetId: number) {
  const reader = await context.newPage();
  try {
    await reader.goto("/api/health");
    return await copyOf(reader, sheetId);
  } finally {
    await reader.close();
  }
}

/** Comments written offline waiting on this device (IndexedDB, src/offline/commentOutbox.ts). */
const pendingOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("portal-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains("pendingComments")) return resolve(0);
          const count = database.transaction("pendingComments").objectStore("pendingComments").count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

/** A sheet opened once online, its copy kept by the worker. */
async function sheetVisited(context: BrowserContext, title: string) {
  const shared = await grantIn(context, `${title} ${tag()}`, "back");
  const page = await context.newPage();
  await page.goto(`/shared-call-sheet/${shared.sheetId}`);
  await expect(commentBubble(page, "Team")).toBeVisible();
  await expect.poll(() => copyKept(page, shared.sheetId), { timeout: 15_000 }).toBe(true);
  return { ...shared, page };
}

/** The API process of this stack (its port is the gateway's + 1: scripts/lib/throwawayStack.mjs), found by its listening socket. */
function apiPid(): number {
  const port = Number(new URL(process.env.E2E_BASE_URL!).port) + 1;
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set(
    fs
      .readFileSync("/proc/net/tcp", "utf8")
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A")
      .map((fields) => fields[9]),
  );
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1])) return Number(pid);
      }
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  throw new Error(`no process listens on the API's port ${port}`);
}

test("Back after 'Forget this sheet' offline brings nothing back, and the worker does not store the sheet again", async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  try {
    const { sheetId, page } = await sheetVisited(context, "Forget then Back");
    await context.setOffline(true);
    await page.reload();
    await expect(banner(page)).toContainText(/^Offline: revision \d+, as of /);
    await banner(page).getByRole("link", { name: ON_SET_TEXTS.forgetSheet }).click();
    await expect(page.getByText(ON_SET_TEXTS.forgotten)).toBeVisible();

    await page.goBack().catch(() => null);
    // No copy to show offline: the browser's own error, not the sheet without its banner.
    await expect(page.getByText("Kalemegdan Fortress")).toHaveCount(0);
    await expect(page.locator("#root")).toHaveCount(0);
    await page.waitForTimeout(1_000);
    await context.setOffline(false);
    expect(await copyReadFrom(context, sheetId)).toBeNull();
  } finally {
    await context.close();
  }
});

test("online Back shows the revision published meanwhile, and that becomes the offline copy", async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const admin = await sharingAdminApi();
  try {
    const { sheetId, page } = await sheetVisited(context, "Back online");
    const first = await copyOf(page, sheetId);
    expect(first?.revision).toBe(1);
    await page.goto("/");

    const sheet = (await (await admin.get(`/api/call-sheets/${sheetId}`)).json()) as { version: number };
    expect((await admin.patch(`/api/call-sheets/${sheetId}`, { data: { baseVersion: sheet.version, shootingTime: "11:15" } })).ok()).toBe(true);
    const published = await admin.post(callSheetRevisionsUrl(sheetId), { data: { note: "later call", afterRevision: 1 } });
    expect(published.status(), await published.text()).toBe(201);

    await page.goBack();
    await takenOver(page);
    expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type)).toBe("back_forward");
    await expect(page.getByText("11:15").first()).toBeVisible();
    await expect.poll(async () => (await copyOf(page, sheetId))?.revision, { timeout: 15_000 }).toBe(2);

    await context.setOffline(true);
    await page.reload();
    await expect(banner(page)).toContainText(/^Offline: revision 2, as of /);
  } finally {
    await admin.dispose();
    await context.close();
  }
});

test("another site sending the phone to '?forget=1' forgets nothing: the comment written offline is still sent", async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  let otherSite: http.Server | undefined;
  try {
    const { sheetId, page } = await sheetVisited(context, "Cross-site forget");
    const text = `Written offline ${tag()}`;
    await context.setOffline(true);
    await page.reload();
    await takenOver(page);
    await commentBubble(page, "Team").click();
    const panel = commentPanel(page, "Team");
    await panel.getByLabel(SHARE_PORTAL_TEXTS.commentLabel).fill(text);
    await panel.getByRole("button", { name: SHARING_TEXTS.addComment }).click();
    await expect(page.getByText(ON_SET_TEXTS.pendingComments(1))).toBeVisible();
    // Left before the network is back (the open sheet would send it at once).
    await page.goto("about:blank");
    await context.setOffline(false);

    // Another site (another host: cross-site) that sends its visitor to the sheet's forget link.
    const target = `${process.env.E2E_BASE_URL}/shared-call-sheet/${sheetId}?forget=1`;
    otherSite = http.createServer((_, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(`<h1>Cat pictures</h1><script>location.href = ${JSON.stringify(target)};</script>`);
    });
    await new Promise<void>((resolve) => otherSite!.listen(0, "127.0.0.1", resolve));
    const visitor = await context.newPage();
    await visitor.goto(`http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`);
    await visitor.waitForURL(target);
    await expect(commentBubble(visitor, "Team")).toBeVisible();
    await expect(visitor.getByText(ON_SET_TEXTS.forgotten)).toHaveCount(0);

    // The waiting comment was kept, so the sheet's page sends it.
    await expect.poll(async () => ((await (await context.request.get(`/api/call-sheet-comments?callSheetId=${sheetId}&sectionId=team`)).json()) as { comments: Array<{ text: string }> }).comments.map((comment) => comment.text), { timeout: 15_000 }).toContain(text);
    await expect.poll(() => pendingOnDevice(visitor)).toBe(0);
    expect(await copyOf(visitor, sheetId)).not.toBeNull();
  } finally {
    otherSite?.close();
    await context.close();
  }
});

test("an API that does not answer gives the phone its copy with the offline banner, kept", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext(PHONE);
  const api = apiPid();
  try {
    const { sheetId, page } = await sheetVisited(context, "API paused");
    const before = await copyOf(page, sheetId);
    process.kill(api, "SIGSTOP");
    // The portal server waits 5 s for the API, then answers the shell with `x-portal-grant: unknown`.
    const response = await page.goto(`/shared-call-sheet/${sheetId}`, { timeout: 30_000 });
    expect(response?.status()).toBe(200);
    await expect(banner(page)).toContainText(/^Offline: revision 1, as of /);
    await expect(page.getByText("Kalemegdan Fortress").first()).toBeVisible();
    await expect(banner(page).getByRole("link", { name: ON_SET_TEXTS.forgetSheet })).toBeVisible();
    expect(await copyOf(page, sheetId)).toEqual(before);
  } finally {
    process.kill(api, "SIGCONT");
    await context.close();
  }
});

test("back online, the copy keeps its banner until the server has answered: a network that says online and answers nothing is not a fresh sheet", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext(PHONE);
  const api = apiPid();
  let stopped = false;
  try {
    const { sheetId, page } = await sheetVisited(context, "Captive Wi-Fi");
    await context.setOffline(true);
    await page.reload();
    await expect(banner(page)).toContainText(/^Offline: revision 1, as of /);
    await takenOver(page);
    // The browser says online (a captive portal, a flaky Wi-Fi) but nothing answers yet: the banner stays.
    process.kill(api, "SIGSTOP");
    stopped = true;
    await context.setOffline(false);
    await page.waitForTimeout(3_000);
    await expect(banner(page)).toBeVisible();
    // The server answers: the sheet on screen is current, and the banner goes.
    process.kill(api, "SIGCONT");
    stopped = false;
    await expect(banner(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText("Kalemegdan Fortress").first()).toBeVisible();
    expect((await copyOf(page, sheetId))?.revision).toBe(1);
  } finally {
    if (stopped) process.kill(api, "SIGCONT");
    await context.close();
  }
});
