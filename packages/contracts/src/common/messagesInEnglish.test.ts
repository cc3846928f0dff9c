/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { ENGLISH_OF_SERBIAN } from "./messagesInEnglish.ts";
import { inScreenLanguage } from "./screenLanguage.ts";

// How a message is told Serbian or English: Serbian Latin's own letters, or one of these words (a Serbian
// message can do without the letters: 'Niste prijavljeni'). A message that is neither, or both, fails the
// classification test below, so a new message is never silently taken for English.
const SERBIAN_WORDS = /\b(je|nije|ili|mora|ne|sme|za|na|se|niste|unesite|imati|biti|lozinka|ime|tip|uloga|nalog|najmanje|validnu|obavezno|ispravan|prijavljeni|neuspe\w*|korisni\w*|vidimo|vrednost)\b/i;
const ENGLISH_WORDS = /\b(the|is|are|be|must|to|of|or|and|not|no|please|enter|send|at|required|invalid|found|you|your|this|with|from|in|for|each|too|unknown|many|only|an?|was|has|have|it|use|reload|allowed|share|one|items|server|error|key|failed|registration)\b/i;
const looksSerbian = (message: string) => /[čćžšđČĆŽŠĐ]/.test(message) || SERBIAN_WORDS.test(message);

/** A message built by a function, with sample arguments (a name, or a list of names). */
function sample(build: (...args: unknown[]) => unknown): string {
  try {
    return String(build("X", 1, 2));
  } catch {
    return String(build(["X"], 1, 2));
  }
}

/** Every message of every messages.ts: strings as they are, functions called with sample arguments. */
function allMessages(module: Record<string, unknown>): string[] {
  return Object.values(module).flatMap((value) =>
    value && typeof value === "object"
      ? Object.values(value).flatMap((message) =>
          typeof message === "string" ? [message] : typeof message === "function" ? [sample(message as (...args: unknown[]) => unknown)] : [],
        )
      : [],
  );
}

// Every messages.ts of the contracts, found by vite (a new one is checked without being listed here).
const modules = import.meta.glob<Record<string, unknown>>("../**/messages.ts", { eager: true });
const files = Object.keys(modules).map((path) => path.replace(/^\.\.\//, ""));
const messages = Object.entries(modules).flatMap(([path, module]) => allMessages(module).map((message) => ({ file: path.replace(/^\.\.\//, ""), message })));

// Shown only where the screen is Serbian: built from a name at run time, so no exact entry can key them.
const SERBIAN_SCREENS_ONLY = new Set(["Dobrodošli, X!"]);

describe("ENGLISH_OF_SERBIAN (issue 23 item 7: the English console never shows a Serbian message)", () => {
  it("should find the messages files and their messages", () => {
    expect(files).toEqual(expect.arrayContaining(["auth/messages.ts", "users/messages.ts", "sharing/messages.ts"]));
    expect(messages.length).toBeGreaterThan(60);
  });

  it("should tell every message Serbian or English, not both and not neither", () => {
    const unclear = messages.filter(({ message }) => looksSerbian(message) === ENGLISH_WORDS.test(message) && !/[čćžšđČĆŽŠĐ]/.test(message));
    expect(unclear).toEqual([]);
  });

  it("should have an English entry for every Serbian message", () => {
    const missing = messages.filter(({ message }) => looksSerbian(message) && !SERBIAN_SCREENS_ONLY.has(message) && ENGLISH_OF_SERBIAN[message] === undefined);
    expect(missing).toEqual([]);
  });

  it("should translate into English: no entry is Serbian itself, keyed by an English message, or empty", () => {
    for (const [serbian, english] of Object.entries(ENGLISH_OF_SERBIAN)) {
      expect(looksSerbian(serbian), serbian).toBe(true);
      expect(looksSerbian(english), english).toBe(false);
      expect(english.trim()).not.toBe("");
    }
  });
});

describe("inScreenLanguage on the English console", () => {
  it("should say 'Niste prijavljeni' and 'Korisničko ime je već zauzeto' in English", () => {
    expect(inScreenLanguage("en", "Niste prijavljeni", "fallback")).toBe("You are not signed in. Sign in again and retry.");
    expect(inScreenLanguage("en", "Korisničko ime je već zauzeto", "fallback")).toBe("This username is already taken");
  });

  it("should keep an English message and give the fallback for a Serbian one without an entry", () => {
    expect(inScreenLanguage("en", "Call sheet not found", "fallback")).toBe("Call sheet not found");
    expect(inScreenLanguage("en", "Nešto sasvim novo", "fallback")).toBe("fallback");
  });
});
