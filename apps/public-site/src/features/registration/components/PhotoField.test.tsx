import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UiProviders } from "shell/UiProviders";
import { PhotoField } from "./PhotoField.tsx";

const ACCEPTED = "data:image/jpeg;base64,ACCEPTED";

/** The field as the form holds it: the value is the accepted photo; `changes` records what the form was told. */
function Harness({ changes }: { changes: string[] }) {
  const [value, setValue] = useState(ACCEPTED);
  return (
    <UiProviders>
      <PhotoField
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    </UiProviders>
  );
}

function pick(file: File) {
  const input = document.getElementById("photo") as HTMLInputElement;
  Object.defineProperty(input, "files", { configurable: true, value: [file] });
  fireEvent.change(input);
  return input;
}

let alerts: string[];

beforeEach(() => {
  alerts = [];
  vi.spyOn(window, "alert").mockImplementation((message?: string) => void alerts.push(String(message)));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("PhotoField after a photo was accepted", () => {
  it("should keep the accepted photo when the next pick is over 5 MB", async () => {
    const changes: string[] = [];
    render(<Harness changes={changes} />);
    const big = new File(["x"], "big.jpg", { type: "image/jpeg" });
    Object.defineProperty(big, "size", { value: 5 * 1024 * 1024 + 1 });
    const input = pick(big);

    await waitFor(() => expect(alerts).toEqual(["Image too large. Please choose an image under 5MB."]));
    await waitFor(() => expect(input.getAttribute("aria-busy")).toBe("false"));
    expect(changes).toEqual([]);
    expect(screen.getByRole("img", { name: "Profile photo preview" }).getAttribute("src")).toBe(ACCEPTED);
  });

  it("should keep the accepted photo when the next pick cannot be read (a renamed file, HEIC in Chrome)", async () => {
    vi.stubGlobal("createImageBitmap", () => Promise.reject(new DOMException("The source image could not be decoded.", "InvalidStateError")));
    const changes: string[] = [];
    render(<Harness changes={changes} />);
    const input = pick(new File(["not an image"], "holiday.jpg", { type: "image/jpeg" }));

    await waitFor(() => expect(alerts).toEqual(["Error loading image. Please try another file."]));
    await waitFor(() => expect(input.getAttribute("aria-busy")).toBe("false"));
    expect(changes).toEqual([]);
    expect(screen.getByRole("img", { name: "Profile photo preview" }).getAttribute("src")).toBe(ACCEPTED);
  });
});
