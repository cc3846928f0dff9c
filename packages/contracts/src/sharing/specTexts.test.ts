import { describe, expect, it } from "vitest";
import { CALL_SHEET_MESSAGES } from "../callSheets/messages.ts";
import { EDITOR_TEXTS } from "../callSheets/texts/editor.ts";
import { SHARING_MESSAGES } from "./messages.ts";
import { commentCreateSchema, commentListQuerySchema } from "./comments.ts";
import { getCallSheetQuerySchema, shareCreateSchema } from "./schemas.ts";
import { SHARING_TEXTS } from "./texts.ts";

// The spec's wording (call-sheets.md §2, §5, §8), typed here by hand from the spec and not taken from the
// constants: a constant that drifts from the spec (a capital, a full stop, a word) fails here, whereas a
// test that compares a screen with the constant would follow the drift.

describe("spec §8 share dialog texts", () => {
  it("should word validation, failure and success as the spec does", () => {
    expect(SHARING_TEXTS.validationErrorTitle).toBe("Validation Error");
    expect(SHARING_TEXTS.validationError).toBe("Please enter at least one valid email address");
    expect(SHARING_TEXTS.sharingFailedTitle).toBe("Sharing Failed");
    expect(SHARING_TEXTS.sharingFailed).toBe("There was an error sharing your call sheet. Please try again.");
    expect(SHARING_TEXTS.sharedTitle).toBe("Call Sheet Shared");
    expect(SHARING_TEXTS.shared(1)).toBe("Successfully shared with 1 collaborator(s)");
    expect(SHARING_TEXTS.shared(3)).toBe("Successfully shared with 3 collaborator(s)");
  });

  it("should name the dialog, the user search and its badges as §2 does", () => {
    expect(SHARING_TEXTS.dialogTitle).toBe("Share with collaborator");
    expect(SHARING_TEXTS.addAnother).toBe("Add another collaborator");
    expect(SHARING_TEXTS.cancel).toBe("Cancel");
    expect(SHARING_TEXTS.send).toBe("Send");
    expect(SHARING_TEXTS.roleNames).toEqual({ viewer: "Viewer", commenter: "Commenter" });
    expect(SHARING_TEXTS.searchPlaceholder).toBe("Search users...");
    expect(SHARING_TEXTS.searchInputPlaceholder).toBe("Enter name, email, username...");
    expect(SHARING_TEXTS.searchLoading).toBe("Loading...");
    expect(SHARING_TEXTS.searchEmpty).toBe("No users found");
    expect(SHARING_TEXTS.userTypeBadges).toEqual({ client: "Client", team_member: "Team", other: "User" });
  });

  it("should word the stored share rules of §5", () => {
    expect(SHARING_MESSAGES.emailInvalid).toBe("Please enter a valid email address without spaces");
    expect(SHARING_MESSAGES.roleInvalid).toBe("Role must be either 'viewer' or 'commenter'");
    expect(SHARING_MESSAGES.tokenRequired).toBe("Access token is required");
  });
});

describe("spec §8 Shared with panel texts", () => {
  it("should word removing a collaborator and its failure as the spec does", () => {
    expect(SHARING_TEXTS.sharedWith).toBe("Shared with");
    expect(SHARING_TEXTS.removedTitle).toBe("Collaborator Removed");
    expect(SHARING_TEXTS.removed).toBe("Successfully removed collaborator");
    expect(SHARING_TEXTS.removeFailedTitle).toBe("Error");
    expect(SHARING_TEXTS.removeFailed).toBe("Failed to remove collaborator. Please try again.");
  });
});

