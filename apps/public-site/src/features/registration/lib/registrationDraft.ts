import type { RegistrationFormInput } from "@repo/contracts/registration/schemas";

/**
 * The applicant's unsent form, kept for the visit (sessionStorage: this tab, until it closes), so reading
 * the terms and coming back, by the link or the browser's Back button, or a reload, finds the form as it
 * was (issue #11). Cleared after a successful submission.
 *
 * Two entries: the photo is a data URL of ~50-200 KB (800 px JPEG at quality 0.6), so it is written when
 * it changes, not on every keystroke. Storage can be full or refused (private modes): the draft is then
 * simply not kept, and the form works as before.
 */
const FIELDS_KEY = "registration-draft";
const PHOTO_KEY = "registration-draft-photo";

type Draft = Partial<RegistrationFormInput>;

/** The saved draft, photo included; empty when there is none or it cannot be read. */
export function readDraft(): Draft {
  try {
    const fields = JSON.parse(sessionStorage.getItem(FIELDS_KEY) ?? "{}") as Draft;
    return { ...fields, photoPath: sessionStorage.getItem(PHOTO_KEY) ?? "" };
  } catch {
    return {};
  }
}

let savedPhoto: string | undefined;

/** Saves the form's current values. */
export function saveDraft({ photoPath, ...fields }: Draft): void {
  try {
    sessionStorage.setItem(FIELDS_KEY, JSON.stringify(fields));
    if (photoPath !== savedPhoto) {
      savedPhoto = photoPath;
      if (photoPath) sessionStorage.setItem(PHOTO_KEY, photoPath);
      else sessionStorage.removeItem(PHOTO_KEY);
    }
  } catch {
    // Full or refused: no draft for this visit (see above).
  }
}

export function clearDraft(): void {
  savedPhoto = undefined;
  try {
    sessionStorage.removeItem(FIELDS_KEY);
    sessionStorage.removeItem(PHOTO_KEY);
  } catch {
    // Refused storage holds nothing to clear.
  }
}
