import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Actor, ActorsPage } from "@repo/contracts/callSheets/schemas/editor";
import type { ActorContact } from "@repo/contracts/callSheets/schemas/sections";
import { CARD_TEXTS, EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { ACTORS_URL } from "@repo/contracts/callSheets/urls";
import { EDIT_IN_PLACE_TEXTS } from "@repo/contracts/callSheets/texts/editInPlace";
import type { CallSheetEditor } from "../lib/useCallSheetEditor.ts";
import { useSectionEditor } from "../lib/useSectionEditor.ts";
import { ActorContactsCard } from "./ActorContactsCard.tsx";
import { renderCardWithApi, sheetWith } from "./renderCardWithApi.testing.tsx";
import { startLoopbackApi, type ApiHandler } from "@repo/ui/loopbackApi";
import { renderCard } from "./testing/renderCard.tsx";

const contact = (dateOfBirth: string): ActorContact => ({
  modelId: 7,
  photoPath: "",
  fullName: "Ana Petrović",
  dateOfBirth,
  city: "Novi Sad",
  country: "Serbia",
  phoneNumber: "",
  email: "",
});

const model = (id: number, fullName: string): Actor => ({
  id,
  fullName,
  email: `${fullName.split(" ")[0]!.toLowerCase()}@example.com`,
  phoneNumber: "+381 60 000 000" + id,
  photoPath: `/uploads/models/${id}.jpg`,
  dateOfBirth: "1998-04-12",
  city: "Novi Sad",
  country: "Serbia",
  rating: "3",
});
const page = (actors: Actor[], number: number, total: number, pageSize = 2): ActorsPage => ({ actors, total, page: number, pageSize });

function PageActorsCard({ editor }: { editor: CallSheetEditor }) {
  return <ActorContactsCard editor={useSectionEditor(editor, "actorContacts")} />;
}

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
const serve = async (handler: ApiHandler) => (api = await startLoopbackApi(handler));
const actorCalls = () => api!.calls.filter((call) => call.path === ACTORS_URL);
/** Opens the picker as a user does: a click on the field, then its menu. */
const openPicker = async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("combobox", { name: CARD_TEXTS.actors.picker }));

