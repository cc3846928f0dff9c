export const callSheetUrl = (id: number | string) => `/api/call-sheets/${id}`;
export const callSheetPdfUrl = (id: number | string) => `/api/call-sheets/${id}/pdf`;
export const callSheetConditionsUrl = (id: number | string) => `/api/call-sheets/${id}/conditions`;
export const ACTORS_URL = "/api/actors";
export const callSheetRevisionsUrl = (id: number | string) => `/api/call-sheets/${id}/revisions`;
export const callSheetRevisionUrl = (id: number | string, number: number | string) => `/api/call-sheets/${id}/revisions/${number}`;
export const callSheetRevisionChangesUrl = (id: number | string, number: number | string, from?: number | string) =>
  `/api/call-sheets/${id}/revisions/${number}/changes${from === undefined ? "" : `?from=${from}`}`;
