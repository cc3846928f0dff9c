import { describe, expect, it } from "vitest";
import { testDialects, useTestDatabase } from "../databases.ts";
import { serveApp } from "../http.ts";
import { servedRoutes, type ServedRoute } from "../servedRoutes.ts";
import { buildProbeCases, type ProbeCase } from "./cases.ts";

const dialects = await testDialects();

/** The routes that read nothing but their path (no body, no query): probed by the bad-path and bad-method cases. */
const PATH_ONLY = [
  "GET /api/call-sheets/:id",
  "DELETE /api/call-sheets/:id",
  "GET /api/call-sheets/:id/revisions",
  "GET /api/call-sheets/:id/revisions/:number",
  "GET /api/call-sheets/:id/pdf",
  "GET /api/call-sheets/:id/conditions",
  "GET /api/photos/:file",
  "GET /api/call-sheet-shares/:callSheetId",
  "DELETE /api/call-sheet-shares/:shareId",
  "GET /api/call-sheet-access/:token",
  "GET /api/check-call-sheet-auth/:id",
  "GET /api/shared-view/:id",
  "DELETE /api/call-sheet-comments/:id",
];

// As the authorization table's (routes/authorization.test.ts): a route added tomorrow fails this until the
// probe sends it something.
describe.each(dialects)("the abuse probe's cases, on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("should send at least one case to every route the app serves, and input of its own to every route that reads any", async () => {
    const server = await serveApp(database().db);
    await server.close();
    const routes = servedRoutes(server.app);
    const reaches = (probe: ProbeCase, route: ServedRoute) => probe.method === route.method && route.matches(probe.path.split("?")[0]!);
    const withoutCase = (cases: ProbeCase[]) => routes.filter((route) => !cases.some((probe) => reaches(probe, route))).map((route) => `${route.method} ${route.pattern}`);
    const cases = buildProbeCases();
    expect(withoutCase(cases)).toEqual([]);
    // The check can fail: drop a route's cases and it is named.
    expect(withoutCase(cases.filter((probe) => !probe.path.startsWith("/api/jobs")))).toEqual(["GET /api/jobs"]);
    // And input of its own: a route reached only by the bad-path and bad-method cases must be one that reads
    // nothing but its path (listed here), so a new route with a body or a query is named until it is probed.
    const inputCases = cases.filter((probe) => probe.kind !== "path" && probe.kind !== "method");
    expect(withoutCase(inputCases).sort()).toEqual([...PATH_ONLY].sort());
    expect(withoutCase(inputCases.filter((probe) => !probe.path.startsWith("/api/jobs")))).toContain("GET /api/jobs");
  });
});
