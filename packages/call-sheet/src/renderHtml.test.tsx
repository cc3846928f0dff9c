import { describe, expect, it } from "vitest";
import { fullSheet } from "./fixtures/fullSheet.ts";
import { parseCallSheet } from "./parseCallSheet.ts";
import { renderCallSheetHtml } from "./renderHtml.tsx";

describe("renderCallSheetHtml", () => {
  it("gives a complete HTML document with a charset and the sheet's title", () => {
    const html = renderCallSheetHtml({ sheet: parseCallSheet(fullSheet) });
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("<title>Linen &amp; Stone: Summer Capsule 2026 · Call Sheet</title>");
  });

  it("carries the 228 x 320 mm page with 1 cm margins", () => {
    expect(renderCallSheetHtml({ sheet: parseCallSheet(fullSheet) })).toContain("@page { size: 228mm 320mm; margin: 10mm; }");
  });

  it("carries the styles of the document, so the page needs no script", () => {
    const html = renderCallSheetHtml({ sheet: parseCallSheet(fullSheet) });
    expect(html).toMatch(/<style data-styled="true"[^>]*>[^<]*break-inside:avoid/);
    expect(html).not.toContain("<script");
  });

  it("escapes user text in the title and the body", () => {
    const evil = '</title><script>alert("x")</script>';
    const html = renderCallSheetHtml({ sheet: parseCallSheet({ ...fullSheet, shootingTitle: evil, setNotes: "<img src=x onerror=alert(1)>" }) });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;/title&gt;&lt;script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("sets the base URL that relative photo paths resolve against", () => {
    const html = renderCallSheetHtml({ sheet: parseCallSheet(fullSheet), baseUrl: "http://127.0.0.1:3000/" });
    expect(html).toContain('<base href="http://127.0.0.1:3000/">');
  });
});
