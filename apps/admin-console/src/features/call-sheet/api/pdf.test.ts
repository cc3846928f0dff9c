import { describe, expect, it } from "vitest";
import { pdfFileName } from "./pdf.ts";

describe("pdfFileName", () => {
  it("should take the UTF-8 name (filename*) over the ASCII fallback before it, decoded", () => {
    const header = `attachment; filename="_______ 2027.pdf"; filename*=UTF-8''%D0%9A%D0%B0%D0%BC%D0%BF%D0%B0%D1%9A%D0%B0%202027.pdf`;
    expect(pdfFileName(header, "4")).toBe("Кампања 2027.pdf");
  });

  it("should keep Hebrew and emoji titles whole", () => {
    const title = "צילום 🎬.pdf";
    expect(pdfFileName(`attachment; filename="_____ _.pdf"; filename*=UTF-8''${encodeURIComponent(title)}`, "4")).toBe(title);
  });

  it("should fall back to the plain filename when there is no filename*", () => {
    expect(pdfFileName(`attachment; filename="Spring campaign.pdf"`, "4")).toBe("Spring campaign.pdf");
  });

  it("should fall back to the plain filename when filename* does not decode", () => {
    expect(pdfFileName(`attachment; filename="Spring.pdf"; filename*=UTF-8''%E0%A4%A.pdf`, "4")).toBe("Spring.pdf");
  });

  it("should make a name from the sheet's id when the server gives none", () => {
    expect(pdfFileName(null, "4")).toBe("call-sheet-4.pdf");
    expect(pdfFileName("attachment", "4")).toBe("call-sheet-4.pdf");
  });
});
