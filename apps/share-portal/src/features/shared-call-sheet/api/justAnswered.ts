/**
 * How old the page's embedded answers may be for the view that opens with them not to ask the API again
 * (ms). The shared view asks again whenever it opens (a revoked share must end at the next request; the
 * producer may have published a minute ago), but the answers the portal server embedded in the page
 * (app/firstResponse.ts) are a moment old when the scripts take over: asking again then cost the phone three
 * more requests per page view (docs/on-set.md, "Scripts after the first paint").
 */
export const JUST_ANSWERED_MS = 5_000;

/** What of a react-query Query these rules read. */
type AnsweredQuery = { state: { dataUpdatedAt: number } };

/** The queries whose data is the page's embedded answer, with the time it was put there. */
const fromPage = new WeakMap<AnsweredQuery, number>();

/** Notes that `query` holds the page's embedded answer (app/firstResponse.ts seedFirstResponse). */
export function markAnsweredByPage(query: AnsweredQuery | undefined): void {
  if (query) fromPage.set(query, query.state.dataUpdatedAt);
}

/**
 * `refetchOnMount` for the shared view's queries: always, unless the data is still the page's embedded
 * answer (nothing fetched or set since) and in for less than JUST_ANSWERED_MS. Any other data is asked
 * again: one fetched a moment ago by another view (the gate, before its sign-in) may be out of date already.
 */
export const refetchUnlessAnsweredByPage = (query: AnsweredQuery): boolean | "always" =>
  fromPage.get(query) === query.state.dataUpdatedAt && Date.now() - query.state.dataUpdatedAt < JUST_ANSWERED_MS ? false : "always";
