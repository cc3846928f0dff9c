import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { callSheetConditionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import type { ApiAnswer, ApiCall } from "@repo/ui/loopbackApi";
import { renderRoutes } from "@repo/ui/testing";
import { routes } from "../app/routes.tsx";

/** An empty sheet 4, as GET /api/call-sheets/4 answers it. */
export const SHEET: CallSheet = {
  id: 4, version: 2, shootingTitle: "Spring campaign", client: "Acme", shootingDate: null, shootingTime: null, locations: "", locationsList: "[]",
  streetAddress: "", streetNumber: "", teamMembers: "[]", teamContacts: "", concepts: "[]", actorContacts: "[]", sceneSchedule: "[]",
  props: "[]", gear: "[]", weather: "", technicalSpecs: "", costumeNotes: "", setNotes: "", emergencyContacts: "", createdAt: "", updatedAt: "",
};

/** The editor's own reads of SHEET (the sheet, its conditions); undefined for any other call. */
export function sheetAnswer({ method, path }: ApiCall): ApiAnswer | undefined {
  if (method === "GET" && path === callSheetUrl(SHEET.id)) return { body: SHEET };
  if (method === "GET" && path === callSheetConditionsUrl(SHEET.id)) return { body: { locations: [], weather: null, weatherFor: null, weatherStatus: "no-location" } };
  return undefined;
}

/** The editor of SHEET through the console's own routes, with a scene added to the agenda and not saved. */
export async function editorWithSceneDraft() {
  const user = userEvent.setup();
  const { router } = renderRoutes(routes, `/admin/call-sheet/${SHEET.id}`);
  const agenda = await screen.findByRole("region", { name: "Shooting Agenda" }, { timeout: 15_000 });
  await user.type(within(agenda).getByRole("textbox", { name: "Scene name" }), "Rooftop");
  await user.click(within(agenda).getByRole("button", { name: "Add Scene" }));
  expect(within(agenda).getByText("Rooftop")).toBeTruthy();
  return { user, router, agenda };
}
