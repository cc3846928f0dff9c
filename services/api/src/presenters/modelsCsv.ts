import type { ModelListItem } from "@repo/contracts/models/schemas";

export const MODELS_CSV_HEADER = ["ID", "Full Name", "Rating", "Gender", "Email", "Phone", "City", "Country", "Date of Birth", "Reg Date (UTC)", "Instagram", "Facebook", "TikTok", "Photo URL"];

/**
 * A value a spreadsheet would read as a formula: starting with = + - @, a tab or a carriage return. Phone
 * numbers ("+381 64...") and handles ("@name") are included on purpose: Excel turns them into #NAME? or
 * arithmetic, so the apostrophe keeps them as the text they are.
 */
function looksLikeFormula(text: string): boolean {
  return /^[=+\-@\t\r]/.test(text);
}

/** One CSV field (RFC 4180 quoting); formulas are defused with a leading apostrophe (applicants type these fields). */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (looksLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One model as a CSV line (with its line break); the photo as an absolute URL under `origin`. */
export function modelCsvLine(model: ModelListItem, origin: string): string {
  return (
    [
      model.id,
      model.fullName,
      model.rating,
      model.gender,
      model.email,
      model.phoneNumber,
      model.city,
      model.country,
      model.dateOfBirth,
      model.regDate,
      model.instagramHandle,
      model.facebookHandle,
      model.tiktokHandle,
      `${origin}${model.photoPath}`,
    ]
      .map(csvField)
      .join(",") + "\r\n"
  );
}
