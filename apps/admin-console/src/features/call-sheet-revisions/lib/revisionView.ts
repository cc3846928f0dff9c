/**
 * Where the revisions view is, from the address: `?view=revisions` the history, `&rev=N` one revision
 * read-only, `&from=M&to=N` the changes from M to N. In the address so Back, a reload and a link all
 * reach the same screen, like the Comments view's `?view=comments`.
 */
export type RevisionView = { kind: "history" } | { kind: "revision"; number: number } | { kind: "compare"; from: number; to: number };

export const REVISIONS_VIEW = "revisions";

const revisionNumber = (value: string | null) => (value !== null && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null);

/** The view the address asks for; null when it asks for none (or another feature's). */
export function revisionViewOf(params: URLSearchParams): RevisionView | null {
  if (params.get("view") !== REVISIONS_VIEW) return null;
  const number = revisionNumber(params.get("rev"));
  if (number !== null) return { kind: "revision", number };
  const from = revisionNumber(params.get("from"));
  const to = revisionNumber(params.get("to"));
  if (from !== null && to !== null) return { kind: "compare", from, to };
  return { kind: "history" };
}

/** The address's query for `view` (null: the view closed), keeping whatever else the address carries. */
export function searchFor(params: URLSearchParams, view: RevisionView | null): string {
  const next = new URLSearchParams(params);
  for (const key of ["view", "rev", "from", "to"]) next.delete(key);
  if (view) next.set("view", REVISIONS_VIEW);
  if (view?.kind === "revision") next.set("rev", String(view.number));
  if (view?.kind === "compare") {
    next.set("from", String(view.from));
    next.set("to", String(view.to));
  }
  const search = next.toString();
  return search ? `?${search}` : "";
}
