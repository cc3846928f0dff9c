import { DOCUMENT_REVISION_TEXTS } from "@repo/contracts/callSheets/documentRevisionTexts";
import { render, screen, within } from "@testing-library/react";
import jsQR from "jsqr";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CallSheetDocument } from "./CallSheetDocument.tsx";
import { fullSheet } from "./fixtures/fullSheet.ts";
import { parseCallSheet } from "./parseCallSheet.ts";
import { qrCodePath } from "./QrCode.tsx";

const sheet = parseCallSheet(fullSheet);
const SHARED_URL = "https://calls.example.com/shared-call-sheet/42";
// Local times: the document shows the reader's local day and time.
const publishedAt = new Date(2026, 5, 3, 18, 5).toISOString();
const printedAt = new Date(2026, 5, 4, 7, 9);

/** Draws qrCodePath's rectangles into RGBA pixels (scale px a module), as jsQR reads an image. */
function rasterize(text: string, scale = 4) {
  const { size, path } = qrCodePath(text);
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < Number(run) * scale; dx++) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return { pixels, width };
}

describe("CallSheetDocument: revisions and paper", () => {
  it("shows 'REV N · {date}' in the header when given the revision", () => {
    const { container } = render(<CallSheetDocument sheet={sheet} revision={{ number: 3, publishedAt }} />);
    expect(screen.getByText("REV 3 · Jun 3, 2026")).toBeTruthy();
    expect(container.querySelector("[data-revision='3']")).toBeTruthy();
  });

  it("shows no revision for a draft", () => {
    render(<CallSheetDocument sheet={sheet} />);
    expect(screen.queryByText(/^REV /)).toBeNull();
  });

  it("marks the changed sections with a rule and a 'Changed in REV N' label that describes them, and no other", () => {
    const { container } = render(<CallSheetDocument sheet={sheet} revision={{ number: 2, publishedAt }} changedSections={["scenes", "team", "project-details", "nonsense"]} />);
    const marked = [...container.querySelectorAll("[data-changed]")].map((element) => element.id);
    expect(marked).toEqual(["project-details", "team", "scenes"]);
    const scenes = container.querySelector<HTMLElement>("#scenes")!;
    expect(within(scenes).getByText(DOCUMENT_REVISION_TEXTS.changedIn(2))).toBeTruthy();
    // Not colour alone: a label read out with the section, and a rule on the left.
    expect(scenes.getAttribute("aria-describedby")).toBe("scenes-changed");
    expect(document.getElementById("scenes-changed")?.textContent).toBe("Changed in REV 2");
    expect(getComputedStyle(scenes).borderLeftWidth).toBe("4px");
    expect(getComputedStyle(container.querySelector<HTMLElement>("#actors")!).borderLeftWidth).not.toBe("4px");
    expect(container.querySelector("#project-details")?.getAttribute("aria-describedby")).toBe("project-details-changed");
  });

  it("says only 'Changed' when the changed sections come without a revision", () => {
    const { container } = render(<CallSheetDocument sheet={sheet} changedSections={["gear"]} />);
    expect(within(container.querySelector<HTMLElement>("#gear")!).getByText("Changed")).toBeTruthy();
  });

  it("puts the shared address's QR code and 'REV N, printed {date}' on paper", async () => {
    render(<CallSheetDocument sheet={sheet} revision={{ number: 1, publishedAt }} sharedUrl={SHARED_URL} printedAt={printedAt} paper />);
    // The QR library arrives on its own (paperQr.ts): the document does not import it.
    expect(await screen.findByRole("img", { name: DOCUMENT_REVISION_TEXTS.qrCodeLabel })).toBeTruthy();
    expect(screen.getByText("REV 1, printed Jun 4, 2026, 07:09")).toBeTruthy();
    expect(screen.getByText(SHARED_URL)).toBeTruthy();
  });

  it("says 'Draft, printed {date}' when the printed sheet is not a published revision", () => {
    render(<CallSheetDocument sheet={sheet} sharedUrl={SHARED_URL} printedAt={printedAt} paper />);
    expect(screen.getByText("Draft, printed Jun 4, 2026, 07:09")).toBeTruthy();
  });

  it("keeps the stamp off the screen when not paper (the shared view), and in its printout", () => {
    const html = renderToString(<CallSheetDocument sheet={sheet} sharedUrl={SHARED_URL} printedAt={printedAt} />);
    expect(html).toContain("data-paper-stamp");
    const { container } = render(<CallSheetDocument sheet={sheet} sharedUrl={SHARED_URL} printedAt={printedAt} />);
    const stamp = container.querySelector<HTMLElement>("[data-paper-stamp]")!;
    const rules = [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
    expect(rules).toMatch(new RegExp(`@media screen\\{\\.${stamp.className.split(" ").at(-1)}\\{display:none;\\}\\}`));
  });

  it("has no stamp without a shared address", () => {
    render(<CallSheetDocument sheet={sheet} revision={{ number: 1, publishedAt }} printedAt={printedAt} paper />);
    expect(screen.queryByRole("img", { name: DOCUMENT_REVISION_TEXTS.qrCodeLabel })).toBeNull();
  });
});

describe("qrCodePath", () => {
  it("draws a code that decodes to the text, with a quiet zone", () => {
    const { pixels, width } = rasterize(SHARED_URL);
    expect(jsQR(pixels, width, width)?.data).toBe(SHARED_URL);
    expect(qrCodePath(SHARED_URL).path.startsWith("M4 4h7")).toBe(true);
  });
});
