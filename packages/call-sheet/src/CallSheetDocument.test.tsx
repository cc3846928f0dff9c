import { CALL_SHEET_SECTION_IDS } from "@repo/contracts/callSheets/constants";
import type { CallSheet, LocationLight } from "@repo/contracts/callSheets/schemas/editor";
import { DOCUMENT_FALLBACKS, DOCUMENT_TEXTS } from "@repo/contracts/callSheets/texts/document";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { COMPANY } from "@repo/contracts/common/constants";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CallSheetDocument } from "./CallSheetDocument.tsx";
import { fullSheet } from "./fixtures/fullSheet.ts";
import { parseCallSheet } from "./parseCallSheet.ts";
import { HIDDEN_IN_PRINT_CLASS } from "./printStyles.tsx";

const sheetWith = (changes: Partial<CallSheet>) => parseCallSheet({ ...fullSheet, ...changes });
const section = (container: HTMLElement, id: string) => {
  const element = container.querySelector<HTMLElement>(`#${id}`);
  if (!element) throw new Error(`no section #${id}`);
  return within(element);
};

const emptySheet: Partial<CallSheet> = {
  locationsList: "[]",
  teamMembers: "[]",
  concepts: "[]",
  actorContacts: "[]",
  sceneSchedule: "[]",
  props: "[]",
  gear: "[]",
  weather: "",
  technicalSpecs: "",
  costumeNotes: "",
  setNotes: "",
  emergencyContacts: "",
};

