import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";

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
 * True when this document came from history (Back/Forward, a restored tab): its embedded answers are as
 * old as the page the browser or a cache kept, not a moment old, whatever time the scripts seeded them at.
 * The worker's offline copy is not counted: it says its age in its banner, and it is shown because the
 * server could not be asked (the queries ask again when the network is back).
 */
function pageFromHistory(): boolean {
  if (typeof performance === "undefined" || typeof document === "undefined") return false;
  if (document.getElementById(ON_SET_CONSTANTS.offlineBannerId)) return false;
  const navigation = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return navigation?.type === "back_forward";
}

/**
 * `refetchOnMount` for the shared view's queries: always, unless the data is still the page's embedded
 * answer (nothing fetched or set since), in for less than JUST_ANSWERED_MS, and the page was not loaded from
 * history (pageFromHistory). Any other data is asked again: one fetched a moment ago by another view (the
 * gate, before its sign-in) may be out of date already.
 */
export const refetchUnlessAnsweredByPage = (query: AnsweredQuery): boolean | "always" =>
  fromPage.get(query) === query.state.dataUpdatedAt && Date.now() - query.state.dataUpdatedAt < JUST_ANSWERED_MS && !pageFromHistory() ? false : "always";
