import { NOTE_MAX_CHARS } from "@repo/contracts/callSheets/constants";
import { REVISION_NOTE_MAX_CHARS } from "@repo/contracts/callSheets/revisionConstants";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { USER_LIMITS } from "@repo/contracts/users/constants";
import { DEEP_JSON, GROWING_CHARACTERS, HOSTILE_VALUES, LONG_EMAILS, RAW_BODIES, WRONG_CONTENT } from "./values.ts";

export type ProbeCase = { kind: string; method: string; path: string; headers: Record<string, string>; body?: string | Buffer };

/**
 * Calls sent without the admin's cookie: a sign-in or sign-up that worked would replace the admin's session,
 * and so would a share grant (its session starts under a new id); a sign-out would end it.
 */
export const ANONYMOUS_CALLS = new Set(
  ["/api/register", "/api/login", "/api/admin/login", "/api/logout", "/api/admin/logout", "/api/call-sheet-access", "/api/validate-call-sheet-credentials", "/api/call-sheet-test-access"],
);

const JSON_TYPE = { "content-type": "application/json" };
/** A real 2 × 2 JPEG (265 bytes): an application with it reaches the models insert, not the photo check. */
const TINY_JPEG =
  "data:image/jpeg;base64,/9j/2wBDABQODxIPDRQSEBIXFRQYHjIhHhwcHj0sLiQySUBMS0dARkVQWnNiUFVtVkVGZIhlbXd7gYKBTmCNl4x9lnN+gXz/2wBDARUXFx4aHjshITt8U0ZTfHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHz/wAARCAACAAIDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==";
const { usernameMax, passwordMax, fullNameMax, phoneMax, jobTitleMax } = USER_LIMITS;

/**
 * Every call that takes a body, with a body that would pass its schema (the probe breaks one field at a time),
 * and `max`: the schema's maximum length of its free-text fields (filled to it with GROWING_CHARACTERS).
 */
const BODY_CALLS: Array<{ method: string; path: string; body: Record<string, unknown>; max?: Record<string, number> }> = [
  {
    method: "POST",
    path: "/api/models",
    body: {
      fullName: "Ana Probe",
      email: "ana.probe@example.com",
      gender: "female",
      city: "Novi Sad",
      country: "Serbia",
      phoneNumber: "+381 641234567",
      dateOfBirth: "1998-02-28",
      photoPath: TINY_JPEG,
      instagramHandle: "@ana",
      facebookHandle: "",
      tiktokHandle: "",
      termsAccepted: true,
    },
    max: { fullName: 255, city: 255, country: 255, phoneNumber: 50 },
  },
  { method: "PATCH", path: "/api/models/1/rating", body: { rating: "two" } },
  { method: "PATCH", path: "/api/models/1/photo", body: { photoPath: TINY_JPEG } },
  { method: "DELETE", path: "/api/models", body: { ids: [999_999] } },
  {
    method: "POST",
    path: "/api/register",
    body: { username: "probe-user", password: "probe-password", email: "probe@example.com", fullName: "Probe", phoneNumber: "+381 641234567", role: "user", userType: "standard" },
    max: { username: usernameMax, password: passwordMax, fullName: fullNameMax, phoneNumber: phoneMax },
  },
  { method: "POST", path: "/api/login", body: { username: "probe-user", password: "wrong-password" }, max: { username: usernameMax, password: passwordMax } },
  { method: "POST", path: "/api/admin/login", body: { username: "probe-admin", password: "wrong-password" }, max: { username: usernameMax, password: passwordMax } },
  {
    method: "POST",
    path: "/api/users",
    body: { username: "probe-staff", password: "probe-password", email: "staff@example.com", fullName: "Staff", phoneNumber: "+381 641234567", userType: "client", jobTitle: "Stylist" },
    max: { username: usernameMax, password: passwordMax, fullName: fullNameMax, phoneNumber: phoneMax, jobTitle: jobTitleMax },
  },
  { method: "POST", path: "/api/call-sheets", body: { shootingTitle: "Probe", client: "", shootingDate: null, shootingTime: null }, max: { shootingTitle: 255, client: 255 } },
  {
    method: "PATCH",
    path: "/api/call-sheets/1",
    body: { baseVersion: 0, client: "x", shootingDate: "2026-12-01", setNotes: "Quiet", sceneSchedule: '[{"id":1,"name":"Opening"}]', weather: '{"temperature":"3","icon":"snow"}' },
    max: { client: 255, setNotes: NOTE_MAX_CHARS },
  },
  {
    method: "POST",
    path: "/api/call-sheet-shares",
    body: { callSheetId: 1, email: "probe.share@example.com", role: "viewer", message: "See you there" },
    max: { message: SHARING_CONSTANTS.messageMaxChars },
  },
  // Share 1 is the one the valid body above made (cases go out in order).
  { method: "PATCH", path: "/api/call-sheet-shares/1", body: { role: "commenter" } },
  { method: "POST", path: "/api/call-sheet-shares/1/resend", body: {} },
  { method: "POST", path: "/api/call-sheet-access", body: { token: "probe-token", email: "probe.share@example.com", password: "probe-password" }, max: { token: 200, password: 256 } },
  { method: "POST", path: "/api/validate-call-sheet-credentials", body: { callSheetId: 1, email: "probe.share@example.com", password: "probe-password" }, max: { password: 256 } },
  { method: "POST", path: "/api/call-sheet-test-access", body: { callSheetId: 1, role: "commenter" } },
  {
    method: "POST",
    path: "/api/call-sheet-comments",
    body: { callSheetId: 1, sectionId: "team", text: "Probe comment", idempotencyKey: "probe-comment-key-0001", id: 1, email: "x@example.com", timestamp: "2026-01-01" },
    max: { text: SHARING_CONSTANTS.commentMaxChars },
  },
  { method: "POST", path: "/api/call-sheet-comments/seen", body: { callSheetId: 1, upTo: 1 } },
  { method: "POST", path: "/api/call-sheets/1/revisions", body: { note: "Call time moved for the rain", afterRevision: 1 }, max: { note: REVISION_NOTE_MAX_CHARS } },
  { method: "POST", path: "/api/call-sheet-confirmations", body: { callSheetId: 1, revision: 1 } },
  { method: "PUT", path: "/api/call-sheets/1/automatic-reminder", body: { hoursBefore: 12 } },
  { method: "POST", path: "/api/call-sheets/1/reminders", body: {} },
];

