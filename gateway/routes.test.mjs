import { describe, expect, it } from "vitest";
import { appBase, APPS } from "./routes.mjs";

describe("appBase (each host's vite base)", () => {
  it("should be the folder each app's assets sit under in the route table", () => {
    expect(Object.fromEntries(APPS.map((app) => [app.name, appBase(app.name)]))).toEqual({ "public-site": "/", "admin-console": "/admin/", "share-portal": "/portal/" });
  });

  it("should refuse an app the table does not know", () => {
    expect(() => appBase("nope")).toThrow(/nope/);
  });
});
