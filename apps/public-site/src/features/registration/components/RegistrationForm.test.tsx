import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLoopbackApi, type ApiAnswer } from "@repo/ui/loopbackApi";
import { UiProviders } from "shell/UiProviders";
import { clearDraft, saveDraft } from "../lib/registrationDraft.ts";
import { RegistrationForm } from "./RegistrationForm.tsx";

// A complete application, brought back as this visit's draft, so Submit is enabled from the start.
const APPLICATION = {
  fullName: "Jovana Petrović",
  email: "jovana@example.com",
  gender: "female" as const,
  city: "Beograd",
  country: "Serbia",
  phoneNumber: "+381 641234567",
  dateOfBirth: "1999-04-30",
  photoPath: "data:image/jpeg;base64,AAAA",
  instagramHandle: "@jovana.p",
  facebookHandle: "",
  tiktokHandle: "",
  selected: { instagram: true, facebook: false, tiktok: false },
  termsAccepted: true as const,
};

/** The API's answer to POST /api/models, held back until the test gives it. */
function heldAnswer() {
  let give: (answer: ApiAnswer) => void = () => undefined;
  const answer = new Promise<ApiAnswer>((resolve) => (give = resolve));
  return { answer, give };
}

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;

beforeEach(() => {
  saveDraft(APPLICATION);
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

afterEach(async () => {
  await api?.close();
  api = undefined;
  clearDraft();
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

async function renderAndSubmit(answer: Promise<ApiAnswer>) {
  api = await startLoopbackApi((call) => (call.method === "POST" && call.path === "/api/models" ? answer : undefined));
  render(
    <UiProviders>
      <RegistrationForm />
    </UiProviders>,
  );
  const submit = screen.getByRole("button", { name: "Submit Registration" });
  await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(submit);
  await screen.findByRole("button", { name: "Submitting..." });
  await waitFor(() => expect(api?.calls.some((call) => call.path === "/api/models")).toBe(true));
}

const form = () => screen.getByRole("form", { name: "Model Registration Form" });
const fullName = () => screen.getByLabelText("Full Name") as HTMLInputElement;

describe("RegistrationForm while a submit is pending", () => {
  it("should make every field read-only, so no correction is typed into a payload already sent", async () => {
    const held = heldAnswer();
    await renderAndSubmit(held.answer);

    // Every input and dropdown: names, radios, the country, the phone, the date, the photo, the networks, the terms.
    const controls = [...form().querySelectorAll("input, select")];
    expect(controls.length).toBeGreaterThan(15);
    for (const control of controls) expect(control.matches(":disabled"), control.outerHTML).toBe(true);

    await act(async () => held.give({ status: 503, body: { message: "Service unavailable" } }));
    await screen.findByRole("button", { name: "Submit Registration" });
    expect(fullName().matches(":disabled")).toBe(false);
    expect(screen.getByLabelText("Day").matches(":disabled")).toBe(false);
  });
});

describe("RegistrationForm after a failed submit", () => {
  it("should keep the server's refusal beside Submit after the toast is gone, until an edit", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout"] });
    try {
      await renderAndSubmit(Promise.resolve({ status: 429, body: { message: "Too many registrations, try again later" } }));
      const inForm = await within(form()).findByRole("alert");
      expect(inForm.textContent).toBe("Registration Failed Too many registrations, try again later");
      expect(screen.getAllByRole("alert")).toHaveLength(2); // the toast too

      // The kit's toast lasts 5 s.
      await act(async () => vi.advanceTimersByTimeAsync(6_000));
      expect(screen.getAllByRole("alert")).toHaveLength(1);
      expect(within(form()).getByRole("alert").textContent).toContain("Too many registrations, try again later");

      fireEvent.change(fullName(), { target: { value: "Jovana Petrovic" } });
      await waitFor(() => expect(within(form()).queryByRole("alert")).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it("should clear the message when the applicant submits again", async () => {
    const second = heldAnswer();
    let answers = [Promise.resolve<ApiAnswer>({ status: 503, body: { message: "Service unavailable" } }), second.answer];
    api = await startLoopbackApi((call) => {
      if (call.path !== "/api/models") return undefined;
      const [next, ...rest] = answers;
      answers = rest;
      return next;
    });
    render(
      <UiProviders>
        <RegistrationForm />
      </UiProviders>,
    );
    const submit = screen.getByRole("button", { name: "Submit Registration" });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect((await within(form()).findByRole("alert")).textContent).toContain("Service unavailable");

    fireEvent.click(screen.getByRole("button", { name: "Submit Registration" }));
    await screen.findByRole("button", { name: "Submitting..." });
    expect(within(form()).queryByRole("alert")).toBeNull();
    await act(async () => second.give({ status: 503, body: { message: "Still unavailable" } }));
    expect((await within(form()).findByRole("alert")).textContent).toContain("Still unavailable");
  });
});
