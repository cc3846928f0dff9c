import { describe, expect, it } from "vitest";
import { safeImageSource } from "./safeImageSource.ts";

describe("safeImageSource", () => {
  it("keeps our photo URLs, http(s) URLs and inline JPEG data", () => {
    expect(safeImageSource("/api/photos/abc.jpg")).toBe("/api/photos/abc.jpg");
    expect(safeImageSource("https://cdn.example/p.jpg")).toBe("https://cdn.example/p.jpg");
    expect(safeImageSource("data:image/jpeg;base64,/9j/4AAQ")).toBe("data:image/jpeg;base64,/9j/4AAQ");
  });

  it("drops script URLs, other data URLs and protocol-relative URLs", () => {
    expect(safeImageSource("javascript:alert(1)")).toBeNull();
    expect(safeImageSource("data:text/html;base64,PHNjcmlwdD4=")).toBeNull();
    expect(safeImageSource("//evil.example/p.jpg")).toBeNull();
    expect(safeImageSource("")).toBeNull();
  });
});
