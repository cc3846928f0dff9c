import { PHOTO_LIMITS } from "@repo/contracts/registration/constants";
import { REGISTRATION_MESSAGES } from "@repo/contracts/registration/messages";

export class PhotoError extends Error {}

/**
 * Checks a picked file and turns it into the payload the API takes: a JPEG data string, longest side at
 * most 800 px (aspect kept), quality 0.6 (spec §5). Throws a PhotoError with the spec's alert text.
 */
export async function resizePhoto(file: File): Promise<string> {
  if (file.size > PHOTO_LIMITS.maxFileBytes) throw new PhotoError(REGISTRATION_MESSAGES.photoTooLarge);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoError(REGISTRATION_MESSAGES.photoLoadError);
  }
  const scale = Math.min(1, PHOTO_LIMITS.longestSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new PhotoError(REGISTRATION_MESSAGES.photoLoadError);
  // JPEG has no transparency: paint white under transparent PNG/WebP pixels instead of black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  // Browsers default to "low" (bilinear): a 4000 px photo brought to 800 px would come out jagged.
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL("image/jpeg", PHOTO_LIMITS.jpegQuality);
}
