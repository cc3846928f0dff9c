import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PendingComment } from "../../../offline/commentOutbox.ts";
import { invitationEnded } from "../../../testing/liveInvitation.ts";

// jsdom has no IndexedDB: the outbox's records in memory. The kit's request and toast are watched.
const kept: PendingComment[] = [];
vi.mock("../../../offline/commentOutbox.ts", () => ({
  keepPending: async () => {
    throw new Error("not used");
  },
  pendingOf: async (callSheetId: string) => kept.filter((comment) => comment.callSheetId === callSheetId),
  dropPending: async (id: string) => {
    const index = kept.findIndex((comment) => comment.id === id);
    if (index >= 0) kept.splice(index, 1);
  },
  forgetPendingOf: async (callSheetId: string, author?: string) =>
    void kept.splice(0, kept.length, ...kept.filter((comment) => comment.callSheetId !== callSheetId || (author !== undefined && comment.author !== author))),
}));
const { apiRequest } = vi.hoisted(() => ({ apiRequest: vi.fn() }));
vi.mock("shell/portalKit", async (original) => ({ ...(await original<Record<string, unknown>>()), apiRequest, toast: vi.fn() }));

const { ApiError } = await import("shell/portalKit");
const { useSendPendingComments } = await import("./commentOutbox.ts");

const AUTHOR = "ana@example.com";
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  kept.push({ id: "a", callSheetId: "7", sectionId: "team", text: "Parking at the back?", author: AUTHOR, writtenAt: "2026-06-01T08:00:00.000Z", idempotencyKey: "key-of-a" } as PendingComment);
});
afterEach(() => {
  vi.useRealTimers();
  kept.splice(0);
  apiRequest.mockReset();
});

describe("useSendPendingComments, a comment whose try got no answer while the browser says online", () => {
  it("should be tried again 30 s later (no `online` event comes), with the same key, and sent once", async () => {
    apiRequest.mockRejectedValueOnce(new ApiError(0, "", "Failed to fetch")).mockResolvedValue(new Response("{}", { status: 201 }));
    const { unmount } = renderHook(() => useSendPendingComments("7", AUTHOR), { wrapper });
    await vi.waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(kept).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(kept).toHaveLength(0));
    expect(apiRequest).toHaveBeenCalledTimes(2);
    const keys = apiRequest.mock.calls.map((call) => (call[2] as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toEqual(["key-of-a", "key-of-a"]);
    // Nothing waits: no further try.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(apiRequest).toHaveBeenCalledTimes(2);
    unmount();
  });

  it("should keep trying every 30 s while there is no answer, and stop once the page is closed", async () => {
    apiRequest.mockRejectedValue(new ApiError(0, "", "Failed to fetch"));
    const { unmount } = renderHook(() => useSendPendingComments("7", AUTHOR), { wrapper });
    await vi.waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(2));
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(3));
    expect(kept).toHaveLength(1);
    unmount();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(apiRequest).toHaveBeenCalledTimes(3);
  });
});

describe("useSendPendingComments, a comment the server refuses the session for", () => {
  /** A page's query client whose invalidations are watched, and the keys it invalidated. */
  function watchedClient() {
    const queryClient = new QueryClient();
    const invalidated = vi.spyOn(queryClient, "invalidateQueries");
    const keys = () => invalidated.mock.calls.map((call) => JSON.stringify(call[0]?.queryKey));
    return { keys, wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> };
  }

  it("should keep a comment waiting when the session is gone (401), for its author's next sign-in, not try it again meanwhile, and ask check-auth again (the sign-in form)", async () => {
    apiRequest.mockRejectedValue(new ApiError(401, "Authentication required", "Authentication required"));
    const page = watchedClient();
    const { unmount } = renderHook(() => useSendPendingComments("7", AUTHOR), { wrapper: page.wrapper });
    await vi.waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(page.keys()).toContain(JSON.stringify(["/api/check-call-sheet-auth/7"])));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(kept).toHaveLength(1);
    unmount();
  });

  it("should post a waiting comment as its writer, keep it when the session now reads as someone else (409 otherReader), and ask again whom the page reads as", async () => {
    const refusal = JSON.stringify({ message: "This comment was written as ana@example.com, but ...", reason: "otherReader" });
    apiRequest.mockRejectedValue(new ApiError(409, refusal, "Conflict"));
    const queryClient = new QueryClient();
    const invalidated = vi.spyOn(queryClient, "invalidateQueries");
    const { unmount } = renderHook(() => useSendPendingComments("7", AUTHOR), { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> });
    await vi.waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    expect(apiRequest.mock.calls[0]![2]).toMatchObject({ asAuthor: AUTHOR, idempotencyKey: "key-of-a" });
    await vi.waitFor(() => expect(invalidated.mock.calls.map((call) => JSON.stringify(call[0]?.queryKey))).toContain(JSON.stringify(["/api/check-call-sheet-auth/7"])));
    // Not dropped as refused for good (another 409 is: the sheet full).
    expect(kept).toHaveLength(1);
    unmount();
  });

  it("should keep the waiting comments when the session holds no grant of this sheet (a 403 other than a viewer's), for the same person's next sign-in, and ask check-auth again", async () => {
    apiRequest.mockRejectedValue(new ApiError(403, JSON.stringify({ message: "Forbidden" }), "Forbidden"));
    const page = watchedClient();
    const { unmount } = renderHook(() => useSendPendingComments("7", AUTHOR), { wrapper: page.wrapper });
    await vi.waitFor(() => expect(page.keys()).toContain(JSON.stringify(["/api/check-call-sheet-auth/7"])));
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(kept).toHaveLength(1);
    unmount();
  });

  it("should drop the sender's waiting comments when their invitation ended (410) and note the end as theirs, keeping another reader's on this phone", async () => {
    kept.push({ id: "b", callSheetId: "7", sectionId: "team", text: "Bob's question", author: "bob@example.com", writtenAt: "2026-06-01T08:01:00.000Z" });
    const ended = invitationEnded("revoked");
    apiRequest.mockRejectedValue(new ApiError(410, JSON.stringify(ended.body), "Gone"));
    const queryClient = new QueryClient();
    const { unmount } = renderHook(() => useSendPendingComments("7", AUTHOR), { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> });
    await vi.waitFor(() => expect(kept.map((comment) => comment.author)).toEqual(["bob@example.com"]));
    expect(queryClient.getQueryData(["invitationEnded", "7"])).toMatchObject({ ...ended.body, reader: AUTHOR });
    unmount();
  });

  it("should leave another writer's waiting comment alone in a reader's round: not posted, not dropped, nothing said", async () => {
    const { toast } = await import("shell/portalKit");
    vi.mocked(toast).mockClear();
    const { unmount } = renderHook(() => useSendPendingComments("7", "bob@example.com"), { wrapper });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(apiRequest).not.toHaveBeenCalled();
    expect(kept.map((comment) => comment.author)).toEqual([AUTHOR]);
    expect(toast).not.toHaveBeenCalled();
    unmount();
  });
});
