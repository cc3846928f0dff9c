import { describe, expect, it } from "vitest";
import { SHARING_MESSAGES } from "../sharing/messages.ts";
import { SHARING_TEXTS } from "../sharing/texts.ts";
import { API_MESSAGES } from "./messages.ts";
import { SERBIAN_OF_ENGLISH } from "./messagesInSerbian.ts";
import { inScreenLanguage } from "./screenLanguage.ts";

// What the Serbian access gate can be answered (issue 23 item 7): the access calls' own messages and every
// common failure of the API. A message added to either list without a Serbian entry fails here.
const GATE_MESSAGES = [
  SHARING_MESSAGES.invalidCredentials,
  SHARING_MESSAGES.expired,
  SHARING_MESSAGES.tooManyAttempts,
  SHARING_MESSAGES.linkInvalid,
  SHARING_MESSAGES.invitationEnded,
  SHARING_MESSAGES.tokenRequired,
  SHARING_MESSAGES.passwordRequired,
  SHARING_MESSAGES.emailRequired,
  SHARING_MESSAGES.emailInvalid,
  SHARING_MESSAGES.invisibleCharacters,
  ...Object.values(API_MESSAGES),
];

describe("SERBIAN_OF_ENGLISH", () => {
  it.each(GATE_MESSAGES)("should have a Serbian entry for %j", (message) => {
    const serbian = SERBIAN_OF_ENGLISH[message];
    expect(serbian).toBeTypeOf("string");
    expect(serbian).not.toBe(message);
  });

  it("should translate English into Serbian only: no entry is keyed by a Serbian message or left empty", () => {
    for (const [english, serbian] of Object.entries(SERBIAN_OF_ENGLISH)) {
      expect(english).not.toMatch(/[čćžšđČĆŽŠĐ]/);
      expect(serbian.trim()).not.toBe("");
    }
  });

  it("should keep the gate's own Serbian words where the server's message and the gate's text mean the same", () => {
    expect(SERBIAN_OF_ENGLISH[SHARING_MESSAGES.tokenRequired]).toBe(SHARING_TEXTS.gateTokenMissing);
    expect(SERBIAN_OF_ENGLISH[SHARING_MESSAGES.passwordRequired]).toBe(SHARING_TEXTS.gatePasswordRequired);
  });
});

describe("inScreenLanguage on the Serbian gate", () => {
  it("should show 'Invalid credentials' in Serbian", () => {
    expect(inScreenLanguage("sr", "Invalid credentials", SHARING_TEXTS.gateAuthError)).toBe("Pogrešan e-mail ili lozinka");
  });

  it("should show a Serbian message as it is", () => {
    expect(inScreenLanguage("sr", SHARING_TEXTS.gateAccessError, SHARING_TEXTS.gateAuthError)).toBe(SHARING_TEXTS.gateAccessError);
  });

  it("should show the gate's fallback for an English message without an entry", () => {
    expect(inScreenLanguage("sr", "Cross-origin requests are not allowed", SHARING_TEXTS.gateAuthError)).toBe(SHARING_TEXTS.gateAuthError);
  });

  it("should leave English messages English on an English screen", () => {
    expect(inScreenLanguage("en", SHARING_MESSAGES.invalidCredentials, "fallback")).toBe(SHARING_MESSAGES.invalidCredentials);
  });
});
