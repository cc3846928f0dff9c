import { createCanvas, loadImage } from "@napi-rs/canvas";
import jsQR from "jsqr";

/** What a phone's camera reads from a picture: the QR code's text, or undefined. */
export async function scanQr(png: Buffer): Promise<string | undefined> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), image.width, image.height)?.data;
}