/**
 * Seen marks beyond the hostile values: the largest safe id and past it, a string, and ids of no comment of
 * sheet 1 (another sheet's, one far ahead), which mark only what sheet 1 has.
 */
const SEEN_MARKS: unknown[] = [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 2 ** 64, -0, "1", "9".repeat(400), 999_999, 1e21];

/** Calls read with a query string, and the parameters each takes. */
const QUERY_CALLS: Array<{ path: string; params: string[] }> = [
  { path: "/api/models", params: ["page", "limit", "sort", "search", "rating", "gender", "age", "country", "city"] },
  { path: "/api/models/export.csv", params: ["sort", "search", "rating", "country"] },
  { path: "/api/users/search", params: ["query", "type"] },
  { path: "/api/actors", params: ["search", "page"] },
  { path: "/api/get-call-sheet", params: ["callSheetId", "token", "email", "password", "isDirectAccess"] },
  { path: "/api/call-sheet-comments", params: ["callSheetId"] },
  { path: "/api/call-sheet-calendar", params: ["callSheetId"] },
  // A page of sheet 1's comments: its paging parameters reach their own checks (issue 24).
  { path: "/api/call-sheet-comments?callSheetId=1", params: ["sectionId", "limit", "cursor", "newAfter"] },
  { path: "/api/call-sheets/1/revisions/2/changes", params: ["from"] },
  { path: "/api/call-sheets", params: ["limit", "offset", "search", "order"] },
  { path: "/api/jobs", params: ["state", "limit"] },
];

/** Free-text query parameters and their schema's maximum length (filled with GROWING_CHARACTERS). */
const QUERY_TEXT: Array<{ path: string; param: string; max: number }> = [
  { path: "/api/models", param: "search", max: 200 },
  { path: "/api/models", param: "city", max: 200 },
  { path: "/api/models", param: "country", max: 200 },
  { path: "/api/models/export.csv", param: "search", max: 200 },
  { path: "/api/call-sheets", param: "search", max: 200 },
  { path: "/api/users/search", param: "query", max: 100 },
  { path: "/api/actors", param: "search", max: 100 },
];

