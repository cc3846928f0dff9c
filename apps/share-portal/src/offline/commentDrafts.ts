/**
 * A comment being written and not sent yet, per sheet, section and writer (docs/on-set.md, "A comment being
 * written"). The section's panel closes on Esc and on any click outside it (a tap to hide the keyboard), and
 * the box goes with it: the text is kept here, so the panel opened again shows it. In sessionStorage (this
 * tab's, gone with the tab), so a reload of the tab keeps it too; in the page's memory, for its life, where
 * that storage is refused. A waiting comment that can no longer be posted comes back here, with why
 * (returnDraft). It goes once the comment is added or kept to send later, and with the sheet:
 * 'Forget this sheet', an ended invitation (offline/forgetSheet.ts); signing out (`Clear-Site-Data:
 * "storage"`) clears sessionStorage.
 * No import and no `window` at load: the service worker loads this module with forgetSheet.ts.
 */

export type CommentDraft = {
  text: string;
  /** The idempotency key its tries were sent with; null until it is first sent, and again once the text changes. */
  idempotencyKey: string | null;
  /**
   * Why its text came back from the comments waiting on this device (the server's words, or that the writer
   * may no longer comment): said in its panel and the page's notice until dismissed or the box is sent.
   */
  notSent?: string;
};

/** A draft that came back not sent, for the page's notices. */
export type NotSentDraft = { sectionId: string; text: string; notSent: string };

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
    if (typeof draft?.text !== "string") return undefined;
    const idempotencyKey = typeof draft.idempotencyKey === "string" ? draft.idempotencyKey : null;
    if (typeof draft.notSent === "string") return { text: draft.text, idempotencyKey, notSent: draft.notSent };
    return draft.text === "" ? undefined : { text: draft.text, idempotencyKey };
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

/**
 * Keeps the box's text. An empty one drops the draft, unless it says why a text came back not sent: the
 * reader emptying the box to write it again still reads why (until dismissed, sent or cancelled).
 */
export function saveDraft(callSheetId: string, sectionId: string, writtenAs: string | undefined, draft: CommentDraft): void {
  write(keyOf(callSheetId, sectionId, writtenAs), draft.text === "" && draft.notSent === undefined ? null : draft);
}

/**
 * A waiting comment that can no longer be posted (refused for its text, the writer no longer a commenter)
 * comes back to its section's box rather than being dropped: after a text already there (a blank line
 * between; not twice), with why it was not sent. A new text, so a new key when it is sent.
 */
export function returnDraft(callSheetId: string, sectionId: string, writtenAs: string | undefined, text: string, notSent: string): void {
  const draft = draftOf(callSheetId, sectionId, writtenAs);
  const merged = !draft?.text ? text : draft.text.includes(text) ? draft.text : `${draft.text.trimEnd()}\n\n${text}`;
  write(keyOf(callSheetId, sectionId, writtenAs), { text: merged, idempotencyKey: merged === draft?.text ? draft.idempotencyKey : null, notSent });
}

/** The reader read why it was not sent: the text stays, the notice goes. */
export function dismissNotSent(callSheetId: string, sectionId: string, writtenAs: string | undefined): void {
  const draft = draftOf(callSheetId, sectionId, writtenAs);
  if (draft?.notSent !== undefined) write(keyOf(callSheetId, sectionId, writtenAs), draft.text === "" ? null : { text: draft.text, idempotencyKey: draft.idempotencyKey });
}

/** The last list notSentOf gave per sheet and writer: the same array until it changes (a store snapshot). */
const notSentLists = new Map<string, readonly NotSentDraft[]>();

/** The sheet's drafts written as `writtenAs` that came back not sent, by section. */
export function notSentOf(callSheetId: string, writtenAs: string | undefined): readonly NotSentDraft[] {
  const prefix = sheetPrefix(callSheetId);
  const suffix = `:${writtenAs ?? ""}`;
  const keys = new Set(memory.keys());
  try {
    const storage = tabStorage();
    for (let index = 0; storage && index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key) keys.add(key);
    }
  } catch {
    // refused: the memory's
  }
  const list: NotSentDraft[] = [];
  for (const key of [...keys].sort()) {
    if (!key.startsWith(prefix) || !key.endsWith(suffix)) continue;
    const sectionId = key.slice(prefix.length, key.length - suffix.length);
    if (sectionId.includes(":")) continue; // another writer whose name ends like this one's
    const draft = draftOf(callSheetId, sectionId, writtenAs);
    if (draft?.notSent !== undefined) list.push({ sectionId, text: draft.text, notSent: draft.notSent });
  }
  const listKey = `${callSheetId}${suffix}`;
  const last = notSentLists.get(listKey);
  if (last && JSON.stringify(last) === JSON.stringify(list)) return last;
  notSentLists.set(listKey, list);
  return list;
}

/**
 * The comment sent with `idempotencyKey` was added, or kept to send later: its draft goes, unless the text
 * was changed since it was sent (its key is then another), which stays in the box.
 */
export function settleDraft(callSheetId: string, sectionId: string, writtenAs: string | undefined, idempotencyKey: string): void {
  if (draftOf(callSheetId, sectionId, writtenAs)?.idempotencyKey === idempotencyKey) write(keyOf(callSheetId, sectionId, writtenAs), null);
}

/**
 * Drops every draft of the sheet, every section's and reader's ('Forget this sheet', an ended invitation);
 * with `writtenAs`, only that reader's.
 */
export function forgetDraftsOf(callSheetId: string, writtenAs?: string): void {
  const prefix = sheetPrefix(callSheetId);
  const isForgotten = (key: string | null) => key !== null && key.startsWith(prefix) && (writtenAs === undefined || key.endsWith(`:${writtenAs}`));
  for (const key of memory.keys()) if (isForgotten(key)) memory.delete(key);
  try {
    const storage = tabStorage();
    const keys = storage ? Array.from({ length: storage.length }, (_, index) => storage.key(index)) : [];
    for (const key of keys) if (isForgotten(key)) storage?.removeItem(key!);
  } catch {
    // refused: nothing could have been kept there either
  }
  notify();
}
