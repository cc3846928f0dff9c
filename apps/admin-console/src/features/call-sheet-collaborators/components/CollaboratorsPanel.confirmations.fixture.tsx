import { screen } from "@testing-library/react";
import { automaticReminderRequestSchema, type CollaboratorRevisionState, type ConfirmationSummary } from "@repo/contracts/sharing/confirmations";
import type { Share } from "@repo/contracts/sharing/schemas";
import type { ApiAnswer, ApiCall } from "@repo/ui/loopbackApi";
import { renderRoutes } from "@repo/ui/testing";
import { loopbackApiPerCase } from "../../../testing/loopbackApiPerCase.ts";
import { shareListOf, shareOf } from "../../../testing/sharing.ts";
import { CollaboratorsPanel } from "./CollaboratorsPanel.tsx";

// The Collaborators panel's confirmations against a loopback API (CollaboratorsPanel.confirmations.test.tsx,
// CollaboratorsPanel.automaticReminder.test.tsx): what the API holds, reset before each case.

export const PANEL = "/admin/call-sheet/4?view=collaborators";

/** What the API holds for the case; a case changes it before rendering. `onCall` answers a call its own way (undefined: the default). */
export const panel: {
  shares: Share[];
  latestRevision: ConfirmationSummary["latestRevision"];
  automaticReminder: ConfirmationSummary["automaticReminder"];
  onCall: ((call: ApiCall) => ApiAnswer | undefined) | undefined;
} = { shares: [], latestRevision: null, automaticReminder: { hoursBefore: null, dueAt: null, sentAt: null, remindedCount: null }, onCall: undefined };

export const SENT: CollaboratorRevisionState["notice"] = { state: "sent", at: "2026-11-27T08:00:05.000Z", failure: null };
export const REMINDED: CollaboratorRevisionState["reminder"] = { state: "sent", at: "2026-11-27T11:00:04.000Z", failure: null };
export const atRevision2 = (patch: Partial<CollaboratorRevisionState>): CollaboratorRevisionState => ({ revision: 2, notice: SENT, firstOpenedAt: null, confirmedAt: null, reminder: null, ...patch });
export const confirmedShare = (id: number, email: string) =>
  shareOf(id, email, { latestRevision: atRevision2({ firstOpenedAt: "2026-11-27T09:00:00.000Z", confirmedAt: "2026-11-27T09:14:00.000Z" }) });
export const pendingShare = (id: number, email: string) => shareOf(id, email, { latestRevision: atRevision2({}) });
const isConfirmed = (share: Share) => Boolean(share.latestRevision?.confirmedAt);

/** The API as services/api answers the panel: the list with its summary counted from the shares, reminders, the automatic reminder. */
function answer(call: ApiCall): ApiAnswer | undefined {
  const custom = panel.onCall?.(call);
  if (custom) return custom;
  const { method, path, body } = call;
  if (method === "GET" && path === "/api/call-sheet-shares/4") {
    const list = { ...shareListOf(panel.shares, panel.latestRevision), automaticReminder: panel.automaticReminder };
    // A queued notice or reminder is sent by the time the panel asks again (the jobs runner's part).
    panel.shares = panel.shares.map((share) => {
      const state = share.latestRevision;
      if (!state) return share;
      return { ...share, latestRevision: { ...state, notice: state.notice?.state === "queued" ? SENT : state.notice, reminder: state.reminder?.state === "queued" ? REMINDED : state.reminder } };
    });
    return { body: list };
  }
  if (method === "POST" && path === "/api/call-sheets/4/reminders") {
    const pending = panel.shares.filter((share) => share.latestRevision && !isConfirmed(share));
    panel.shares = panel.shares.map((share) =>
      share.latestRevision && !isConfirmed(share) ? { ...share, latestRevision: { ...share.latestRevision, reminder: { state: "queued", at: "2026-11-27T11:00:00.000Z", failure: null } } } : share,
    );
    return { status: 202, body: { queued: pending.length, alreadyReminded: 0, lastRemindedAt: null, remindAgainAt: null } };
  }
  if (method === "PUT" && path === "/api/call-sheets/4/automatic-reminder") {
    const parsed = automaticReminderRequestSchema.safeParse(body);
    if (!parsed.success) return { status: 400, body: { message: parsed.error.issues[0]?.message } };
    const { hoursBefore } = parsed.data;
    // The call is Tue 15 Dec 2026 07:00 UTC.
    const dueAt = hoursBefore === null ? null : new Date(Date.UTC(2026, 11, 15, 7) - hoursBefore * 3_600_000).toISOString();
    panel.automaticReminder = { hoursBefore, dueAt, sentAt: null, remindedCount: null };
    return { body: panel.automaticReminder };
  }
  return undefined;
}

export const row = (email: string) => screen.getByRole("listitem", { name: email });
/** The rows shown (a selector, not a role query: testing-library's role queries over 200 rows take seconds in jsdom). */
export const rows = () => [...document.querySelectorAll("[data-collaborators-list] > li")];

export function renderPanel(path = PANEL) {
  return renderRoutes([{ path: "/admin/call-sheet/4", element: <CollaboratorsPanel callSheetId={4} /> }], path);
}

/** Registers the loopback API around each case of the calling file, its state reset; the calls made, by method. */
export function withConfirmationsApi() {
  const api = loopbackApiPerCase(answer, () => {
    panel.onCall = undefined;
    panel.latestRevision = { number: 2, publishedAt: "2026-11-27T08:00:00.000Z" };
    panel.automaticReminder = { hoursBefore: null, dueAt: null, sentAt: null, remindedCount: null };
    panel.shares = [
      confirmedShare(1, "ann@example.com"),
      shareOf(2, "bob@example.com", { latestRevision: atRevision2({ firstOpenedAt: "2026-11-27T10:30:00.000Z" }) }),
      shareOf(3, "cid@example.com", { latestRevision: atRevision2({ notice: { state: "failed", at: "2026-11-27T08:00:09.000Z", failure: "550 5.1.1 No such mailbox" } }) }),
      pendingShare(4, "dee@example.com"),
      shareOf(5, "eve@example.com", { latestRevision: atRevision2({ notice: null }) }),
    ];
  });
  return (method: string) => api().calls.filter((call) => call.method === method).map((call) => [call.path, call.body]);
}
