/**
 * What the call sheet document says about revisions (issues 25 and 26): 'REV N · {date}' in its header,
 * the 'Changed in REV N' mark on a changed section, and on paper 'REV N, printed {date}' beside the QR code
 * of the sheet's shared address. Dates arrive formatted (DOCUMENT_REVISION_DATE_FORMATS, date-fns patterns).
 */

/** date-fns patterns of the revision's date in the header and of the printing time on paper. */
export const DOCUMENT_REVISION_DATE_FORMATS = {
  published: "MMM d, y",
  printed: "MMM d, y, HH:mm",
} as const;

export const DOCUMENT_REVISION_TEXTS = {
  /** The header's stamp: which revision this is, and when it was published. */
  revision: (number: number, publishedOn: string) => `REV ${number} · ${publishedOn}`,
  /** The mark on a section that changed since the revision the reader last opened. */
  changedIn: (number: number | null) => (number === null ? "Changed" : `Changed in REV ${number}`),
  /** Beside the QR code on paper: the printed sheet is that published revision... */
  printedRevision: (number: number, printedOn: string) => `REV ${number}, printed ${printedOn}`,
  /** ...or the producer's draft (nothing published yet, or edited after the latest revision). */
  printedDraft: (printedOn: string) => `Draft, printed ${printedOn}`,
  /** Under it: what the code is for. */
  scanForLatest: "Scan for the latest version",
  /** The header's stamp when the revision's date does not parse. */
  revisionOnly: (number: number) => `REV ${number}`,
  /** The QR code's accessible name (the address itself follows it as text). */
  qrCodeLabel: "QR code of this call sheet's shared address",
} as const;
