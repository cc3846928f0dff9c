import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ShareCreated } from "@repo/contracts/sharing/schemas";
import { SHARE_DIALOG_TEXTS } from "@repo/contracts/sharing/dialogTexts";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { renderWithProviders } from "../testing.tsx";
import { toast } from "../toast.tsx";
import { ShareDialog } from "./ShareDialog.tsx";
import { ROW_TEXTS } from "./ShareRowFields.tsx";
import { polyfillDialog, startTestApi, untilInFlight, type Received, type Reply } from "./testApi.ts";

/** The API's 201 since issue 23: the share, its invitation queued (the jobs runner sends it later). */
const created = (email: string, role: unknown, outboxPath: string | null = null): ShareCreated => ({
  share: {
    id: 1,
    callSheetId: 7,
    email,
    role: role === "commenter" ? "commenter" : "viewer",
    isActive: true,
    firstAccessed: null,
    lastAccessed: null,
    expiresAt: "2026-12-25T00:00:00.000Z",
    createdAt: "2026-11-25T00:00:00.000Z",
    invitation: { state: "queued", queuedAt: "2026-11-25T00:00:00.000Z", sentAt: null, deliveredAt: null, failedAt: null, failure: null, attempts: 0, outboxPath },
    commentCount: 0,
    latestRevision: null,
  },
});

type Api = Awaited<ReturnType<typeof startTestApi>>;
let api: Api;
/** The API's answer to one share; every POST first waits for the others, so posting one by one shows. */
let answerShare: (body: { email: string; role: string }) => Reply;

const posts = (received: Received[]) => received.filter((request) => request.method === "POST").map((request) => request.body);

function Harness({ onShared, onClose }: { onShared: (shares: ShareCreated[]) => void; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share
      </button>
      <ShareDialog
        callSheetId={7}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        onShared={onShared}
      />
    </>
  );
}

function renderDialog() {
  const onShared = vi.fn<(shares: ShareCreated[]) => void>();
  const onClose = vi.fn<() => void>();
  renderWithProviders(<Harness onShared={onShared} onClose={onClose} />);
  return { onShared, onClose, dialog: screen.getByRole("dialog", { name: SHARING_TEXTS.dialogTitle }) };
}

const rowInput = (n: number) => screen.getByRole("combobox", { name: ROW_TEXTS.collaborator(n) });

beforeAll(polyfillDialog);
beforeEach(async () => {
  // The toaster asks where it may sit (jsdom has no matchMedia).
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
  answerShare = (body) => ({ status: 201, body: created(body.email, body.role) });
  api = await startTestApi(async (request) => {
    if (request.method === "GET") return { status: 200, body: { success: true, users: [] } };
    // A second share posted at the same time arrives within this wait; one posted after the answer cannot.
    await untilInFlight(api.stats, 2, 300);
    return answerShare(request.body as { email: string; role: string });
  });
});
afterEach(async () => {
  cleanup();
  // Toasts live in a module-wide store and outlast a test; one shown replaces all (TOAST_LIMIT 1), then goes.
  act(() => toast({ title: "" }).dismiss());
  vi.unstubAllGlobals();
  await api.close();
});

