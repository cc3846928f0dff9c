import { describe, expect, it } from "vitest";
import { normalizeForSearch } from "../lib/searchText.ts";
import { foldCityName } from "./cityIndex.ts";

describe("foldCityName", () => {
  it.each(["Belgrade", "Novi Sad", "St. John's", "Winston-Salem", "Ho Chi Minh City", "Bad Homburg (Saar)", "São Paulo", "Tromsø", "Đakovo", "  Novi   Sad ", "A^b", "A`b", "Łódź", "Straße"])(
    "should fold %j exactly as the search columns do",
    (name) => {
      expect(foldCityName(name)).toBe(normalizeForSearch(name));
    },
  );
});
