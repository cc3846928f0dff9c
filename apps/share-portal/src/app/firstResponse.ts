import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import { commentListSchema } from "@repo/contracts/sharing/comments";
import { checkAuthSchema, sharedCallSheetSchema, type CheckAuth, type SharedCallSheet } from "@repo/contracts/sharing/schemas";
import { commentCountsKey } from "../features/shared-call-sheet/api/comments.ts";
import { checkAuthKey } from "../features/shared-call-sheet/api/checkAuth.ts";
import { markAnsweredByPage } from "../features/shared-call-sheet/api/justAnswered.ts";
import { sharedCallSheetKey } from "../lib/sharedCallSheetKey.ts";

/**
 * What the portal server asked the API for a shared view's first response (docs/on-set.md), embedded in that
 * response as JSON so the scripts start from the same answers the HTML was rendered from: no second fetch
 * before the sheet shows, and the client's first render of the sheet is the server's.
 */
export type FirstResponse = {
  callSheetId: string;
  checkAuth: CheckAuth;
  sheet: SharedCallSheet;
  counts: CommentCounts | null;
  /**
   * The revision whose list of changes this browser closed, from the page request's cookie
   * (features/shared-call-sheet/lib/changesRead.ts): the server's render leaves that list out, as the
   * browser's will. null: none.
   */
  changesRead: number | null;
};
type CommentCounts = ReturnType<typeof commentListSchema.parse>["counts"];

/** The answers as the API gave them, parsed with their contracts (a server and a client of different releases fail here, not deep in a component). */
export function parseFirstResponse(raw: unknown): FirstResponse | null {
  if (typeof raw !== "object" || raw === null) return null;
  const value = raw as Record<string, unknown>;
  const auth = checkAuthSchema.safeParse(value.checkAuth);
  const sheet = sharedCallSheetSchema.safeParse(value.sheet);
  if (typeof value.callSheetId !== "string" || !auth.success || !sheet.success) return null;
  const counts = value.counts == null ? null : commentListSchema.shape.counts.safeParse(value.counts);
  const changesRead = typeof value.changesRead === "number" && Number.isInteger(value.changesRead) && value.changesRead > 0 ? value.changesRead : null;
  return { callSheetId: value.callSheetId, checkAuth: auth.data, sheet: sheet.data, counts: counts?.success ? counts.data : null, changesRead };
}

/**
 * Puts the answers where the shared view's queries look for them, noted as the page's own: the view that
 * opens with them does not ask for them again (features/shared-call-sheet/api/justAnswered.ts).
 */
export function seedFirstResponse(queryClient: QueryClient, first: FirstResponse): void {
  const seed = (queryKey: QueryKey, data: unknown) => {
    queryClient.setQueryData(queryKey, data);
    markAnsweredByPage(queryClient.getQueryCache().find({ queryKey, exact: true }));
  };
  seed(checkAuthKey(first.callSheetId), first.checkAuth);
  seed(sharedCallSheetKey(first.callSheetId), first.sheet);
  if (first.counts) seed(commentCountsKey(first.callSheetId), first.counts);
}

/** The JSON for a `<script type="application/json">`: `<` escaped, so no text of the sheet can end the element. */
export const firstResponseJson = (first: FirstResponse) => JSON.stringify(first).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

/** The first response embedded in this page, if it was rendered by the portal server for this address. */
export function readFirstResponse(doc: Document = document): FirstResponse | null {
  const element = doc.getElementById(ON_SET_CONSTANTS.firstResponseElementId);
  if (!element?.textContent) return null;
  try {
    const first = parseFirstResponse(JSON.parse(element.textContent));
    return first && doc.location.pathname === `/shared-call-sheet/${first.callSheetId}` ? first : null;
  } catch {
    return null;
  }
}