describe("spec §8 comment texts", () => {
  it("should word every comment message as the spec does", () => {
    expect(SHARING_TEXTS.commentAddedTitle).toBe("Comment added");
    expect(SHARING_TEXTS.commentAdded).toBe("Your comment has been added successfully");
    expect(SHARING_TEXTS.commentDeletedTitle).toBe("Comment deleted");
    expect(SHARING_TEXTS.commentDeleted).toBe("Your comment has been removed");
    expect(SHARING_TEXTS.commentEmptyTitle).toBe("Cannot submit empty comment");
    expect(SHARING_TEXTS.commentEmpty).toBe("Please enter some text for your comment.");
    expect(SHARING_TEXTS.commentFailedTitle).toBe("Failed to add comment");
    expect(SHARING_TEXTS.commentFailed).toBe("An error occurred while saving your comment. Please try again.");
    expect(SHARING_TEXTS.commentSaveFailed).toBe("Failed to save comment");
    expect(SHARING_TEXTS.callSheetIdRequired).toBe("Call sheet ID is required");
  });

  it("should word the comment screens of §2, §4 and §6", () => {
    expect(SHARING_TEXTS.commentsOverview).toBe("Comments Overview");
    expect(SHARING_TEXTS.addComment).toBe("Add Comment");
    expect(SHARING_TEXTS.submitting).toBe("Submitting...");
    expect(SHARING_TEXTS.deleteComment).toBe("Delete");
    expect(SHARING_TEXTS.viewerCannotComment).toBe("You cannot add new comments with your current role");
  });

  it("should answer 'Call sheet ID is required' from every schema that takes a sheet id", () => {
    const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);
    expect(messages(commentCreateSchema.safeParse({ sectionId: "team", text: "x" }))).toEqual(["Call sheet ID is required"]);
    expect(messages(commentListQuerySchema.safeParse({ callSheetId: "abc" }))).toEqual(["Call sheet ID is required"]);
    expect(messages(getCallSheetQuerySchema.safeParse({}))).toEqual(["Call sheet ID is required"]);
    expect(messages(shareCreateSchema.safeParse({ email: "ana@example.com", role: "viewer" }))).toEqual(["Call sheet ID is required"]);
  });
});

describe("spec §8 access gate texts (Serbian)", () => {
  it("should word the gate's errors and its alert as the spec does", () => {
    expect(SHARING_TEXTS.gateAuthError).toBe("Greška pri autentifikaciji");
    expect(SHARING_TEXTS.gateAccessError).toBe("Greška prilikom pristupa");
    expect(SHARING_TEXTS.gateInitError).toBe("Greška prilikom inicijalizacije");
    expect(SHARING_TEXTS.gateRedirectIdMissing).toBe("Nedostaje ID Call Sheet-a za preusmeravanje");
    expect(SHARING_TEXTS.gateAlertTitle).toBe("Greška pri pristupu");
  });

  it("should word the gate's button and the rules of §5", () => {
    expect(SHARING_TEXTS.gateButton).toBe("Pristupi Call Sheet-u");
    expect(SHARING_TEXTS.gateTokenMissing).toBe("Nedostaje token za pristup");
    expect(SHARING_TEXTS.gateDataMissing).toBe("Nedostaju podaci za pristup");
    expect(SHARING_TEXTS.gatePasswordRequired).toBe("Lozinka je obavezna");
  });
});

describe("spec §8 shared login and shared view texts", () => {
  it("should word the login's failures as the spec does", () => {
    expect(SHARING_TEXTS.invalidCredentials).toBe("Invalid credentials");
    expect(SHARING_MESSAGES.invalidCredentials).toBe("Invalid credentials");
    expect(SHARING_TEXTS.loginNetworkError).toBe("An error occurred during login");
  });

  it("should word reading A's screens as §2 does", () => {
    expect(SHARING_TEXTS.loginTitle).toBe("Access Call Sheet");
    expect(SHARING_TEXTS.logIn).toBe("Log in");
    expect(SHARING_TEXTS.loggingIn).toBe("Logging in...");
    expect(SHARING_TEXTS.checkingAuthentication).toBe("Checking authentication...");
    expect(SHARING_TEXTS.loading).toBe("Loading...");
    expect(CALL_SHEET_MESSAGES.notFound).toBe("Call sheet not found");
  });

  it("should word reading B's screens and the top bar as §2 and §8 do", () => {
    expect(SHARING_TEXTS.loadingCallSheet).toBe("Loading call sheet...");
    expect(SHARING_TEXTS.accessErrorTitle).toBe("Call Sheet Access Error");
    expect(SHARING_TEXTS.expired).toBe("This call sheet is not available or your access link has expired.");
    expect(SHARING_MESSAGES.expired).toBe("This call sheet is not available or your access link has expired.");
    expect(SHARING_TEXTS.goBack).toBe("Go Back");
    expect(SHARING_TEXTS.back).toBe("Back");
    expect(SHARING_TEXTS.backToEdit).toBe("Back to Edit");
    expect(SHARING_TEXTS.print).toBe("Print");
    expect(SHARING_TEXTS.share).toBe("Share");
  });
});

describe("spec §8 print texts", () => {
  it("should word the print failure as the spec does", () => {
    expect(EDITOR_TEXTS.printErrorTitle).toBe("Print Error");
    expect(EDITOR_TEXTS.printError).toBe("There was an error while printing. Please try again.");
  });
});
