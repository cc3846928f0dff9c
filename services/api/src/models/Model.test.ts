import { beforeAll, describe, expect, it } from "vitest";
import { seedModels } from "../commands/seedModels.ts";
import { TestClient } from "../test/client.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createModel, createUser, TEST_PASSWORD } from "../test/factories.ts";
import { serveApp } from "../test/http.ts";
import { makeJpeg, toDataUrl } from "../test/images.ts";
import { Model } from "./Model.ts";

const dialects = await testDialects();

type ListAnswer = { models: Array<{ id: number; fullName: string; photoPath: string; rating: string }>; total: number };

/**
 * The models table's invariants, kept by the Model (its hooks and insertRows) rather than by each writer:
 * after a write through any path, the list's total, a search and a filtered count are right at once. The
 * list keeps counts per models version, so a write that forgot the version bump would leave them stale;
 * one that forgot the derived columns would not be found by the accent-free search.
 */
describe.each(dialects)("writes to models keep list, search and counts right, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let client: TestClient;
  const list = async (query: string) => {
    const response = await client.get(`/api/models?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ListAnswer;
  };
  /** Reads (and so caches) the total, one search and the count of three-star models. */
  const snapshot = async (search: string) => {
    const [all, found, three] = await Promise.all([list(""), list(`search=${encodeURIComponent(search)}`), list("rating=three&limit=1")]);
    return { total: all.total, found: found.models.map((model) => model.fullName), three: three.total };
  };

  beforeAll(async () => {
    const db = database().db;
    const server = await serveApp(db, { clock: () => new Date("2026-11-22T12:00:00Z") });
    const admin = await createUser(db, { role: "admin", userType: "admin" });
    client = new TestClient(server.url);
    expect((await client.post("/api/admin/login", { username: admin.username, password: TEST_PASSWORD })).status).toBe(200);
    await createModel(db, { fullName: "Ana Anić" });
    return () => server.close();
  });

  it("should count and find a public registration (POST /api/models)", async () => {
    const before = await snapshot("djordje registrovan");
    const photoPath = toDataUrl(await makeJpeg(64, 64));
    const body = { fullName: "Đorđe Registrovan", email: "registered@example.com", gender: "male", city: "Novi Sad", country: "Serbia", phoneNumber: "+381 641234567", dateOfBirth: "1998-02-28", photoPath, instagramHandle: "@djordje.r", facebookHandle: "", tiktokHandle: "", termsAccepted: true };
    expect((await client.post("/api/models", body)).status).toBe(201);
    expect(await snapshot("djordje registrovan")).toEqual({ total: before.total + 1, found: ["Đorđe Registrovan"], three: before.three });
  });

  it("should count and find seeded models (seedModels, the bulk path)", async () => {
    const before = await snapshot("@example.com");
    await seedModels(database().db, 3, { seed: 7 });
    const after = await snapshot("@example.com");
    expect(after.total).toBe(before.total + 3);
    expect(after.found).toHaveLength(before.found.length + 3);
    const seeded = await Model.query(database().db).where("email", "like", "seed%");
    expect(seeded.map((model) => model.cityKey)).toEqual(seeded.map((model) => model.city.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase()));
  });

  it("should count and find a model made by the test factory", async () => {
    const before = await snapshot("zivko fabricki");
    await createModel(database().db, { fullName: "Živko Fabrički", rating: "three" });
    expect(await snapshot("zivko fabricki")).toEqual({ total: before.total + 1, found: ["Živko Fabrički"], three: before.three + 1 });
  });

  it("should count and find a model any future writer inserts with a plain Objection query", async () => {
    const before = await snapshot("sofia nova");
    await Model.query(database().db).insert({
      fullName: "Sofía Nová", email: "sofia@example.com", gender: "female", city: "Kraków", country: "Poland", phoneNumber: "+48 601234567",
      dateOfBirth: "1990-01-01", photoPath: "/api/photos/none.jpg", photoHash: null, termsAccepted: true, regDate: "2026-02-01 10:00:00", rating: "three",
    });
    expect(await snapshot("sofia nova")).toEqual({ total: before.total + 1, found: ["Sofía Nová"], three: before.three + 1 });
    expect(await list("country=pol&city=krak").then((answer) => answer.models.map((model) => model.fullName))).toEqual(["Sofía Nová"]);
  });

  it("should recount after a re-rating (PATCH /api/models/:id/rating)", async () => {
    const before = await snapshot("ana anic");
    const [ana] = (await list("search=ana%20anic")).models;
    expect((await client.request("PATCH", `/api/models/${ana!.id}/rating`, { rating: "three" })).status).toBe(200);
    expect(await snapshot("ana anic")).toEqual({ ...before, three: before.three + 1 });
  });

  it("should show a replaced photo (PATCH /api/models/:id/photo)", async () => {
    const [ana] = (await list("search=ana%20anic")).models;
    expect((await client.request("PATCH", `/api/models/${ana!.id}/photo`, { photoPath: toDataUrl(await makeJpeg(32, 32, { seed: 3 })) })).status).toBe(200);
    const [after] = (await list("search=ana%20anic")).models;
    expect(after!.photoPath).not.toBe(ana!.photoPath);
  });

  it("should count and search without a deleted model (DELETE /api/models)", async () => {
    const before = await snapshot("zivko fabricki");
    const [zivko] = (await list("search=zivko%20fabricki")).models;
    expect((await client.request("DELETE", "/api/models", { ids: [zivko!.id] })).status).toBe(200);
    expect(await snapshot("zivko fabricki")).toEqual({ total: before.total - 1, found: [], three: before.three - 1 });
  });

  it("should refuse to update part of a model's search sources (its search text needs all of them)", async () => {
    const [ana] = (await list("search=ana%20anic")).models;
    await expect(Model.query(database().db).patch({ city: "Niš" }).where("id", ana!.id)).rejects.toThrow(/updated together/);
  });
});
