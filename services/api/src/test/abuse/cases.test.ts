import { describe, expect, it } from "vitest";
import { testDialects, useTestDatabase } from "../databases.ts";
import { serveApp } from "../http.ts";
import { servedRoutes, type ServedRoute } from "../servedRoutes.ts";
import { buildProbeCases, type ProbeCase } from "./cases.ts";

const dialects = await testDialects();

// As the authorization table's (routes/authorization.test.ts): a route added tomorrow fails this until the
// probe sends it something.
describe.each(dialects)("the abuse probe's cases, on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("should send at least one case to every route the app serves", async () => {
    const server = await serveApp(database().db);
    await server.close();
    const routes = servedRoutes(server.app);
    const reaches = (probe: ProbeCase, route: ServedRoute) => probe.method === route.method && route.matches(probe.path.split("?")[0]!);
    const withoutCase = (cases: ProbeCase[]) => routes.filter((route) => !cases.some((probe) => reaches(probe, route))).map((route) => `${route.method} ${route.pattern}`);
    const cases = buildProbeCases();
    expect(withoutCase(cases)).toEqual([]);
    // The check can fail: drop a route's cases and it is named.
    expect(withoutCase(cases.filter((probe) => !probe.path.startsWith("/api/jobs")))).toEqual(["GET /api/jobs"]);
  });
});
