import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeJpeg } from "../test/images.ts";
import { normalizePhoto } from "./normalizePhoto.ts";

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
