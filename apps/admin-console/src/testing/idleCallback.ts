import { onTestFinished } from "vitest";

/**
 * Gives jsdom (which has none) a requestIdleCallback for the running case that calls back only when the case
 * says the page is idle (`becomeIdle`); `asked` holds each call's options. Taken away once the case has
 * finished (after testing-library has unmounted, so a cleanup still finds cancelIdleCallback).
 */
export function standInIdleCallback() {
  const pending = new Map<number, IdleRequestCallback>();
  const asked: (IdleRequestOptions | undefined)[] = [];
  let last = 0;
  window.requestIdleCallback = (callback, options) => {
    asked.push(options);
    pending.set(++last, callback);
    return last;
  };
  window.cancelIdleCallback = (handle) => void pending.delete(handle);
  onTestFinished(() => {
    // @ts-expect-error -- the DOM types say it is always there; jsdom has none, and the next case starts without
    delete window.requestIdleCallback;
    // @ts-expect-error -- as above
    delete window.cancelIdleCallback;
  });
  const becomeIdle = () => {
    const callbacks = [...pending.values()];
    pending.clear();
    for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 10 });
  };
  return { pending, asked, becomeIdle };
}
