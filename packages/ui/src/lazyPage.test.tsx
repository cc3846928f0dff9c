import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyPage } from "./lazyPage.ts";

afterEach(cleanup);

/** A promise settled by the test: the stand-in for a shell module still on its way. */
function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<unknown>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const Page = () => <h1>The page</h1>;
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

describe("lazyPage", () => {
  it("should keep the fallback until every shell module the page names has arrived, even with the page's code in", async () => {
    const checkbox = deferred();
    const select = deferred();
    const LazyPage = lazyPage(() => Promise.resolve(Page), { shell: () => [checkbox.promise, select.promise] });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    await settle();
    expect(screen.getByText("Loading")).toBeTruthy();
    checkbox.resolve({});
    await settle();
    expect(screen.queryByRole("heading")).toBeNull();
    select.resolve({});
    expect(await screen.findByRole("heading", { name: "The page" })).toBeTruthy();
  });

  it("should start the page's code and its shell modules together, once, however often preloaded", async () => {
    const load = vi.fn(() => Promise.resolve(Page));
    const shell = vi.fn(() => [Promise.resolve({})]);
    const LazyPage = lazyPage(load, { shell });
    await Promise.all([LazyPage.preload(), LazyPage.preload()]);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(await screen.findByRole("heading", { name: "The page" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(shell).toHaveBeenCalledTimes(1);
  });

  it("should try again after a failed fetch (a moment offline) instead of keeping the failure", async () => {
    const load = vi.fn<() => Promise<typeof Page>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Page);
    const LazyPage = lazyPage(load);
    await expect(LazyPage.preload()).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(await screen.findByRole("heading", { name: "The page" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
