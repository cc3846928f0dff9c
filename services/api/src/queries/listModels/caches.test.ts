import { describe, expect, it } from "vitest";
import { modelListQuerySchema } from "@repo/contracts/models/schemas";
import { createModel } from "../../test/factories.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createModelListCaches, VERSIONED_TTL_MS } from "./caches.ts";
import { listModels } from "./listModels.ts";

const dialects = await testDialects();
const today = new Date("2026-11-22T12:00:00Z");
const later = (ms: number) => new Date(today.getTime() + ms);

describe.each(dialects)("the models list's caches on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  const women = modelListQuerySchema.parse({ gender: "female" });
  /** A row written past the app (no Model hooks, so no version bump): only the caches' age retires what they hold. */
  const writeBehindTheAppsBack = async () => {
    const row = await db()("models").first();
    await db()("models").insert({ ...row, id: undefined, email: `behind${Math.random()}@example.com` });
  };

  it("should keep a count for VERSIONED_TTL_MS of the app's clock, not the wall clock's", async () => {
    await createModel(db(), { gender: "female" });
    const caches = createModelListCaches();
    const counted = (await listModels(db(), caches, women, today)).total;
    await writeBehindTheAppsBack();
    expect((await listModels(db(), caches, women, later(VERSIONED_TTL_MS - 1000))).total).toBe(counted);
    expect((await listModels(db(), caches, women, later(VERSIONED_TTL_MS + 1000))).total).toBe(counted + 1);
  });

  it("should keep each app's caches its own (nothing shared at module level)", async () => {
    const first = createModelListCaches();
    const counted = (await listModels(db(), first, women, today)).total;
    await writeBehindTheAppsBack();
    expect((await listModels(db(), createModelListCaches(), women, today)).total).toBe(counted + 1);
    expect((await listModels(db(), first, women, today)).total).toBe(counted);
  });
});
