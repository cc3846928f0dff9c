/**
 * How old an answer may be for a view that opens with it not to ask the API again (ms). The shared view asks
 * again whenever it opens (a revoked share must end at the next request; the producer may have published a
 * minute ago), but the answers the portal server embedded in the page (app/firstResponse.ts) are a moment
 * old when the scripts take over: asking again then cost the phone three more requests and the take-over
 * three more renders of the whole sheet (docs/on-set.md, "Scripts after the first paint").
 */
export const JUST_ANSWERED_MS = 5_000;

/**
 * `refetchOnMount` for the shared view's queries: always, unless the query's data came in less than
 * JUST_ANSWERED_MS ago (the page's embedded answers, or a fetch the view before made).
 */
export const refetchUnlessJustAnswered = (query: { state: { dataUpdatedAt: number } }): boolean | "always" =>
  query.state.dataUpdatedAt > 0 && Date.now() - query.state.dataUpdatedAt < JUST_ANSWERED_MS ? false : "always";
