import { describe, expect, it } from "vitest";
import { langOf, textLanguage } from "./textLanguage.ts";

describe("textLanguage", () => {
  it("should tell Chinese, Japanese and Korean by their characters, and nothing for other scripts", () => {
    expect(textLanguage("王伟 · 北京外景")).toBe("zh");
    expect(textLanguage("𠀀")).toBe("zh");
    // Kanji with kana is Japanese; kana alone too (half-width katakana included).
    expect(textLanguage("日本語のシーン")).toBe("ja");
    expect(textLanguage("ｶﾒﾗ")).toBe("ja");
    // Hangul, with or without hanja, is Korean.
    expect(textLanguage("한국어 韓國")).toBe("ko");
    for (const other of ["Đorđe Šćepanović", "Ђорђе", "Ελληνικά", "العربية", "🎬", "", null, undefined]) expect(textLanguage(other)).toBeUndefined();
  });

  it("should give an element's lang only when there is one", () => {
    expect(langOf("中文")).toEqual({ lang: "zh" });
    expect(langOf("Beograd")).toEqual({});
  });
});
