import { afterEach, describe, expect, it, vi } from "vitest";
import { resizePhoto } from "./resizePhoto.ts";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** jsdom draws nothing: a 2D context that records what it was set to when the photo was drawn. */
function recordingCanvas() {
  const drawn: { width: number; height: number; imageSmoothingEnabled: boolean; imageSmoothingQuality: string }[] = [];
  const context = {
    fillStyle: "",
    imageSmoothingEnabled: false,
    imageSmoothingQuality: "low",
    fillRect: () => undefined,
    drawImage(_image: unknown, _x: number, _y: number, width: number, height: number) {
      drawn.push({ width, height, imageSmoothingEnabled: this.imageSmoothingEnabled, imageSmoothingQuality: this.imageSmoothingQuality });
    },
  };
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockReturnValue("data:image/jpeg;base64,RESIZED");
  return drawn;
}

describe("resizePhoto", () => {
  it("should draw a 4000 px photo at 800 px with high-quality smoothing", async () => {
    const drawn = recordingCanvas();
    vi.stubGlobal("createImageBitmap", () => Promise.resolve({ width: 4000, height: 3000, close: () => undefined }));

    expect(await resizePhoto(new File(["photo"], "photo.jpg", { type: "image/jpeg" }))).toBe("data:image/jpeg;base64,RESIZED");
    expect(drawn).toEqual([{ width: 800, height: 600, imageSmoothingEnabled: true, imageSmoothingQuality: "high" }]);
  });
});
