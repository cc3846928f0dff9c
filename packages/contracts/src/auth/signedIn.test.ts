import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "./messages.ts";
import { SIGNED_IN_BAR } from "./texts.ts";

describe("the public site's signed-in bar", () => {
  it("should say what the auth screens say about signing out (spec §8)", () => {
    expect(SIGNED_IN_BAR).toMatchObject({
      // Issue #11 names the label 'Odjava', in the auth screens' Serbian (the console says 'Logout').
      signOut: "Odjava",
      signedOutTitle: AUTH_MESSAGES.logoutSuccessTitle,
      signedOutDescription: AUTH_MESSAGES.logoutSuccessDescription,
      signOutFailedTitle: AUTH_MESSAGES.logoutErrorTitle,
      signOutFailed: AUTH_MESSAGES.logoutFailed,
    });
  });
});
