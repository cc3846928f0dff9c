import { afterEach, describe, expect, it, vi } from "vitest";
import { renderBesideServerMarkup, SERVER_STYLES_ATTRIBUTE } from "./takeOver.ts";

/** A sheet's markup as both the server and the app render it (a section, so the take-over sees a page of its own). */
const SHEET = `
  <a href="#team">Team</a>
  <button>Comment</button>
  <section id="team"><header><h2>Team</h2></header><div><button>Comment</button><button id="confirm">I have read revision 1</button></div></section>`;

/** Puts the server's page in the document and runs the take-over with `appMarkup` as the app's first render; resolves once it has swapped. */
async function takeOver(appMarkup: string, beforeSwap: (serverRoot: HTMLElement) => void = () => {}): Promise<HTMLElement> {
  document.body.innerHTML = `<div id="root">${SHEET}</div>`;
  const serverRoot = document.getElementById("root")!;
  beforeSwap(serverRoot);
  renderBesideServerMarkup(serverRoot, (container) => {
    container.innerHTML = appMarkup;
  });
  await vi.waitFor(() => expect(document.querySelector("#root[data-taken-over]")).not.toBeNull());
  return document.getElementById("root")!;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  document.head.innerHTML = "";
});

describe("renderBesideServerMarkup (keyboard focus at the swap)", () => {
  it("should focus the app's element with the same tag and text at the same place among those, without scrolling", async () => {
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    const root = await takeOver(SHEET, (serverRoot) => serverRoot.querySelectorAll("button")[1]!.focus());
    expect(document.activeElement).toBe(root.querySelectorAll("button")[1]);
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
  });

  it("should focus the app's element with the same id even when its text changed", async () => {
    const root = await takeOver(SHEET.replace("I have read revision 1", "Confirmed"), (serverRoot) => serverRoot.querySelector<HTMLElement>("#confirm")!.focus());
    expect(document.activeElement).toBe(root.querySelector("#confirm"));
  });

  it("should focus a link by its words", async () => {
    const root = await takeOver(SHEET, (serverRoot) => serverRoot.querySelector("a")!.focus());
    expect(document.activeElement).toBe(root.querySelector("a"));
  });

  it("should leave focus to fall back to the body, without throwing, when the app's page has no twin", async () => {
    const root = await takeOver(SHEET.replace('<a href="#team">Team</a>', ""), (serverRoot) => serverRoot.querySelector("a")!.focus());
    expect(root.querySelector("a")).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it("should leave alone focus outside the server's markup", async () => {
    const outside = document.createElement("button");
    const root = await takeOver(SHEET, () => {
      document.body.append(outside);
      outside.focus();
    });
    expect(root.isConnected).toBe(true);
    expect(document.activeElement).toBe(outside);
  });

  it("should let an early tap's own effects win over the focus handed over", async () => {
    const appMarkup = `${SHEET}<textarea></textarea>`;
    (window as unknown as { __portalEarlyTap?: { text: string; nth: number } }).__portalEarlyTap = { text: "Comment", nth: 1 };
    const root = await takeOver(appMarkup, (serverRoot) => {
      serverRoot.querySelector("a")!.focus();
      // The app's "Comment" button opens its panel and puts the cursor in the box; listening on the document, as React does.
      document.addEventListener("click", (event) => {
        if (event.target instanceof HTMLButtonElement && event.target.textContent === "Comment") document.querySelector("textarea")!.focus();
      }, { once: true });
    });
    expect(document.activeElement).toBe(root.querySelector("textarea"));
  });
});

describe("renderBesideServerMarkup (style sheets)", () => {
  it("should keep the sheets the app adds out of the page until the swap, then give them back as they were and drop the server's", async () => {
    document.head.innerHTML = `<style ${SERVER_STYLES_ATTRIBUTE}>.server { color: red }</style>`;
    const appTag = document.createElement("style");
    const offTag = document.createElement("style");
    let beforeSwap: (boolean | number | undefined)[] = [];
    document.body.innerHTML = `<div id="root">${SHEET}</div>`;
    renderBesideServerMarkup(document.getElementById("root")!, (container) => {
      // As styled-components does when the app's first component renders: its tag goes to <head>, its rules through insertRule.
      document.head.append(appTag, offTag);
      appTag.sheet!.insertRule(".app { color: blue }");
      offTag.sheet!.disabled = true;
      queueMicrotask(() => {
        beforeSwap = [appTag.sheet?.disabled, offTag.sheet?.disabled, document.querySelector<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`)?.sheet?.disabled];
        container.innerHTML = SHEET;
      });
    });
    await vi.waitFor(() => expect(document.querySelector("#root[data-taken-over]")).not.toBeNull());
    expect(beforeSwap).toEqual([true, true, false]);
    // The same sheet, with its rules, in use again; one disabled before stays so.
    expect(appTag.sheet!.disabled).toBe(false);
    expect(appTag.sheet!.cssRules[0]!.cssText).toContain(".app");
    expect(offTag.sheet!.disabled).toBe(true);
    expect(document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`)).toBeNull();
  });
});
