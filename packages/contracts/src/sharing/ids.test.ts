import { describe, expect, it } from "vitest";
import { CALENDAR_MESSAGES, calendarQuerySchema } from "./calendar.ts";
import { commentListQuerySchema } from "./comments.ts";
import { SHARING_MESSAGES } from "./messages.ts";
import { credentialsRequestSchema, getCallSheetQuerySchema } from "./schemas.ts";

// What Number() also reads as 1, or as an id past the safe range: none of it is a sheet's id.
const LOOK_ALIKES = ["0x1", "1e0", " 1", "1 ", "+1", "01", "1.0", "0b1", "0o1", "", "0", "-1", "9007199254740992", "9".repeat(400)];

const querySchemas = [
  ["GET /api/call-sheet-comments", commentListQuerySchema, SHARING_MESSAGES.callSheetIdRequired],
  ["GET /api/get-call-sheet", getCallSheetQuerySchema, SHARING_MESSAGES.callSheetIdRequired],
  ["GET /api/call-sheet-calendar", calendarQuerySchema, CALENDAR_MESSAGES.callSheetIdRequired],
] as const;

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => [...new Set(result.error?.issues.map((issue) => issue.message))];

describe.each(querySchemas)("%s query callSheetId", (_call, schema, message) => {
  it("should read a plain positive decimal integer up to Number.MAX_SAFE_INTEGER", () => {
    expect(schema.parse({ callSheetId: "1" }).callSheetId).toBe(1);
    expect(schema.parse({ callSheetId: "120" }).callSheetId).toBe(120);
    expect(schema.parse({ callSheetId: String(Number.MAX_SAFE_INTEGER) }).callSheetId).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each(LOOK_ALIKES)("should refuse %j with the schema's message", (spelling) => {
    expect(messagesOf(schema.safeParse({ callSheetId: spelling }))).toEqual([message]);
  });

  it("should refuse a repeated parameter (an array) and a missing one with the schema's message", () => {
    expect(messagesOf(schema.safeParse({ callSheetId: ["1", "1"] }))).toEqual([message]);
    expect(messagesOf(schema.safeParse({}))).toEqual([message]);
  });
});

describe("POST /api/validate-call-sheet-credentials body callSheetId", () => {
  const body = (callSheetId: unknown) => ({ callSheetId, email: "ana@example.com", password: "secret" });

  it("should read a JSON number", () => {
    expect(credentialsRequestSchema.parse(body(7)).callSheetId).toBe(7);
  });

  it.each([["1"], [true], [[1]], [null], [1.5], [0], [Number.MAX_SAFE_INTEGER + 1]])("should refuse %j with the schema's message", (callSheetId) => {
    expect(messagesOf(credentialsRequestSchema.safeParse(body(callSheetId)))).toEqual([SHARING_MESSAGES.callSheetIdRequired]);
  });
});