/** Calls that take no input: sent junk they must ignore. */
const NO_INPUT_CALLS = ["GET /api/health", "GET /api/ready", "GET /api/user", "POST /api/logout", "POST /api/admin/logout"];

/** Ids of no share, or not spelled as one, for the calls on one share. */
const SHARE_IDS = ["01", "1.0", "0x1", "-1", "%00", "99999999999999999999999"];

const QUERY_VALUES = ["-1", "0", "1e3", "abc", "9".repeat(400), "%00", "[]", "{}", '[{"id":"fullName","desc":"x"}]', '[{"id":"__proto__","desc":true}]', "' OR 1=1 --", "\u202E", "%", "_", "!"];

const PATHS = [
  "/api/models/abc/rating",
  "/api/models/-1/rating",
  "/api/models/1e0/rating",
  "/api/models/%20%201/rating",
  "/api/models/0x1/photo",
  "/api/models/99999999999999999999999/rating",
  "/api/call-sheets/%00",
  "/api/call-sheets/1.0",
  "/api/call-sheets/..%2f..%2fusers",
  "/api/call-sheets/01",
  "/api/call-sheets/%00/conditions",
  "/api/call-sheets/1.0/conditions",
  "/api/call-sheets/1.0/pdf",
  "/api/call-sheets/01/pdf",
  "/api/call-sheets/%00/pdf",
  "/api/call-sheets/..%2f1/pdf",
  "/api/call-sheets/99999999999999999999999/pdf",
  "/api/call-sheets/99999999999999999999999",
  "/api/call-sheet-shares/1.0",
  "/api/call-sheet-shares/..%2f1",
  "/api/call-sheet-access/%00",
  `/api/call-sheet-access/${"t".repeat(3_000)}`,
  "/api/call-sheet-access/..%2f..%2fetc%2fpasswd",
  "/api/check-call-sheet-auth/0x1",
  "/api/check-call-sheet-auth/-1",
  "/api/shared-view/0x1",
  "/api/shared-view/01",
  "/api/shared-view/99999999999999999999999",
  "/api/shared-view/..%2f1",
  "/api/call-sheet-comments/01",
  "/api/call-sheets/1/revisions/%00",
  "/api/call-sheets/1/revisions/01",
  "/api/call-sheets/1/revisions/99999999999999999999999",
  "/api/call-sheets/1/revisions/1.0/changes",
  "/api/call-sheets/01/revisions",
  "/api/call-sheet-comments/99999999999999999999999",
  "/api/photos/..%2f..%2fetc%2fpasswd",
  "/api/photos/%2e%2e%2f%2e%2e%2fetc%2fpasswd.jpg",
  "/api/photos/..\\..\\windows\\win.ini",
  `/api/photos/${"a".repeat(64)}.jpg`,
  `/api/photos/${"0".repeat(64)}.png`,
  "/api/photos/%ff%fe.jpg",
  "/api/../../etc/passwd",
  "/api/models/%E0%A4%A",
  "/api//models",
  "/api/models/",
  `/api/${"x".repeat(4_000)}`,
];

