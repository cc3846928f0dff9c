/**
 * A comment being written and not sent yet, per sheet, section and writer (docs/on-set.md, "A comment being
 * written"). The section's panel closes on Esc and on any click outside it (a tap to hide the keyboard), and
 * the box goes with it: the text is kept here, so the panel opened again shows it. In sessionStorage (this
 * tab's, gone with the tab), so a reload of the tab keeps it too; in the page's memory, for its life, where
 * that storage is refused. It goes once the comment is added or kept to send later, and with the sheet:
 * 'Forget this sheet', an ended invitation (offline/forgetSheet.ts); signing out (`Clear-Site-Data:
 * "storage"`) clears sessionStorage.
 * No import and no `window` at load: the service worker loads this module with forgetSheet.ts.
 */

export type CommentDraft = {
  text: string;
  /** The idempotency key its tries were sent with; null until it is first sent, and again once the text changes. */
  idempotencyKey: string | null;
};

const PREFIX = "portal-comment-draft:";
const sheetPrefix = (callSheetId: string) => `${PREFIX}${callSheetId}:`;
/** `writtenAs`: whom the writing began as (the page's reader then); a draft is shown only to the same reader. */
const keyOf = (callSheetId: string, sectionId: string, writtenAs: string | undefined) => `${sheetPrefix(callSheetId)}${sectionId}:${writtenAs ?? ""}`;

/** Where sessionStorage is refused (private modes, embedded views, full): this page's memory holds the draft. */
const memory = new Map<string, CommentDraft>();
/** The last value read from sessionStorage per key, parsed once: the same object until the value changes. */
const read = new Map<string, { raw: string; draft: CommentDraft | undefined }>();
const listeners = new Set<() => void>();

function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function parse(raw: string): CommentDraft | undefined {
  try {
    const draft = JSON.parse(raw) as Partial<CommentDraft> | null;
    if (typeof draft?.text !== "string" || draft.text === "") return undefined;
    return { text: draft.text, idempotencyKey: typeof draft.idempotencyKey === "string" ? draft.idempotencyKey : null };
  } catch {
    return undefined;
  }
}

const notify = () => {
  for (const listener of listeners) listener();
};

function write(key: string, draft: CommentDraft | null): void {
  const storage = tabStorage();
  let stored = false;
  try {
    if (storage) {
      if (draft) storage.setItem(key, JSON.stringify(draft));
      else storage.removeItem(key);
      stored = true;
    }
  } catch {
    // Refused or full: an older value must not come back in its place.
    try {
      storage?.removeItem(key);
    } catch {
      // nothing kept there either
    }
  }
  if (draft && !stored) memory.set(key, draft);
  else memory.delete(key);
  notify();
}

export function subscribeDrafts(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The draft of the section written as `writtenAs`; the same object until it changes (a store snapshot). */
export function draftOf(callSheetId: string, sectionId: string, writtenAs: string | undefined): CommentDraft | undefined {
  const key = keyOf(callSheetId, sectionId, writtenAs);
  let raw: string | null = null;
  try {
    raw = tabStorage()?.getItem(key) ?? null;
  } catch {
    // refused: the memory's
  }
  if (raw === null) return memory.get(key);
  const last = read.get(key);
  if (last?.raw === raw) return last.draft;
  const draft = parse(raw);
  read.set(key, { raw, draft });
  return draft;
}

/** Keeps the box's text (an empty one drops the draft). */
export function saveDraft(callSheetId: string, sectionId: string, writtenAs: string | undefined, draft: CommentDraft): void {
  write(keyOf(callSheetId, sectionId, writtenAs), draft.text === "" ? null : draft);
}

/**
 * The comment sent with `idempotencyKey` was added, or kept to send later: its draft goes, unless the text
 * was changed since it was sent (its key is then another), which stays in the box.
 */
export function settleDraft(callSheetId: string, sectionId: string, writtenAs: string | undefined, idempotencyKey: string): void {
  if (draftOf(callSheetId, sectionId, writtenAs)?.idempotencyKey === idempotencyKey) write(keyOf(callSheetId, sectionId, writtenAs), null);
}

/** Drops every draft of the sheet, every section's and reader's ('Forget this sheet', an ended invitation). */
export function forgetDraftsOf(callSheetId: string): void {
  const prefix = sheetPrefix(callSheetId);
  for (const key of memory.keys()) if (key.startsWith(prefix)) memory.delete(key);
  try {
    const storage = tabStorage();
    const keys = storage ? Array.from({ length: storage.length }, (_, index) => storage.key(index)) : [];
    for (const key of keys) if (key?.startsWith(prefix)) storage?.removeItem(key);
  } catch {
    // refused: nothing could have been kept there either
  }
  notify();
}