describe("ActorContactsCard", { timeout: 20_000 }, () => {
  // West of Greenwich, where a birth date stored as a UTC midnight is the evening before in local time.
  beforeAll(() => void vi.stubEnv("TZ", "America/Los_Angeles"));
  afterAll(() => void vi.unstubAllEnvs());
  // The toaster asks where it may sit (jsdom has no matchMedia).
  beforeEach(() => void vi.stubGlobal("matchMedia", () => ({ matches: false })));
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it("should show a birth date stored as a UTC timestamp on its calendar day, as the print view does", () => {
    renderCard([contact("1998-04-12T00:00:00.000Z")], (editor) => <ActorContactsCard editor={editor} />);
    const item = within(screen.getByRole("list", { name: CARD_TEXTS.actors.list })).getByRole("listitem");
    expect(item.textContent).toContain(`${CARD_TEXTS.actors.born} April 12th, 1998`);
  });

  it("should show a birth date that is not a date as it was stored", () => {
    renderCard([contact("sometime in 1998")], (editor) => <ActorContactsCard editor={editor} />);
    expect(screen.getByRole("listitem").textContent).toContain(`${CARD_TEXTS.actors.born} sometime in 1998`);
  });

  it("should show the actor's photo", () => {
    renderCard([{ ...contact("1998-04-12"), photoPath: "/uploads/models/7.jpg" }], (editor) => <ActorContactsCard editor={editor} />);
    const photo = within(screen.getByRole("listitem")).getByRole("img", { name: "Photo of Ana Petrović" }) as HTMLImageElement;
    expect(photo.getAttribute("src")).toBe("/uploads/models/7.jpg");
    expect(screen.getByRole("listitem").textContent).toContain(`${CARD_TEXTS.actors.born} April 12th, 1998`);
  });

  it("should add a picked model as an actor, copying the spec's fields of the model", async () => {
    const user = userEvent.setup();
    const mila = model(12, "Mila Jovanović");
    await serve(() => ({ body: page([mila], 1, 1) }));
    const { update } = renderCard([] as ActorContact[], (editor) => <ActorContactsCard editor={editor} />);
    await openPicker(user);
    await user.click(await screen.findByRole("option", { name: /Mila Jovanović/ }));
    expect(update).toHaveBeenLastCalledWith([
      {
        modelId: 12,
        photoPath: "/uploads/models/12.jpg",
        fullName: "Mila Jovanović",
        dateOfBirth: "1998-04-12",
        city: "Novi Sad",
        country: "Serbia",
        phoneNumber: "+381 60 000 00012",
        email: "mila@example.com",
      },
    ]);
    const item = within(screen.getByRole("list", { name: CARD_TEXTS.actors.list })).getByRole("listitem");
    expect(item.textContent).toContain("Mila Jovanović");
    expect(actorCalls().map((call) => call.query.get("page"))).toEqual(["1"]);
  });

  it("should say 'Error' / 'Failed to load models' when the models cannot be loaded", async () => {
    const user = userEvent.setup();
    await serve(() => ({ status: 500, body: { message: "Internal server error" } }));
    renderCard([] as ActorContact[], (editor) => <ActorContactsCard editor={editor} />);
    await openPicker(user);
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText(EDITOR_TEXTS.errorTitle)).toBeTruthy();
    expect(within(toast).getByText(EDITOR_TEXTS.modelsLoadFailed)).toBeTruthy();
  });

  it("should fetch the next page of the same search on 'Load more models', keeping the menu open on what was found", async () => {
    const user = userEvent.setup();
    await serve(({ query }) => {
      if (query.get("search") !== "Mar") return { body: page([model(1, "Ana Petrović"), model(2, "Bojana Ilić")], 1, 9) };
      return { body: query.get("page") === "1" ? page([model(4, "Marija Kovač"), model(5, "Marko Lazić")], 1, 3) : page([model(6, "Vera Marić")], 2, 3) };
    });
    renderCard([] as ActorContact[], (editor) => <ActorContactsCard editor={editor} />);
    await openPicker(user);
    await user.keyboard("Mar");
    await screen.findByRole("option", { name: /Marko Lazić/ });
    await user.click(screen.getByRole("option", { name: CARD_TEXTS.actors.loadMore }));
    expect(await screen.findByRole("option", { name: /Vera Marić/ })).toBeTruthy();
    // Both pages of the search, and nothing more to ask for (the last page).
    const names = screen.getAllByRole("option").map((option) => option.textContent);
    expect(names).toEqual([expect.stringContaining("Marija Kovač"), expect.stringContaining("Marko Lazić"), expect.stringContaining("Vera Marić")]);
    expect((screen.getByRole("combobox", { name: CARD_TEXTS.actors.picker }) as HTMLInputElement).value).toBe("Mar");
    const searched = actorCalls().filter((call) => call.query.get("search") === "Mar");
    expect(searched.map((call) => call.query.get("page"))).toEqual(["1", "2"]);
  });

  it("should leave out of the picker the models already on the sheet", async () => {
    const user = userEvent.setup();
    await serve(() => ({ body: page([model(7, "Ana Petrović"), model(2, "Bojana Ilić")], 1, 2) }));
    renderCard([contact("1998-04-12")], (editor) => <ActorContactsCard editor={editor} />);
    await openPicker(user);
    await screen.findByRole("option", { name: /Bojana Ilić/ });
    expect(screen.queryByRole("option", { name: /Ana Petrović/ })).toBeNull();
  });

  it("should remove an actor from the list and save the contacts without them", async () => {
    const user = userEvent.setup();
    const ana = contact("1998-04-12");
    const vera: ActorContact = { ...ana, modelId: 9, fullName: "Vera Marić" };
    const { update } = renderCard([ana, vera], (editor) => <ActorContactsCard editor={editor} />);
    await user.click(screen.getByRole("button", { name: "Remove Ana Petrović" }));
    expect(update).toHaveBeenLastCalledWith([vera]);
    await waitFor(() => expect(screen.queryByText("Ana Petrović")).toBeNull());
    expect(within(screen.getByRole("list", { name: CARD_TEXTS.actors.list })).getAllByRole("listitem")).toHaveLength(1);
  });

  it("should undo a removal on the page's editor: Undo saves the actor back first, with every copied field", async () => {
    const user = userEvent.setup();
    const ana = { ...contact("1998-04-12"), phoneNumber: "+381 60 111 2222", email: "ana@example.com" };
    const vera: ActorContact = { ...ana, modelId: 9, fullName: "Vera Marić" };
    const view = await renderCardWithApi(sheetWith({ actorContacts: JSON.stringify([ana, vera]) }), (editor) => <PageActorsCard editor={editor} />);
    api = view.api;
    const sent = () => view.patches().map((patch) => JSON.parse(patch.actorContacts ?? "null") as ActorContact[]);
    await user.click(screen.getByRole("button", { name: "Remove Ana Petrović" }));
    await waitFor(() => expect(sent()).toEqual([[vera]]));
    expect((await screen.findByRole("status")).textContent).toBe(EDIT_IN_PLACE_TEXTS.removed("Ana Petrović"));
    await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.undo }));
    await waitFor(() => expect(sent()).toEqual([[vera], [ana, vera]]));
    expect(JSON.parse(view.stored().actorContacts) as ActorContact[]).toEqual([ana, vera]);
  });
});
