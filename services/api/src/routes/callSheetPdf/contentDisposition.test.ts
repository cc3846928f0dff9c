import { describe, expect, it } from "vitest";
import { pdfContentDisposition } from "./contentDisposition.ts";

describe("pdfContentDisposition", () => {
  it("should keep the title in filename* and give old clients an ASCII filename without accents", () => {
    expect(pdfContentDisposition("Snimanje Čačak")).toBe(`attachment; filename="Snimanje Cacak.pdf"; filename*=UTF-8''Snimanje%20%C4%8Ca%C4%8Dak.pdf`);
  });

  it("should replace letters ASCII has no form of in the fallback only", () => {
    expect(pdfContentDisposition("Кампања 2027")).toBe(`attachment; filename="_______ 2027.pdf"; filename*=UTF-8''%D0%9A%D0%B0%D0%BC%D0%BF%D0%B0%D1%9A%D0%B0%202027.pdf`);
  });

  it("should never let a title break out of the header or name a path", () => {
    const header = pdfContentDisposition(`a"; filename=evil.exe\r\nSet-Cookie: x=1 ../../etc/passwd`);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="[^"/\\]*\.pdf"; filename\*=UTF-8''[A-Za-z0-9%._~!-]*\.pdf$/);
  });

  it("should name a title of nothing but unsafe characters call-sheet.pdf", () => {
    expect(pdfContentDisposition(' / : * ? "')).toBe(`attachment; filename="call-sheet.pdf"; filename*=UTF-8''call-sheet.pdf`);
  });
});