/** At least one case per kind of abuse for every call: the list is built, not hand-written. */
export function buildProbeCases(): ProbeCase[] {
  const cases: ProbeCase[] = [];
  let fresh = 0;
  /** `body` with an e-mail and username no earlier case used, so a write reaches its insert rather than a clash. */
  const unused = (body: Record<string, unknown>) => {
    fresh += 1;
    return { ...body, ...("email" in body ? { email: `fresh${fresh}@example.com` } : {}), ...("username" in body ? { username: `fresh-${fresh}` } : {}) };
  };
  for (const call of BODY_CALLS) {
    const send = (kind: string, body: unknown) => cases.push({ kind, method: call.method, path: call.path, headers: JSON_TYPE, body: JSON.stringify(body) });
    send("valid body", call.body);
    for (const field of Object.keys(call.body)) {
      send("missing field", { ...call.body, [field]: undefined });
      for (const [kind, values] of Object.entries(HOSTILE_VALUES)) {
        for (const value of values) send(kind, { ...call.body, [field]: value });
      }
    }
    send("unknown field", { ...call.body, isAdmin: true, role: "admin", id: 1 });
    for (const [field, max] of Object.entries(call.max ?? {})) {
      for (const character of GROWING_CHARACTERS) send("growing text at its max", { ...unused(call.body), [field]: character.repeat(max) });
    }
    if ("email" in call.body) for (const email of LONG_EMAILS) send("long e-mail", { ...unused(call.body), email });
    for (const [kind, bodies] of Object.entries(RAW_BODIES)) {
      for (const body of bodies) cases.push({ kind, method: call.method, path: call.path, headers: JSON_TYPE, body });
    }
    for (const wrong of WRONG_CONTENT) cases.push({ kind: `content: ${wrong.name}`, method: call.method, path: call.path, headers: wrong.headers, body: wrong.body });
  }
  for (const upTo of SEEN_MARKS) cases.push({ kind: "seen mark", method: "POST", path: "/api/call-sheet-comments/seen", headers: JSON_TYPE, body: JSON.stringify({ callSheetId: 1, upTo }) });
  for (const upTo of [1, 999_999]) cases.push({ kind: "seen mark", method: "POST", path: "/api/call-sheet-comments/seen", headers: JSON_TYPE, body: JSON.stringify({ callSheetId: 999_999, upTo }) });
  for (const call of QUERY_CALLS) {
    const start = `${call.path}${call.path.includes("?") ? "&" : "?"}`;
    for (const param of call.params) {
      for (const value of QUERY_VALUES) cases.push({ kind: "bad query", method: "GET", path: `${start}${param}=${encodeURIComponent(value)}`, headers: {} });
      cases.push({ kind: "bad query", method: "GET", path: `${start}${param}=a&${param}=b`, headers: {} });
      cases.push({ kind: "bad query", method: "GET", path: `${start}${param}[]=a&${param}[x]=b`, headers: {} });
    }
    cases.push({ kind: "bad query", method: "GET", path: `${start}sort=${encodeURIComponent(DEEP_JSON.slice(0, 2000))}`, headers: {} });
  }
  for (const { path, param, max } of QUERY_TEXT) {
    for (const character of GROWING_CHARACTERS) cases.push({ kind: "growing text at its max", method: "GET", path: `${path}?${param}=${encodeURIComponent(character.repeat(max))}`, headers: {} });
  }
  for (const email of LONG_EMAILS) cases.push({ kind: "long e-mail", method: "GET", path: `/api/get-call-sheet?callSheetId=1&email=${encodeURIComponent(email)}&password=x`, headers: {} });
  for (const [method, path] of NO_INPUT_CALLS.map((call) => call.split(" ") as [string, string])) {
    cases.push({ kind: "ignored input", method, path: `${path}?${"x".repeat(2_000)}=%00&a[b][c]=1&a=2`, headers: {} });
    if (method === "POST") for (const body of ["{", '{"__proto__":{"isAdmin":true}}', DEEP_JSON]) cases.push({ kind: "ignored input", method, path, headers: JSON_TYPE, body });
  }
  for (const id of SHARE_IDS) {
    cases.push({ kind: "path", method: "POST", path: `/api/call-sheet-shares/${id}/resend`, headers: {} });
    cases.push({ kind: "path", method: "PATCH", path: `/api/call-sheet-shares/${id}`, headers: JSON_TYPE, body: '{"role":"viewer"}' });
  }
  for (const path of PATHS) {
    cases.push({ kind: "path", method: "GET", path, headers: {} });
    cases.push({ kind: "path", method: "PATCH", path, headers: JSON_TYPE, body: '{"rating":"one"}' });
    cases.push({ kind: "path", method: "DELETE", path, headers: {} });
  }
  for (const path of ["/api/models", "/api/health", "/api/login", "/api/call-sheets/1", "/api/call-sheets/1/pdf", "/api/call-sheets/1/conditions", "/api/nope"]) {
    for (const method of ["PUT", "PROPFIND", "PURGE", "TRACE", "CONNECT", "OPTIONS"]) {
      if (method === "CONNECT") continue; // Node's server treats CONNECT as a tunnel request, not a route.
      cases.push({ kind: "method", method, path, headers: {} });
    }
  }
  return cases;
}
