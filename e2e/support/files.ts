import sharp from "sharp";

/** A real JPEG photo of the given size, as a file for an <input type="file">. */
export async function jpegFile(name: string, width: number, height: number) {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 5 + ((i / width) | 0) * 11) % 256;
  const buffer = await sharp(pixels, { raw: { width, height, channels } }).jpeg({ quality: 85 }).toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}
