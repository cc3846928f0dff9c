export const callSheetUrl = (id: number | string) => `/api/call-sheets/${id}`;
export const callSheetPdfUrl = (id: number | string) => `/api/call-sheets/${id}/pdf`;
export const callSheetConditionsUrl = (id: number | string) => `/api/call-sheets/${id}/conditions`;
export const ACTORS_URL = "/api/actors";
