import { ON_SET_CONSTANTS, ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { expect, test } from "./support/fixtures.ts";
import { collaboratorEmail, commentBubble, commentPanel, copyKept, grantIn, shareByApi, sharingAdminApi, tag } from "./support/sharing.ts";

/**
 * A comment whose POST reached the API but whose answer was lost (the network dropped on the way back): the
 * form keeps it in the offline outbox, which sends it again with the same idempotency key; the API answers
 * the comment it already wrote, so it is there once (services/api commentKeys.test.ts has the API's side).
 * A Confirm pressed offline waits on the phone the same way, across an offline reload, and goes when the
 * network is back.
 */

test("a comment whose answer was lost is sent again from the outbox and stored once", async ({ browser }) => {
  // No service worker: page.route sees only what the page itself fetches.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: "block" });
  try {
    const { sheetId } = await grantIn(context, `Retry ${tag()}`, "retry");
    const page = await context.newPage();
    const keys: string[] = [];
    let dropped = false;
    await page.route("**/api/call-sheet-comments*", async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.fallback();
      keys.push((request.postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      if (dropped) return route.fallback();
      dropped = true;
      // The API writes it; the answer never comes back.
      await route.fetch();
      await route.abort("connectionreset");
    });
    await page.goto(`/shared-call-sheet/${sheetId}`);
    await expect(page.locator("#root[data-taken-over]")).toHaveCount(1, { timeout: 20_000 });
    const text = `Answer lost ${tag()}`;
    await commentBubble(page, "Team").click();
    const panel = commentPanel(page, "Team");
    await panel.getByLabel(SHARE_PORTAL_TEXTS.commentLabel).fill(text);
    await panel.getByRole("button", { name: SHARING_TEXTS.addComment }).click();
    await expect(panel.getByRole("status").filter({ hasText: ON_SET_TEXTS.waitingToSend })).toContainText(text);

    // The outbox tries again (the network's return; otherwise 30 s later) with the same key.
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(page.getByText(ON_SET_TEXTS.pendingSent(text)).first()).toBeVisible({ timeout: 15_000 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const listed = (await (await context.request.get(`/api/call-sheet-comments?callSheetId=${sheetId}&sectionId=team`)).json()) as { comments: Array<{ text: string }> };
    expect(listed.comments.filter((comment) => comment.text === text)).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test("a Confirm pressed offline waits on the phone, across an offline reload, and is recorded when the network is back", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const { sheetId } = await grantIn(context, `Confirm offline ${tag()}`, "retry");
    const page = await context.newPage();
    await page.goto(`/shared-call-sheet/${sheetId}`);
    await expect(page.locator("#root[data-taken-over]")).toHaveCount(1, { timeout: 20_000 });
    const confirm = page.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) });
    await expect(confirm).toBeVisible();
    const bar = page.getByRole("group", { name: REVISION_VIEW_TEXTS.confirmationLabel });
    await expect.poll(() => copyKept(page, sheetId), { timeout: 15_000 }).toBe(true);

    await context.setOffline(true);
    await confirm.click();
    await expect(bar.getByRole("status")).toHaveText(REVISION_VIEW_TEXTS.waitingToSend(1));
    await expect(confirm).toHaveCount(0);
    await expect(bar.getByRole("alert")).toHaveCount(0);
    // Reloaded (as good as closed) before the network is back: the worker's copy still shows it waiting.
    await page.reload();
    await expect(page.locator(`#${ON_SET_CONSTANTS.offlineBannerId}`)).toBeVisible();
    await expect(page.locator("#root[data-taken-over]")).toHaveCount(1, { timeout: 20_000 });
    await expect(bar.getByRole("status")).toHaveText(REVISION_VIEW_TEXTS.waitingToSend(1));

    await context.setOffline(false);
    await expect(bar.getByText(/^Confirmed REV 1 · /)).toBeVisible({ timeout: 15_000 });
    // Recorded by the server: a fresh load says so, and nothing waits any more.
    await page.reload();
    await expect(bar.getByText(REVISION_VIEW_TEXTS.confirmed(1, null), { exact: true })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("portal-pending-confirmation:")))).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a comment Ana wrote offline is not posted as Bob, who signed in on the same phone in another tab meanwhile, and goes once she signs in again", async ({ browser }) => {
  // No service worker: page.route sees what the page fetches.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: "block" });
  const api = await sharingAdminApi();
  try {
    const shared = await grantIn(context, `Shared phone ${tag()}`, "ana");
    const { sheetId, email: ana } = shared;
    const bob = await shareByApi(api, sheetId, collaboratorEmail("bob"), "commenter");
    const page = await context.newPage();
    // The network's return re-asks check-auth too; held until the outbox's post has its answer, so that post
    // goes as the page still reads (Ana) and the server's check is what stops it.
    const posts: Array<{ asAuthor?: string; status: number }> = [];
    let posted = () => undefined as void;
    const postAnswered = new Promise<void>((resolve) => (posted = resolve));
    let holdCheckAuth = false;
    await page.route("**/api/check-call-sheet-auth/**", async (route) => {
      if (holdCheckAuth) await postAnswered;
      await route.fallback();
    });
    await page.route("**/api/call-sheet-comments", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      const response = await route.fetch();
      posts.push({ asAuthor: (route.request().postDataJSON() as { asAuthor?: string }).asAuthor, status: response.status() });
      await route.fulfill({ response });
      posted();
    });
    await page.goto(`/shared-call-sheet/${sheetId}`);
    await expect(page.locator("#root[data-taken-over]")).toHaveCount(1, { timeout: 20_000 });

    await context.setOffline(true);
    const text = `Ana, offline ${tag()}`;
    await commentBubble(page, "Team").click();
    const panel = commentPanel(page, "Team");
    await panel.getByLabel(SHARE_PORTAL_TEXTS.commentLabel).fill(text);
    await panel.getByRole("button", { name: SHARING_TEXTS.addComment }).click();
    await expect(panel.getByRole("status").filter({ hasText: ON_SET_TEXTS.waitingToSend })).toContainText(text);

    // Bob opens his own invitation in another tab of this phone (the same cookies): the session now reads as him.
    const token = new URL(bob.link).pathname.split("/").pop()!;
    const access = await context.request.post(`${process.env.E2E_BASE_URL}/api/call-sheet-access`, { data: { token, email: bob.email, password: bob.password } });
    expect(access.status()).toBe(200);

    // The network is back: Ana's tab does not post her text under Bob's name.
    holdCheckAuth = true;
    await context.setOffline(false);
    await expect.poll(() => posts, { timeout: 20_000 }).toEqual([{ asAuthor: ana, status: 409 }]);
    const listed = async () => ((await (await context.request.get(`/api/call-sheet-comments?callSheetId=${sheetId}&sectionId=team`)).json()) as { comments: Array<{ text: string }> }).comments.filter((comment) => comment.text === text).length;
    expect(await listed()).toBe(0);
    // The page reads as Bob now: he is not shown her waiting text, and his round neither posts nor drops it.
    await expect(panel.getByRole("status").filter({ hasText: ON_SET_TEXTS.waitingToSend })).toHaveCount(0);
    await expect(page.getByText(text)).toHaveCount(0);
    expect(posts).toHaveLength(1);

    // Ana signs in again on this phone: her comment, kept for her, goes as hers, once.
    const again = await context.request.post(`${process.env.E2E_BASE_URL}/api/call-sheet-access`, { data: { token: shared.token, email: ana, password: shared.invitation.password } });
    expect(again.status()).toBe(200);
    await page.reload();
    await expect.poll(() => posts.at(-1), { timeout: 20_000 }).toEqual({ asAuthor: ana, status: 201 });
    expect(await listed()).toBe(1);
  } finally {
    await api.dispose();
    await context.close();
  }
});