describe("CallSheetDocument", () => {
  it("shows every section of the spec under its id, in the spec's order", () => {
    const { container } = render(<CallSheetDocument sheet={parseCallSheet(fullSheet)} />);
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id).filter((id) => (CALL_SHEET_SECTION_IDS as readonly string[]).includes(id));
    expect(ids).toEqual([...CALL_SHEET_SECTION_IDS]);
  });

  it("shows the company and the photographer/videographer contact block in the header", () => {
    render(<CallSheetDocument sheet={parseCallSheet(fullSheet)} />);
    expect(screen.getByText(COMPANY.productionContact.phone)).toBeTruthy();
    expect(screen.getByText(COMPANY.productionContact.email)).toBeTruthy();
    expect(screen.getByRole("img", { name: COMPANY.name })).toBeTruthy();
  });

  it("shows the title, client, date and call time in the project details", () => {
    const { container } = render(<CallSheetDocument sheet={parseCallSheet(fullSheet)} />);
    const details = section(container, "project-details");
    expect(details.getByRole("heading", { level: 1, name: fullSheet.shootingTitle })).toBeTruthy();
    expect(details.getByText("Atelier Sava")).toBeTruthy();
    expect(details.getByText("Jun 5, 2026")).toBeTruthy();
    expect(details.getByText("06:30")).toBeTruthy();
  });

  it("shows the spec's fallbacks when every section is empty", () => {
    const { container } = render(<CallSheetDocument sheet={sheetWith(emptySheet)} />);
    expect(section(container, "team").getByText(DOCUMENT_FALLBACKS.noTeamAdded)).toBeTruthy();
    expect(section(container, "concepts").getByText(DOCUMENT_FALLBACKS.noConcepts)).toBeTruthy();
    expect(section(container, "scenes").getByText(DOCUMENT_FALLBACKS.noScenes)).toBeTruthy();
  });

  it("shows no team contacts text for the '[]' a new sheet is created with", () => {
    const { container } = render(<CallSheetDocument sheet={sheetWith({ ...emptySheet, teamContacts: "[]" })} />);
    expect(section(container, "team").queryByText("[]")).toBeNull();
  });

  it("shows team contacts that are real text", () => {
    const { container } = render(<CallSheetDocument sheet={sheetWith({ teamContacts: "Runner: call Mila" })} />);
    expect(section(container, "team").getByText("Runner: call Mila")).toBeTruthy();
  });

  it("shows the spec's error fallbacks when a section's JSON is broken, and the rest of the sheet still", () => {
    const broken = "{not json";
    const { container } = render(
      <CallSheetDocument sheet={sheetWith({ teamMembers: broken, concepts: broken, actorContacts: broken, sceneSchedule: broken, props: broken, gear: broken })} />,
    );
    expect(section(container, "team").getByText(DOCUMENT_FALLBACKS.noTeam)).toBeTruthy();
    expect(section(container, "concepts").getByText(DOCUMENT_FALLBACKS.noConcepts)).toBeTruthy();
    expect(section(container, "actors").getByText(DOCUMENT_FALLBACKS.actorsError)).toBeTruthy();
    expect(section(container, "scenes").getByText(DOCUMENT_FALLBACKS.scenesError)).toBeTruthy();
    expect(section(container, "props").getByText(DOCUMENT_FALLBACKS.propsError)).toBeTruthy();
    expect(section(container, "gear").getByText(DOCUMENT_FALLBACKS.gearError)).toBeTruthy();
    expect(section(container, "location").getByText("Belgrade, Serbia")).toBeTruthy();
  });

  it("names an unnamed scene 'Untitled Scene' and a scene without description 'No description'", () => {
    const scenes = JSON.stringify([{ id: 1, name: "", date: "", time: "", endTime: "", description: "", instructions: "", method: "" }]);
    const { container } = render(<CallSheetDocument sheet={sheetWith({ sceneSchedule: scenes })} />);
    expect(section(container, "scenes").getByText(DOCUMENT_FALLBACKS.untitledScene)).toBeTruthy();
    expect(section(container, "scenes").getByText(DOCUMENT_FALLBACKS.noDescription)).toBeTruthy();
  });

  it("lists only the checked team members, props and gear once any is checked", () => {
    const { container } = render(<CallSheetDocument sheet={parseCallSheet(fullSheet)} />);
    expect(section(container, "team").queryByText("Stefan Marković")).toBeNull();
    expect(section(container, "team").getByText("Marko Petrović")).toBeTruthy();
    expect(section(container, "props").queryByText("Two ceramic cups")).toBeNull();
    expect(section(container, "gear").queryByText("Drone (not permitted on site)")).toBeNull();
  });

  it("lists every team member when none is checked", () => {
    const team = JSON.stringify([
      { id: 1, role: "Photographer", name: "A One", phoneNumber: "", email: "", isChecked: false },
      { id: 2, role: "Gaffer", name: "B Two", phoneNumber: "", email: "", isChecked: false },
    ]);
    const { container } = render(<CallSheetDocument sheet={sheetWith({ teamMembers: team })} />);
    expect(section(container, "team").getByText("A One")).toBeTruthy();
    expect(section(container, "team").getByText("B Two")).toBeTruthy();
  });

  it("shows HTML typed into a name as text, never as markup", () => {
    const team = JSON.stringify([{ id: 1, role: "Grip", name: "<img src=x onerror=alert(1)><b>Bold</b>", phoneNumber: "", email: "", isChecked: false }]);
    const { container } = render(<CallSheetDocument sheet={sheetWith({ teamMembers: team, setNotes: "<script>alert(1)</script>" })} />);
    expect(section(container, "team").getByText("<img src=x onerror=alert(1)><b>Bold</b>")).toBeTruthy();
    expect(container.querySelector("b, script")).toBeNull();
    expect(container.querySelectorAll("img")).toHaveLength(0);
  });

  it("formats location and scene dates as 'MMM d, yyyy' and birth dates in the long format", () => {
    const { container } = render(<CallSheetDocument sheet={parseCallSheet(fullSheet)} />);
    expect(section(container, "location").getAllByText("Jun 5, 2026").length).toBeGreaterThan(0);
    expect(section(container, "scenes").getByText("Jun 5, 2026")).toBeTruthy();
    expect(section(container, "actors").getByText("March 14th, 1999")).toBeTruthy();
  });

  it("keeps the line breaks of the emergency contacts", () => {
    const { container } = render(<CallSheetDocument sheet={parseCallSheet(fullSheet)} />);
    const text = section(container, "emergency").getByText(/Emergency: 112/);
    expect(text.textContent).toBe(fullSheet.emergencyContacts);
  });

  it("shows the sun times of a location, and says so when its city has none", () => {
    const sheet = parseCallSheet(fullSheet);
    const [first, second] = sheet.locationsList.ok ? sheet.locationsList.items : [];
    const light: LocationLight[] = [
      { locationId: first!.id, date: "2026-06-05", light: { timeZone: "Europe/Belgrade", sunrise: "04:51", sunset: "20:22", morningGoldenHourEnd: "05:38", eveningGoldenHourStart: "19:35", polar: null } },
      { locationId: second!.id, date: "2026-06-05", light: null },
    ];
    const { container } = render(<CallSheetDocument sheet={sheet} light={light} />);
    const location = section(container, "location");
    expect(location.getByText("04:51")).toBeTruthy();
    expect(location.getByText("19:35")).toBeTruthy();
    expect(location.getByText(EDITOR_TEXTS.lightUnknown("Novi Sad"))).toBeTruthy();
  });

  it("lists the sun times in the day's order: sunrise, morning golden hour, evening golden hour, sunset", () => {
    const sheet = parseCallSheet(fullSheet);
    const [first] = sheet.locationsList.ok ? sheet.locationsList.items : [];
    const light: LocationLight[] = [
      { locationId: first!.id, date: "2026-06-05", light: { timeZone: "Europe/Belgrade", sunrise: "04:51", sunset: "20:22", morningGoldenHourEnd: "05:38", eveningGoldenHourStart: "19:35", polar: null } },
    ];
    const { container } = render(<CallSheetDocument sheet={sheet} light={light} />);
    const terms = [...container.querySelectorAll("#location dt")].map((term) => term.textContent);
    expect(terms).toEqual([DOCUMENT_TEXTS.sunrise, DOCUMENT_TEXTS.morningGoldenHourEnd, DOCUMENT_TEXTS.eveningGoldenHourStart, DOCUMENT_TEXTS.sunset]);
    const times = [...container.querySelectorAll("#location dd")].map((time) => time.textContent);
    expect(times).toEqual(["04:51", "05:38", "19:35", "20:22"]);
  });

  it("shows a dash for a sun time that does not happen, and says why on a polar day", () => {
    const sheet = sheetWith({ locationsList: JSON.stringify([{ id: 1, country: "NO", city: "Tromsø", address: "", date: "2026-06-21", time: "" }]) });
    const light: LocationLight[] = [
      { locationId: 1, date: "2026-06-21", light: { timeZone: "Europe/Oslo", sunrise: null, sunset: null, morningGoldenHourEnd: null, eveningGoldenHourStart: null, polar: "day" } },
    ];
    const { container } = render(<CallSheetDocument sheet={sheet} light={light} />);
    const location = section(container, "location");
    expect(location.getByText(DOCUMENT_TEXTS.polarDay)).toBeTruthy();
    expect(location.getAllByText(DOCUMENT_TEXTS.notSet).length).toBeGreaterThanOrEqual(4);
  });

  it("shows the typed weather in °C, and fetched weather instead when given", () => {
    const typed = render(<CallSheetDocument sheet={parseCallSheet(fullSheet)} />);
    expect(section(typed.container, "weather").getByText("24 °C")).toBeTruthy();
    expect(section(typed.container, "weather").getByText("Partly cloudy")).toBeTruthy();
    typed.unmount();
    const fetched = render(<CallSheetDocument sheet={parseCallSheet(fullSheet)} weather={{ temperature: "17", condition: "rain", icon: "10d" }} />);
    expect(section(fetched.container, "weather").getByText("17 °C")).toBeTruthy();
    expect(section(fetched.container, "weather").getByText("Rain")).toBeTruthy();
  });

  it("puts the section extras beside each section's title, marked hidden in print", () => {
    const { container } = render(<CallSheetDocument sheet={parseCallSheet(fullSheet)} sectionExtras={(id) => <button type="button">Comment on {id}</button>} />);
    for (const id of CALL_SHEET_SECTION_IDS) {
      const button = section(container, id).getByRole("button", { name: `Comment on ${id}` });
      expect(button.closest(`.${HIDDEN_IN_PRINT_CLASS}`)).not.toBeNull();
    }
  });
});
