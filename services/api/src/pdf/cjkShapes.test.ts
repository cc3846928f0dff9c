import { afterAll, describe, expect, it } from "vitest";
import { fullSheet } from "@repo/call-sheet/fixtures/fullSheet";
import { parseCallSheet } from "@repo/call-sheet/parseCallSheet";
import { renderCallSheetHtml } from "@repo/call-sheet/renderHtml";
import { PdfRenderer } from "./PdfRenderer.ts";
import { pdfFontNames } from "./testing.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The CJK faces a PDF embeds, by region: NotoSansCJKsc-Regular -> "sc" (the subset prefix dropped). */
const cjkFaces = (names: string[]) => [...new Set(names.flatMap((name) => /NotoSansCJK(\w\w)-/.exec(name)?.[1] ?? []))].sort();

describe("the call sheet PDF's East Asian text (docs/pdf.md)", () => {
  const renderer = new PdfRenderer({ chromiumPath: CHROMIUM, concurrency: 1 });
  afterAll(() => renderer.close());
  const facesOf = async (fields: Partial<typeof fullSheet>) => {
    const html = renderCallSheetHtml({ sheet: parseCallSheet({ ...fullSheet, ...fields }) });
    return cjkFaces(await pdfFontNames(await renderer.render({ html, loadPhoto: async () => undefined })));
  };

  // Without a lang, Chromium took Debian's first CJK face, Noto Sans CJK JP, for every ideograph: a Chinese
  // title printed in Japanese shapes (骨, 直, 写 differ).
  it("should print Chinese in the Chinese face, Japanese in the Japanese one and Korean in the Korean one", async () => {
    expect(await facesOf({ shootingTitle: "骨直写 北京外景" })).toEqual(["sc"]);
    expect(await facesOf({ shootingTitle: "骨直写のシーン" })).toEqual(["jp"]);
    expect(await facesOf({ shootingTitle: "한국어 촬영" })).toEqual(["kr"]);
    expect(await facesOf({ setNotes: "骨直写", client: "写真のスタジオ" })).toEqual(["jp", "sc"]);
  });
});
