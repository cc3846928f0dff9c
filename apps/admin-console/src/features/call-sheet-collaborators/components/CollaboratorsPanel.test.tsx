import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import type { AccessLogEntry, Share } from "@repo/contracts/sharing/schemas";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import type { ApiAnswer, ApiCall } from "@repo/ui/loopbackApi";
import { renderRoutes } from "@repo/ui/testing";
import { loopbackApiPerCase } from "../../../testing/loopbackApiPerCase.ts";
import { SHARE_ENDS, shareListOf, shareOf } from "../../../testing/sharing.ts";
import { formatDay } from "../lib/describe.ts";
import { CollaboratorsPanel } from "./CollaboratorsPanel.tsx";

let shares: Share[] = [];
let accessLog: AccessLogEntry[] = [];
/** Each case may answer an action its own way; undefined: the default below. */
let onAction: ((call: ApiCall) => ApiAnswer | undefined) | undefined;

function answer(call: ApiCall): ApiAnswer | undefined {
  const { method, path, body } = call;
  const custom = onAction?.(call);
  if (custom) return custom;
  if (method === "GET" && path === "/api/call-sheet-shares/4") return { body: { ...shareListOf(shares, null), accessLog } };
  const id = Number(/^\/api\/call-sheet-shares\/(\d+)/.exec(path)?.[1]);
  const share = shares.find((item) => item.id === id);
  if (!share) return undefined;
  if (method === "POST" && path.endsWith("/resend")) {
    const queued = { ...share, invitation: { ...share.invitation, state: "queued" as const, sentAt: null, attempts: 0 } };
    shares = shares.map((item) => (item.id === id ? queued : item));
    return { status: 202, body: { share: queued } };
  }
  if (method === "PATCH") {
    const changed = { ...share, role: (body as { role: Share["role"] }).role };
    shares = shares.map((item) => (item.id === id ? changed : item));
    return { body: { share: changed } };
  }
  if (method === "DELETE") {
    shares = shares.filter((item) => item.id !== id);
    return { body: { success: true } };
  }
  return undefined;
}

function renderPanel() {
  // Under a router, as SharingEntries places it ('Pending only' lives in the address).
  renderRoutes([{ path: "/admin/call-sheet/4", element: <CollaboratorsPanel callSheetId={4} /> }], "/admin/call-sheet/4?view=collaborators");
}

const api = loopbackApiPerCase(answer, () => {
  onAction = undefined;
  accessLog = [];
  shares = [
    shareOf(1, "ann@example.com", { role: "commenter", commentCount: 2, firstAccessed: "2026-11-26T10:00:00.000Z", lastAccessed: "2026-11-27T10:00:00.000Z" }),
    shareOf(2, "bob@example.com"),
    shareOf(3, "cid@example.com", { invitation: { state: "failed", sentAt: null, failedAt: "2026-11-26T09:00:03.000Z", failure: "550 5.1.1 <cid@example.com>: Recipient address rejected" } }),
  ];
});
const calls = (method: string) => api().calls.filter((call) => call.method === method).map((call) => [call.path, call.body]);