// Typing key by key in jsdom, with a real server behind it, takes seconds on a busy machine (6 s measured
// for the first case of a full run beside other suites): the 5 s default fails cases that are fine.
describe("ShareDialog", { timeout: 20_000 }, () => {
  it("should show the title, the description, one Viewer row, Add another collaborator, Personal message, Cancel and Send", () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByText(SHARING_TEXTS.dialogDescription)).toBeTruthy();
    expect(rowInput(1).getAttribute("placeholder")).toBe(SHARING_TEXTS.searchPlaceholder);
    expect((within(dialog).getByRole("combobox", { name: ROW_TEXTS.role(1) }) as HTMLSelectElement).value).toBe("viewer");
    for (const name of [SHARING_TEXTS.addAnother, SHARING_TEXTS.cancel, SHARING_TEXTS.send]) expect(within(dialog).getByRole("button", { name })).toBeTruthy();
    expect(within(dialog).getByRole("textbox", { name: SHARING_TEXTS.personalMessage })).toBeTruthy();
  });

  it("should say 'Validation Error' and post nothing when every row is empty", async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.addAnother }));
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.send }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain(SHARING_TEXTS.validationErrorTitle);
    expect(alert.textContent).toContain(SHARING_TEXTS.validationError);
    expect(posts(api.received)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("should show a toast raised while it is open once, inside the dialog (above its backdrop), not also on the page", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.send }));
    await within(dialog).findByRole("alert");
    expect(screen.getAllByText(SHARING_TEXTS.validationErrorTitle)).toHaveLength(1);
    expect(screen.getAllByRole("list", { name: "Notifications" })).toHaveLength(1);
  });

  it("should say 'Validation Error' when a row is not an e-mail address", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(rowInput(1), "jane");
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.send }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(SHARING_TEXTS.validationError);
    expect(posts(api.received)).toEqual([]);
  });

  it("should post one share per row in parallel, e-mails stripped, roles as chosen, then say so, close and start over", async () => {
    const user = userEvent.setup();
    const { dialog, onShared, onClose } = renderDialog();
    await user.type(rowInput(1), " ann @example.com ");
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.addAnother }));
    await user.click(rowInput(2));
    await user.paste("Bob@Example.com");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: ROW_TEXTS.role(2) }), SHARING_TEXTS.roleNames.commenter);
    await user.click(within(dialog).getByRole("textbox", { name: SHARING_TEXTS.personalMessage }));
    await user.paste("See you Monday");
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.send }));

    const status = await screen.findByRole("status", {}, { timeout: 8_000 });
    expect(status.textContent).toContain(SHARING_TEXTS.sharedTitle);
    expect(status.textContent).toContain(SHARING_TEXTS.shared(2));
    expect(status.textContent).toContain(SHARE_DIALOG_TEXTS.queued(2));
    expect(posts(api.received)).toEqual([
      { callSheetId: 7, email: "ann@example.com", role: "viewer", message: "See you Monday" },
      { callSheetId: 7, email: "bob@example.com", role: "commenter", message: "See you Monday" },
    ]);
    expect(api.stats.maxInFlight).toBe(2);
    expect(onShared).toHaveBeenCalledTimes(1);
    expect(onShared.mock.calls[0]![0].map(({ share }) => share.email)).toEqual(["ann@example.com", "bob@example.com"]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Share" }));
    const reopened = screen.getByRole("dialog", { name: SHARING_TEXTS.dialogTitle });
    expect(within(reopened).getAllByRole("group")).toHaveLength(1);
    expect((rowInput(1) as HTMLInputElement).value).toBe("");
    expect((within(reopened).getByRole("textbox", { name: SHARING_TEXTS.personalMessage }) as HTMLTextAreaElement).value).toBe("");
  });

  it("should say 'Sharing Failed' with the server's message and keep only the failed row", async () => {
    answerShare = (body) => (body.email === "bob@example.com" ? { status: 409, body: { message: "Already shared with this address" } } : { status: 201, body: created(body.email, body.role) });
    const user = userEvent.setup();
    const { dialog, onShared, onClose } = renderDialog();
    await user.type(rowInput(1), "ann@example.com");
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.addAnother }));
    await user.click(rowInput(2));
    await user.paste("bob@example.com");
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.send }));

    const alert = await within(dialog).findByRole("alert", {}, { timeout: 8_000 });
    expect(alert.textContent).toContain(SHARING_TEXTS.sharingFailedTitle);
    expect(alert.textContent).toContain("bob@example.com: Already shared with this address");
    expect(within(dialog).getAllByRole("group")).toHaveLength(1);
    expect((rowInput(1) as HTMLInputElement).value).toBe("bob@example.com");
    expect(within(dialog).getByRole("button", { name: ROW_TEXTS.remove(1) }).hasAttribute("disabled")).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    // The one that worked is reported, so a 'Shared with' list can show it.
    expect(onShared.mock.calls[0]![0].map(({ share }) => share.email)).toEqual(["ann@example.com"]);
  });

  it("should fall back to the spec's text when a failure has no message", async () => {
    answerShare = () => ({ status: 500, body: {} });
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(rowInput(1), "ann@example.com");
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.send }));
    expect((await within(dialog).findByRole("alert", {}, { timeout: 8_000 })).textContent).toContain(`ann@example.com: ${SHARING_TEXTS.sharingFailed}`);
  });

  it("should send a duplicate e-mail once", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(rowInput(1), "ann@example.com");
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.addAnother }));
    await user.type(rowInput(2), "ANN@example.com");
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.send }));
    expect((await screen.findByRole("status", {}, { timeout: 8_000 })).textContent).toContain(SHARING_TEXTS.shared(1));
    expect(posts(api.received)).toHaveLength(1);
  });

  it("should say the invitation is queued, never that it was sent or where it was written (the panel shows that)", async () => {
    answerShare = (body) => ({ status: 201, body: created(body.email, body.role, "/srv/app/data/outbox/invitation-1.eml") });
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(rowInput(1), "ann@example.com");
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.send }));
    const status = await screen.findByRole("status", {}, { timeout: 8_000 });
    expect(status.textContent).toContain(SHARE_DIALOG_TEXTS.queued(1));
    expect(status.textContent).not.toMatch(/outbox|written to|\b(was|were|been|is|are) sent\b/i);
  });

  it("should refuse an answer in the old shape (a share with a delivery, no invitation) as a failure", async () => {
    answerShare = (body) => ({ status: 201, body: { share: { id: 1, callSheetId: 7, email: body.email, role: "viewer", isActive: true, lastAccessed: null, expiresAt: "2026-12-25T00:00:00.000Z", createdAt: "2026-11-25T00:00:00.000Z" }, delivery: { kind: "smtp" } } });
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await user.type(rowInput(1), "ann@example.com");
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.send }));
    expect((await within(dialog).findByRole("alert", {}, { timeout: 8_000 })).textContent).toContain(SHARING_TEXTS.sharingFailedTitle);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("should show a Serbian server message in English (the dialog's language)", async () => {
    answerShare = () => ({ status: 401, body: { message: "Niste prijavljeni" } });
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(rowInput(1), "ann@example.com");
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.send }));
    const alert = await within(dialog).findByRole("alert", {}, { timeout: 8_000 });
    expect(alert.textContent).toContain("ann@example.com: You are not signed in");
    expect(alert.textContent).not.toContain("Niste");
  });

  it("should disable remove on the last row only", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const remove = (n: number) => within(dialog).getByRole("button", { name: ROW_TEXTS.remove(n) });
    expect(remove(1).hasAttribute("disabled")).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.addAnother }));
    expect(document.activeElement).toBe(rowInput(2));
    expect(remove(1).hasAttribute("disabled")).toBe(false);
    await user.click(remove(2));
    await waitFor(() => expect(within(dialog).getAllByRole("group")).toHaveLength(1));
    expect(remove(1).hasAttribute("disabled")).toBe(true);
    expect(document.activeElement).toBe(rowInput(1));
  });
});
