import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { callSheetUrl } from "@repo/contracts/callSheets/urls";
import { startLoopbackApi } from "@repo/ui/loopbackApi";
import { renderWithProviders } from "@repo/ui/testing";
import { useCallSheetEditor, type CallSheetEditor } from "../lib/useCallSheetEditor.ts";

/** A sheet at version 2 with every section empty; `fields` fills some (JSON text, as the API sends them). */
export const sheetWith = (fields: Partial<CallSheet> = {}): CallSheet => ({
  id: 4, version: 2, shootingTitle: "Spring campaign", client: "Acme", shootingDate: null, shootingTime: null, locations: "", locationsList: "[]",
  streetAddress: "", streetNumber: "", teamMembers: "[]", teamContacts: "", concepts: "[]", actorContacts: "[]", sceneSchedule: "[]",
  props: "[]", gear: "[]", weather: "", technicalSpecs: "", costumeNotes: "", setNotes: "", emergencyContacts: "", createdAt: "", updatedAt: "",
  ...fields,
});

export type PatchBody = { baseVersion: number } & Partial<CallSheet>;

/**
 * For the cards' tests (it sits beside them, not in testing/, because it uses the page's editor from lib/).
 * Renders one card on the page's real editor (useCallSheetEditor: its store, its saves, its toasts) against
 * a loopback API that keeps the sheet: every PATCH is stored and answered with the sheet as it then is, so
 * a test reads what was sent (`patches()`) and what the server holds (`stored()`). `card` picks the card's
 * section editor from the page's editor with the same hooks CallSheetEditor uses. Close `api` after.
 */
export async function renderCardWithApi(initial: CallSheet, card: (editor: CallSheetEditor) => ReactElement) {
  let current = initial;
  const api = await startLoopbackApi(({ method, path, body }) => {
    if (path !== callSheetUrl(initial.id)) return undefined;
    if (method === "GET") return { body: current };
    if (method !== "PATCH") return undefined;
    const { baseVersion: _base, ...fields } = body as PatchBody;
    current = { ...current, ...fields, version: current.version + 1 };
    return { body: current };
  });
  function Host() {
    return card(useCallSheetEditor(String(initial.id), initial));
  }
  const router = createMemoryRouter([{ path: "/", element: <Host /> }]);
  const view = renderWithProviders(<RouterProvider router={router} />);
  return {
    ...view,
    api,
    patches: () => api.calls.filter((call) => call.method === "PATCH").map((call) => call.body as PatchBody),
    stored: () => current,
  };
}
