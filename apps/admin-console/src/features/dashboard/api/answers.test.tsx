import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { CallSheetSummary } from "@repo/contracts/callSheets/schemas/list";
import type { ModelListItem } from "@repo/contracts/models/schemas";
import { startLoopbackApi, type ApiHandler } from "@repo/ui/loopbackApi";
import { createQueryClient } from "shell/queryClient";
import { useCreateCallSheet } from "../../../lib/callSheets.ts";
import { useCallSheetPage } from "./callSheets.ts";
import { useModelsQuery, useUpdateRating } from "./models.ts";

// The dashboard's calls parse each answer with its contract (@repo/contracts): an answer of another shape
// is an error where it arrives, never a wrongly typed value in a table cell. Real HTTP on loopback.

const model: ModelListItem = {
  id: 7,
  fullName: "Ana Petrović",
  email: "ana@example.com",
  gender: "female",
  city: "Novi Sad",
  country: "Serbia",
  phoneNumber: "+381600000000",
  dateOfBirth: "1998-04-12",
  photoPath: "/api/photos/abc.jpg",
  instagramHandle: "ana",
  facebookHandle: null,
  tiktokHandle: null,
  termsAccepted: true,
  regDate: "2026-01-01T00:00:00.000Z",
  rating: "three",
};
const sheet: CallSheetSummary = { id: 4, shootingTitle: "Spring", client: "", shootingDate: null, shootingTime: null, locations: "", createdAt: "2026-01-01T00:00:00.000Z", sharedCount: 0, newCommentCount: 0, confirmation: null, failedCount: 0 };

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});
const serve = async (handler: ApiHandler) => (api = await startLoopbackApi(handler));
const wrapper = () => {
  const queryClient = createQueryClient();
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
};

describe("GET /api/models (useModelsQuery)", () => {
  it("should give the page when the answer keeps the contract", async () => {
    await serve(() => ({ body: { models: [model], total: 1 } }));
    const { result } = renderHook(() => useModelsQuery("/api/models?page=1"), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ models: [model], total: 1 });
  });

  it("should fail when a model's rating is not one of the ratings", async () => {
    await serve(() => ({ body: { models: [{ ...model, rating: 5 }], total: 1 } }));
    const { result } = renderHook(() => useModelsQuery("/api/models?page=1"), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
  });
});

describe("PATCH /api/models/:id/rating (useUpdateRating)", () => {
  it("should give the updated model, and fail on an answer that is not one", async () => {
    let answer: unknown = { ...model, rating: "two" };
    await serve((call) => (call.method === "PATCH" ? { body: answer } : undefined));
    const { result } = renderHook(() => useUpdateRating(), { wrapper: wrapper() });
    await expect(act(() => result.current.mutateAsync({ id: 7, rating: "two" }))).resolves.toMatchObject({ id: 7, rating: "two" });
    answer = { success: true };
    await expect(act(() => result.current.mutateAsync({ id: 7, rating: "two" }))).rejects.toThrow(/fullName/);
  });
});

describe("GET /api/call-sheets (useCallSheetPage)", () => {
  it("should fail when a sheet of the page has no id", async () => {
    const { id: _id, ...idless } = sheet;
    await serve(() => ({ body: [sheet, idless] }));
    const { result } = renderHook(() => useCallSheetPage({ limit: 10, offset: 0, search: "" }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
  });

  it("should give the sheets when the answer keeps the contract", async () => {
    await serve(() => ({ body: [sheet] }));
    const { result } = renderHook(() => useCallSheetPage({ limit: 10, offset: 0, search: "" }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.sheets).toEqual([sheet]);
  });
});

describe("POST /api/call-sheets (useCreateCallSheet)", () => {
  it("should give the new sheet, and fail on an answer without its id", async () => {
    let answer: unknown = sheet;
    await serve((call) => (call.method === "POST" ? { status: 201, body: answer } : undefined));
    const { result } = renderHook(() => useCreateCallSheet(), { wrapper: wrapper() });
    await expect(act(() => result.current.mutateAsync("Spring"))).resolves.toEqual(sheet);
    answer = { shootingTitle: "Spring" };
    await expect(act(() => result.current.mutateAsync("Spring"))).rejects.toThrow();
  });
});
