import { fullSheet } from "@repo/call-sheet/fixtures/fullSheet";
import type { ShareRole } from "@repo/contracts/sharing/constants";
import type { CheckAuth, Comment, SharedCallSheet } from "@repo/contracts/sharing/schemas";

export const SHEET_ID = 7;

export const checkAuth = (role: ShareRole | null, authenticated = true, isAdmin = false): CheckAuth => ({
  authenticated,
  isAdmin,
  email: authenticated ? "ana@example.com" : null,
  role: authenticated ? role : null,
});

export const sharedSheet = (role: ShareRole | null, isAdmin = false): SharedCallSheet => ({
  callSheet: { ...fullSheet, id: SHEET_ID },
  weatherData: null,
  locations: "Belgrade, Serbia",
  light: [
    {
      locationId: JSON.parse(fullSheet.locationsList)[0].id,
      date: "2026-06-05",
      light: { timeZone: "Europe/Belgrade", sunrise: "04:53", sunset: "20:21", morningGoldenHourEnd: "05:37", eveningGoldenHourStart: "19:37", polar: null },
    },
  ],
  role,
  isAdmin,
});

export const comment = (id: number, text: string, timestamp: string, sectionId: Comment["sectionId"] = "team"): Comment => ({
  id,
  callSheetId: SHEET_ID,
  sectionId,
  email: "marko@example.com",
  text,
  timestamp,
  canDelete: false,
});
