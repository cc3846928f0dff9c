import { DASHBOARD } from "@repo/contracts/adminConsole/texts";

/**
 * The dashboard's photo (spec §5): the image scaled to cover a 200x200 square (centred crop), on white,
 * as a JPEG data string at quality 0.8. Rejects when the file is not an image the browser can decode.
 */
export async function coverPhoto(file: File): Promise<string> {
  if (!file.type.startsWith("image/")) throw new Error(DASHBOARD.toasts.photoFailed);
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error(DASHBOARD.toasts.photoFailed);
  });
  const size = DASHBOARD.photo.size;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, size, size);
  const scale = Math.max(size / bitmap.width, size / bitmap.height);
  const width = bitmap.width * scale;
  const height = bitmap.height * scale;
  context.drawImage(bitmap, (size - width) / 2, (size - height) / 2, width, height);
  bitmap.close();
  return canvas.toDataURL("image/jpeg", DASHBOARD.photo.quality);
}
