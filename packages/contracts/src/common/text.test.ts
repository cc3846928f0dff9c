import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../auth/messages.ts";
import { authRegisterFormSchema, staffRegisterFormSchema } from "../auth/schemas.ts";
import { CALL_SHEET_MESSAGES, SECTION_MESSAGES } from "../callSheets/messages.ts";
import { callSheetCreateSchema } from "../callSheets/schemas/editor.ts";
import { revisionPublishSchema } from "../callSheets/schemas/revisions.ts";
import { SECTION_SCHEMAS } from "../callSheets/schemas/sections.ts";
import { SHARING_MESSAGES } from "../sharing/messages.ts";
import { commentCreateSchema } from "../sharing/comments.ts";
import { shareCreateSchema } from "../sharing/schemas.ts";
import { REGISTRATION_MESSAGES } from "../registration/messages.ts";
import { modelRegistrationSchema } from "../registration/schemas.ts";
import { USER_MESSAGES } from "../users/messages.ts";
import { staffUserRegistrationSchema, userRegistrationSchema } from "../users/schemas/users.ts";
import { isCleanLine, isCleanMultilineText, isCleanUsername } from "./rules.ts";

const HIDDEN = {
  NUL: "Ana\u0000",
  "C1 control": "Ana\u0085",
  "right-to-left override": "Ana\u202Egol.exe",
  "zero-width space": "A\u200Bna",
  "byte order mark inside": "An\uFEFFa",
  "non-character": "Ana\uFFFF",
  "lone surrogate": "Ana\uD800",
  "private use": "Ana\uE000",
  "line separator": "Ana\u2028",
  tag: "Ana\u{E0041}",
};

const registration = {
  fullName: "Jovana Petrović",
  email: "jovana@example.com",
  gender: "female",
  city: "Beograd",
  country: "Serbia",
  phoneNumber: "+381 641234567",
  dateOfBirth: "1999-04-30",
  photoPath: "data:image/jpeg;base64,AAAA",
  instagramHandle: "@jovana.p",
  termsAccepted: true,
};
const account = { username: "jovana", password: "secret-password", email: "jovana@example.com", fullName: "Jovana Petrović" };

describe("text rules", () => {
  it.each(Object.entries(HIDDEN))("should refuse %s in a line, a username and notes", (_name, value) => {
    expect(isCleanLine(value)).toBe(false);
    expect(isCleanUsername(value)).toBe(false);
    expect(isCleanMultilineText(value)).toBe(false);
  });

  it("should accept names in any script, with diacritics, emoji and the joiners Persian needs", () => {
    for (const name of ["Đorđe Šaković", "Ljubica Ђорђевић", "محمد‌رضا", "山田 太郎", "Zoë 👩‍🎤", "O'Brien-Smith"]) expect(isCleanLine(name)).toBe(true);
    expect(isCleanUsername("mohammad\u200Creza")).toBe(false);
  });

  it("should let notes hold line breaks and tabs, and a line not", () => {
    expect(isCleanMultilineText("Call at 7\n\tBring IDs\r\n")).toBe(true);
    expect(isCleanLine("Call at 7\nBring IDs")).toBe(false);
  });
});

/** What still came through before issue 24: blank-looking characters outside the format category (Cf). */
const BLANK_LOOKING = {
  "Hangul filler U+3164": "\u3164",
  "Hangul choseong filler U+115F": "\u115F",
  "Hangul jungseong filler U+1160": "\u1160",
  "halfwidth Hangul filler U+FFA0": "\uFFA0",
  "combining grapheme joiner U+034F": "\u034F",
  "Braille blank U+2800": "\u2800",
  "Mongolian vowel separator U+180E": "\u180E",
};

describe("text rules: Default_Ignorable_Code_Point and the blank Braille pattern (issue 24)", () => {
  it.each(Object.entries(BLANK_LOOKING))("should refuse %s in a line, a username and notes, alone or inside a word", (_name, character) => {
    for (const value of [character, `Ana${character}`, `${character}${character}`]) {
      expect(isCleanLine(value)).toBe(false);
      expect(isCleanUsername(value)).toBe(false);
      expect(isCleanMultilineText(value)).toBe(false);
    }
  });

  it("should keep what scripts and emoji need: the joiners, emoji and CJK variation selectors, Mongolian variation selectors, and real Hangul", () => {
    for (const value of ["👩\u200D🎤", "❤\uFE0F", "☺\uFE0E", "葛\u{E0100}", "ᠠ\u180Bᠢ", "محمد\u200Cرضا", "김민지", "한국어 ㅎㅎ"]) {
      expect(isCleanLine(value), value).toBe(true);
      expect(isCleanMultilineText(value), value).toBe(true);
    }
  });
});

/** Direction marks RTL keyboards insert unseen: a mark, not an override, so text holding one is accepted. */
const DIRECTION_MARKS = { "right-to-left mark U+200F": "\u200F", "left-to-right mark U+200E": "\u200E", "Arabic letter mark U+061C": "\u061C" };
/** What reorders whole runs of text (the embeddings, overrides and isolates): still refused. */
const DIRECTION_OVERRIDES = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];

