import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { standInIdleCallback } from "../testing/idleCallback.ts";
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, useIdle } from "./useIdle.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("useIdle", () => {
  it("should turn true when the browser calls back idle, asking at most IDLE_TIMEOUT_MS", () => {
    const { asked, becomeIdle } = standInIdleCallback();

    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    expect(asked).toEqual([{ timeout: IDLE_TIMEOUT_MS }]);

    act(becomeIdle);
    expect(result.current).toBe(true);
  });

  it("should cancel the idle callback when unmounted before it ran", () => {
    const { pending } = standInIdleCallback();

    const { unmount } = renderHook(() => useIdle());
    expect(pending.size).toBe(1);
    unmount();
    expect(pending.size).toBe(0);
  });

  it("should turn true after IDLE_FALLBACK_MS where there is no requestIdleCallback (Safari)", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); // not requestIdleCallback: sinon would add one
    expect(window.requestIdleCallback).toBeUndefined();

    const { result } = renderHook(() => useIdle());
    act(() => vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it("should clear the fallback timer when unmounted before it fired", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); // not requestIdleCallback: sinon would add one
    const { unmount } = renderHook(() => useIdle());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
