import zlib from "node:zlib";
import sharp from "sharp";

/** A real JPEG (a gradient-ish noise image so it does not compress to nothing), optionally with EXIF and GPS. */
export async function makeJpeg(width: number, height: number, { exif = false, quality = 80, seed = 0 } = {}): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  // `seed` varies the picture, so two calls can make different files (and content hashes).
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + ((i / width) | 0) * 13 + seed * 31) % 256;
  let image = sharp(pixels, { raw: { width, height, channels } }).jpeg({ quality });
  if (exif) {
    image = image.withExif({
      IFD0: { Copyright: "Secret Owner", Artist: "Home Camera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "44/1 49/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "20/1 27/1 0/1" },
    });
  }
  return image.toBuffer();
}

export const toDataUrl = (bytes: Buffer, type = "image/jpeg") => `data:${type};base64,${bytes.toString("base64")}`;

/**
 * An "image bomb": a valid 1x1 PNG whose header claims `width` x `height`. A few hundred bytes on the
 * wire, gigabytes if anything tried to decode it.
 */
export async function makeImageBomb(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } }).png().toBuffer();
  const ihdrStart = 8; // after the PNG signature: length(4) "IHDR"(4) data(13) crc(4)
  png.writeUInt32BE(width, ihdrStart + 8);
  png.writeUInt32BE(height, ihdrStart + 12);
  const crc = zlib.crc32(png.subarray(ihdrStart + 4, ihdrStart + 8 + 13));
  png.writeUInt32BE(crc, ihdrStart + 8 + 13);
  return png;
}