describe("text rules: direction marks and overrides", () => {
  it.each(Object.entries(DIRECTION_MARKS))("should accept the %s in a line and notes (an RTL keyboard puts it there), not in a username", (_name, mark) => {
    for (const value of [`שלום${mark}`, `${mark}محمد رضا`, `Call at 7${mark} (${mark}שירה)`]) {
      expect(isCleanLine(value), value).toBe(true);
      expect(isCleanMultilineText(`${value}\n${value}`), value).toBe(true);
      expect(isCleanUsername(value), value).toBe(false);
    }
  });

  it("should still refuse the embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069", () => {
    for (const character of DIRECTION_OVERRIDES) {
      expect(isCleanLine(`Ana${character}gol.exe`), character.codePointAt(0)!.toString(16)).toBe(false);
      expect(isCleanMultilineText(`Ana${character}`), character.codePointAt(0)!.toString(16)).toBe(false);
    }
  });

  it("should accept the marks in a revision note, a comment and a team member's name", () => {
    const comment = commentCreateSchema.safeParse({ callSheetId: 1, sectionId: "team", text: "\u200Fשלום, see you at 7\u200E" });
    expect(comment.success, JSON.stringify(comment.error?.issues)).toBe(true);
    const member = SECTION_SCHEMAS.teamMembers.safeParse([{ id: 1, role: "Stylist", name: "\u200Fשירה כהן" }]);
    expect(member.success, JSON.stringify(member.error?.issues)).toBe(true);
    const note = revisionPublishSchema.safeParse({ note: "\u200Fהשעה זזה\u200E 06:30", afterRevision: 1 });
    expect(note.success, JSON.stringify(note.error?.issues)).toBe(true);
  });
});

describe("the schemas with the text rules", () => {
  it("should refuse blank-looking characters in a team member's name, a comment and a share's personal message (issue 24)", () => {
    for (const character of Object.values(BLANK_LOOKING)) {
      const member = SECTION_SCHEMAS.teamMembers.safeParse([{ id: 1, role: "Stylist", name: `Ana${character}` }]);
      expect(member.error?.issues.map((issue) => issue.message)).toContain(SECTION_MESSAGES.invisibleCharacters);
      const comment = commentCreateSchema.safeParse({ callSheetId: 1, sectionId: "team", text: `Hi${character}` });
      expect(comment.error?.issues.map((issue) => issue.message)).toContain(SHARING_MESSAGES.invisibleCharacters);
      const share = shareCreateSchema.safeParse({ callSheetId: 1, email: "ana@example.com", role: "viewer", message: character });
      expect(share.error?.issues.map((issue) => issue.message)).toContain(SHARING_MESSAGES.invisibleCharacters);
      const title = callSheetCreateSchema.safeParse({ shootingTitle: `Spring${character}` });
      expect(title.error?.issues.map((issue) => issue.message)).toContain(CALL_SHEET_MESSAGES.invisibleCharacters);
    }
  });

  it.each(["fullName", "city", "country", "phoneNumber"])("registration: should refuse hidden characters in %s with the message", (field) => {
    for (const value of Object.values(HIDDEN)) {
      const result = modelRegistrationSchema.safeParse({ ...registration, [field]: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(REGISTRATION_MESSAGES.invisibleCharacters);
    }
  });

  it("registration: should store names composed (NFC), whatever the keyboard sent", () => {
    const parsed = modelRegistrationSchema.parse({ ...registration, fullName: "Zoe\u0308 Petrovic\u0301", city: "S\u030Cabac" });
    expect(parsed.fullName).toBe("Zoë Petrović");
    expect(parsed.city).toBe("Šabac");
  });

  it("accounts: should refuse hidden characters in the username, the name and the job title", () => {
    for (const change of [{ username: "admin\u200B" }, { username: "\u202Enimda" }, { fullName: HIDDEN.NUL }]) {
      const result = userRegistrationSchema.safeParse({ ...account, ...change });
      expect(result.error?.issues.map((issue) => issue.message)).toContain(USER_MESSAGES.invisibleCharacters);
    }
    const staff = staffUserRegistrationSchema.safeParse({ ...account, jobTitle: HIDDEN["right-to-left override"] });
    expect(staff.error?.issues.map((issue) => issue.message)).toContain(USER_MESSAGES.invisibleCharacters);
    expect(userRegistrationSchema.parse({ ...account, username: "zoe\u0308" }).username).toBe("zoë");
  });

  it("the sign-up forms: should say it before the server does", () => {
    const form = { ...account, confirmPassword: account.password, userType: "standard" };
    for (const change of [{ username: "admin\u200B" }, { fullName: HIDDEN["right-to-left override"] }, { phoneNumber: HIDDEN.NUL }]) {
      expect(authRegisterFormSchema.safeParse({ ...form, ...change }).error?.issues.map((issue) => issue.message)).toContain(AUTH_MESSAGES.invisibleCharacters);
    }
    const staff = staffRegisterFormSchema.safeParse({ ...form, userType: "client", jobTitle: HIDDEN["zero-width space"] });
    expect(staff.error?.issues.map((issue) => issue.message)).toContain(AUTH_MESSAGES.invisibleCharacters);
  });

  it("call sheets: should refuse hidden characters in the title and notes, and keep the notes' line breaks", () => {
    const title = callSheetCreateSchema.safeParse({ shootingTitle: HIDDEN["right-to-left override"] });
    expect(title.error?.issues.map((issue) => issue.message)).toContain(CALL_SHEET_MESSAGES.invisibleCharacters);
    const notes = callSheetCreateSchema.safeParse({ shootingTitle: "Spring", setNotes: HIDDEN.NUL });
    expect(notes.error?.issues.map((issue) => issue.message)).toContain(CALL_SHEET_MESSAGES.invisibleCharacters);
    expect(callSheetCreateSchema.parse({ shootingTitle: "Spring", setNotes: "Line one\nLine two" }).setNotes).toBe("Line one\nLine two");
  });
});
