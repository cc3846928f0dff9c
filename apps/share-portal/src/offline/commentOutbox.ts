/**
 * Comments written on this phone that have not reached the server yet (docs/on-set.md, "A comment written
 * offline"): kept in IndexedDB, per sheet, so closing or reloading the page loses nothing; the page sends them
 * when the network is back. IndexedDB rather than localStorage: the service worker clears a sheet's comments
 * too ('Forget this sheet', a grant that ended), and it has no localStorage. Plain IndexedDB (a few calls; no
 * library of its own).
 */

export type PendingComment = {
  /** Random, this phone's own (the server gives the comment its id when it arrives). */
  id: string;
  callSheetId: string;
  /** Who wrote it: the grant's e-mail ("admin" for the admin). Sent only while the page reads as them. */
  author: string;
  sectionId: string;
  text: string;
  /** ISO 8601, when it was written. */
  writtenAt: string;
};

const DATABASE = "portal-offline";
const STORE = "pendingComments";
const BY_SHEET = "callSheetId";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id" }).createIndex(BY_SHEET, BY_SHEET);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB refused"));
    request.onblocked = () => reject(new Error("IndexedDB blocked"));
  });
}

/** One transaction on the store; resolves with `work`'s request result once the transaction has committed. */
async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const database = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request ? request.result : undefined);
      transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
      transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
    });
  } finally {
    database.close();
  }
}

/** Keeps a comment until it is sent; resolves once it is stored for good. */
export async function keepPending(comment: Omit<PendingComment, "id" | "writtenAt">): Promise<PendingComment> {
  // getRandomValues, not randomUUID: the latter exists only in a secure context.
  const id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  const pending: PendingComment = { ...comment, id, writtenAt: new Date().toISOString() };
  await withStore("readwrite", (store) => store.add(pending));
  return pending;
}

/** The sheet's comments waiting to be sent, oldest first. */
export async function pendingOf(callSheetId: string): Promise<PendingComment[]> {
  const all = (await withStore<PendingComment[]>("readonly", (store) => store.index(BY_SHEET).getAll(callSheetId))) ?? [];
  return all.sort((a, b) => a.writtenAt.localeCompare(b.writtenAt));
}

/** Drops one (sent, or refused for good). */
export async function dropPending(id: string): Promise<void> {
  await withStore("readwrite", (store) => store.delete(id));
}

/**
 * Drops every comment of the sheet that waits ('Forget this sheet', a grant that is gone); with `author`, only
 * that reader's (their invitation ended: another reader's on this phone wait for that reader's sign-in).
 */
export async function forgetPendingOf(callSheetId: string, author?: string): Promise<void> {
  await withStore("readwrite", (store) => {
    const cursor = store.index(BY_SHEET).openCursor(IDBKeyRange.only(callSheetId));
    cursor.onsuccess = () => {
      if (!cursor.result) return;
      if (author === undefined || (cursor.result.value as PendingComment).author === author) cursor.result.delete();
      cursor.result.continue();
    };
  });
}
