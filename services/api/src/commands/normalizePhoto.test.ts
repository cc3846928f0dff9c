import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeJpeg } from "../test/images.ts";
import { decodePhotoDataUrl, normalizePhoto } from "./normalizePhoto.ts";

describe("normalizePhoto", () => {
  it("should apply an EXIF orientation, then drop the EXIF", async () => {
    // Orientation 6: stored 400x300, to be shown rotated 90° clockwise, i.e. 300x400.
    const rotated = await sharp(await makeJpeg(400, 300)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const photo = await normalizePhoto(rotated);
    const metadata = await sharp(photo.data).metadata();
    expect({ width: metadata.width, height: metadata.height, orientation: metadata.orientation, exif: metadata.exif }).toEqual({
      width: 300,
      height: 400,
      orientation: undefined,
      exif: undefined,
    });
  });

  it("should shrink the longest side to 800 px and leave smaller images their size", async () => {
    const large = await normalizePhoto(await makeJpeg(1600, 900));
    expect([large.width, large.height]).toEqual([800, 450]);
    const small = await normalizePhoto(await makeJpeg(640, 480));
    expect([small.width, small.height]).toEqual([640, 480]);
  });

  it("should paint transparent pixels white", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const photo = await normalizePhoto(png);
    const { data } = await sharp(photo.data).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(240);
  });
});

describe("decodePhotoDataUrl", () => {
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a]); // 7 bytes: base64 with one "="
  const payload = bytes.toString("base64");
  const failure = (dataUrl: string) => {
    try {
      decodePhotoDataUrl(dataUrl);
      return "accepted";
    } catch (error) {
      return `${(error as { status: number }).status} ${(error as Error).message}`;
    }
  };

  it("should decode a JPEG, PNG or WebP data URL, with or without padding", () => {
    expect(decodePhotoDataUrl(`data:image/jpeg;base64,${payload}`)).toEqual(bytes);
    expect(decodePhotoDataUrl(`data:image/png;base64,${Buffer.from("abcdef").toString("base64")}`).toString()).toBe("abcdef");
    expect(decodePhotoDataUrl(`data:image/webp;base64,${Buffer.from("abcde").toString("base64")}`).toString()).toBe("abcde");
  });

  it.each([
    ["a space inside", `${payload.slice(0, 4)} ${payload.slice(5)}`],
    ["a character outside the alphabet", `${payload.slice(0, 4)}*${payload.slice(5)}`],
    ["a line break", `${payload.slice(0, 4)}\n${payload.slice(4, 7)}`],
    ["padding in the middle", `AA==${payload}`],
    ["a length that is not a multiple of four", payload.slice(0, -2)],
  ])("should refuse base64 with %s (400, load error)", (_case, broken) => {
    expect(failure(`data:image/jpeg;base64,${broken}`)).toBe("400 Error loading image. Please try another file.");
  });

  it.each([
    ["another type", `data:text/html;base64,${payload}`],
    ["no data URL at all", "/etc/passwd"],
    ["an uppercase type", `data:IMAGE/JPEG;base64,${payload}`],
  ])("should refuse %s as not an image", (_case, dataUrl) => {
    expect(failure(dataUrl)).toBe("400 The profile photo must be a JPEG, PNG or WebP image");
  });

  it("should refuse an empty payload as a missing photo, and over 5 MB as too large", () => {
    expect(failure("data:image/jpeg;base64,")).toBe("400 Profile photo is required");
    expect(failure(`data:image/jpeg;base64,${Buffer.alloc(5 * 1024 * 1024 + 3).toString("base64")}`)).toBe("413 Image too large. Please choose an image under 5MB.");
  });
});