describe("the Collaborators panel", { timeout: 20_000 }, () => {
  it("should list each person with role, invitation state, openings, comments and end date, under a count", async () => {
    accessLog = [{ email: "ann@example.com", accessedAt: "2026-11-27T10:00:00.000Z", address: "203.0.113.7" }];
    renderPanel();
    expect(await screen.findByText("3 collaborators · 1 failed")).toBeTruthy();
    const ann = screen.getByRole("listitem", { name: "ann@example.com" });
    expect((within(ann).getByRole("combobox", { name: TEXTS.roleOf("ann@example.com") }) as HTMLSelectElement).value).toBe("commenter");
    expect(ann.textContent).toMatch(/Sent Nov 26, 2026/);
    expect(ann.textContent).toMatch(/first Nov 26, 2026 .+, last Nov 27, 2026/);
    expect(ann.textContent).toContain("2 comments");
    expect(ann.textContent).toContain(`${TEXTS.ends}${formatDay(SHARE_ENDS)}`);
    expect(screen.getByRole("listitem", { name: "bob@example.com" }).textContent).toContain(TEXTS.notOpened);
    expect(screen.getByRole("listitem", { name: "cid@example.com" }).textContent).toContain("Failed: 550 5.1.1 <cid@example.com>: Recipient address rejected");
    const log = screen.getByRole("region", { name: TEXTS.accessLog });
    expect(log.textContent).toContain("ann@example.com");
    expect(log.textContent).toContain("from 203.0.113.7");
  });

  it("should say nobody has it yet and offer Share when the sheet is shared with nobody", async () => {
    shares = [];
    renderPanel();
    expect(await screen.findByText(TEXTS.empty)).toBeTruthy();
    expect(screen.getByText(TEXTS.summary(0, 0))).toBeTruthy();
    expect(screen.getByRole("button", { name: SHARING_TEXTS.share })).toBeTruthy();
    expect(screen.getByText(TEXTS.accessLogEmpty)).toBeTruthy();
  });

  it("should poll while an invitation is queued and show Sent when the runner has sent it, then stop asking", async () => {
    shares = [shareOf(2, "bob@example.com", { invitation: { state: "queued", sentAt: null, attempts: 0 } })];
    renderPanel();
    const bob = await screen.findByRole("listitem", { name: "bob@example.com" });
    expect(bob.textContent).toContain(TEXTS.queued);
    shares = [shareOf(2, "bob@example.com")];
    await waitFor(() => expect(screen.getByRole("listitem", { name: "bob@example.com" }).textContent).toMatch(/Sent Nov 26/), { timeout: 6_000 });
    const asked = calls("GET").length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(calls("GET").length).toBe(asked);
  });

  it("should resend with new credentials, say the never delivered ones no longer work, and show it queued", async () => {
    const user = userEvent.setup();
    renderPanel();
    const resend = await screen.findByRole("button", { name: TEXTS.resendOf("cid@example.com") });
    expect(resend.getAttribute("aria-describedby") && document.getElementById(resend.getAttribute("aria-describedby")!)?.textContent).toBe(TEXTS.resendNote);
    await user.click(resend);
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain(TEXTS.resent("cid@example.com"));
    expect(status.textContent).toContain(TEXTS.resendReplacesOld);
    expect(calls("POST")).toEqual([["/api/call-sheet-shares/3/resend", undefined]]);
    await waitFor(() => expect(screen.getByRole("listitem", { name: "cid@example.com" }).textContent).toContain(TEXTS.queued));
  });

  it("should say, after resending to someone whose invitation arrived and still works, that the old credentials work until the new ones are delivered", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: TEXTS.resendOf("bob@example.com") }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain(TEXTS.resent("bob@example.com"));
    expect(status.textContent).toContain(TEXTS.resendKeepsOld);
  });

  it("should change a role with PATCH and show the new one", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.selectOptions(await screen.findByRole("combobox", { name: TEXTS.roleOf("bob@example.com") }), SHARING_TEXTS.roleNames.commenter);
    expect((await screen.findByRole("status")).textContent).toContain(TEXTS.roleChanged("bob@example.com", "commenter"));
    expect(calls("PATCH")).toEqual([["/api/call-sheet-shares/2", { role: "commenter" }]]);
    expect((screen.getByRole("combobox", { name: TEXTS.roleOf("bob@example.com") }) as HTMLSelectElement).value).toBe("commenter");
  });

  it("should ask before revoking, naming the person; Cancel revokes nothing, Revoke access removes them", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: TEXTS.revokeOf("bob@example.com") }));
    let question = screen.getByRole("dialog", { name: TEXTS.revokeTitle });
    expect(question.textContent).toContain(TEXTS.revokeQuestion("bob@example.com"));
    await user.click(within(question).getByRole("button", { name: TEXTS.cancel }));
    expect(calls("DELETE")).toEqual([]);
    expect(screen.queryByRole("dialog", { name: TEXTS.revokeTitle })).toBeNull();

    await user.click(screen.getByRole("button", { name: TEXTS.revokeOf("bob@example.com") }));
    question = screen.getByRole("dialog", { name: TEXTS.revokeTitle });
    await user.click(within(question).getByRole("button", { name: TEXTS.revokeConfirm }));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "bob@example.com" })).toBeNull());
    expect(calls("DELETE")).toEqual([["/api/call-sheet-shares/2", undefined]]);
    expect(screen.getByText("2 collaborators · 1 failed")).toBeTruthy();
  });

  it("should say a refusal in English when the server answers in Serbian", async () => {
    onAction = ({ method }) => (method === "POST" ? { status: 401, body: { message: "Niste prijavljeni" } } : undefined);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: TEXTS.resendOf("bob@example.com") }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(TEXTS.resendFailed);
    expect(alert.textContent).toContain("You are not signed in");
    expect(alert.textContent).not.toContain("Niste");
  });
});
