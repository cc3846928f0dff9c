import { SHARING_URLS } from "@repo/contracts/sharing/urls";

/** `GET /api/get-call-sheet?callSheetId=` of a sheet: what the shared view asks (features/shared-call-sheet/api/sharedCallSheet.ts). */
export const sharedCallSheetUrl = (callSheetId: string) => `${SHARING_URLS.getCallSheet}?${new URLSearchParams({ callSheetId })}`;

/**
 * The sheet's query key: the shared view's query, the first response's seeding (app/firstResponse.ts) and
 * the offline copy's keeping (app/PortalFrame.tsx) name the same one. Here, with nothing else, so that the
 * portal's entry imports it without the shared view's chunk.
 */
export const sharedCallSheetKey = (callSheetId: string) => [sharedCallSheetUrl(callSheetId)] as const;
