import { beforeAll, describe, expect, it } from "vitest";
import { Model } from "../../models/Model.ts";
import { Photo } from "../../models/Photo.ts";
import type { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createModel } from "../../test/factories.ts";
import { serveAsAdmin } from "../../test/signedInAdmin.ts";
import { makeJpeg, toDataUrl } from "../../test/images.ts";

const dialects = await testDialects();
const TODAY = new Date("2026-11-22T12:00:00Z");

type ListAnswer = { total: number };


describe.each(dialects)("changing and deleting models on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let client: TestClient;
  beforeAll(async () => {
    const started = await serveAsAdmin(database().db, { clock: () => TODAY });
    client = started.client;
    return () => started.server.close();
  });
  const db = () => database().db;
  const storedPhoto = async (seed: number) => {
    const data = await makeJpeg(200, 200, { quality: 80, seed });
    const hash = `${seed}`.padStart(64, "0");
    await Photo.query(db()).insert({ hash, contentType: "image/jpeg", width: 200, height: 200, byteSize: data.length, data });
    return hash;
  };

  describe("PATCH /api/models/:id/rating", () => {
    it("should set the rating, which a reload shows", async () => {
      const model = await createModel(db());
      const response = await client.request("PATCH", `/api/models/${model.id}/rating`, { rating: "three" });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { rating: string }).rating).toBe("three");
      expect((await Model.query(db()).findById(model.id))!.rating).toBe("three");
    });

    it.each([
      [{ rating: "five" }, 400],
      [{}, 400],
      [{ rating: "one", extra: 1 }, 400],
    ])("should answer %j with %i", async (body, status) => {
      const model = await createModel(db());
      expect((await client.request("PATCH", `/api/models/${model.id}/rating`, body)).status).toBe(status);
    });

    it.each(["999999", "abc", "-1", "1.5"])("should answer 404 for the model id %s", async (id) => {
      expect((await client.request("PATCH", `/api/models/${id}/rating`, { rating: "one" })).status).toBe(404);
    });
  });

  describe("PATCH /api/models/:id/photo", () => {
    it("should re-encode and store the new photo, serve it, and drop the old one nobody else uses", async () => {
      const old = await storedPhoto(1);
      const model = await createModel(db(), { photoHash: old });
      const response = await client.request("PATCH", `/api/models/${model.id}/photo`, { photoPath: toDataUrl(await makeJpeg(200, 200, { quality: 80, seed: 7 })) });
      expect(response.status).toBe(200);
      const { photoPath } = (await response.json()) as { photoPath: string };
      expect(photoPath).toMatch(/^\/api\/photos\/[0-9a-f]{64}\.jpg$/);
      const served = await client.get(photoPath);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      expect(await Photo.query(db()).findById(old)).toBeUndefined();
    });

    it("should keep the old photo when another model still uses it", async () => {
      const shared = await storedPhoto(2);
      const model = await createModel(db(), { photoHash: shared });
      await createModel(db(), { photoHash: shared });
      expect((await client.request("PATCH", `/api/models/${model.id}/photo`, { photoPath: toDataUrl(await makeJpeg(200, 200, { seed: 8 })) })).status).toBe(200);
      expect(await Photo.query(db()).findById(shared)).toBeTruthy();
    });

    it.each([
      [{ photoPath: "data:text/plain;base64,aGVsbG8=" }, 400],
      [{ photoPath: "" }, 400],
      [{}, 400],
    ])("should refuse %j with %i and change nothing", async (body, status) => {
      const model = await createModel(db());
      expect((await client.request("PATCH", `/api/models/${model.id}/photo`, body)).status).toBe(status);
      expect((await Model.query(db()).findById(model.id))!.photoPath).toBe(model.photoPath);
    });
  });

  describe("DELETE /api/models", () => {
    it("should delete the models, ignore ids that do not exist, and remove the photos only they used", async () => {
      const own = await storedPhoto(3);
      const shared = await storedPhoto(4);
      const a = await createModel(db(), { photoHash: own });
      const b = await createModel(db(), { photoHash: shared });
      const keeper = await createModel(db(), { photoHash: shared });
      const response = await client.request("DELETE", "/api/models", { ids: [a.id, b.id, 987654] });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, deleted: 2 });
      expect(await Model.query(db()).whereIn("id", [a.id, b.id])).toEqual([]);
      expect(await Model.query(db()).findById(keeper.id)).toBeTruthy();
      expect(await Photo.query(db()).findById(own)).toBeUndefined();
      expect(await Photo.query(db()).findById(shared)).toBeTruthy();
    });

    it("should show the new totals right after a delete or a re-rating (counts are reused only while nothing changed)", async () => {
      const totalOf = async (query: string) => ((await (await client.get(`/api/models?${query}`)).json()) as ListAnswer).total;
      const model = await createModel(db(), { rating: "one", country: "Countland" });
      const other = await createModel(db(), { rating: "one", country: "Countland" });
      expect(await totalOf("country=countland")).toBe(2);
      expect(await totalOf("country=countland&rating=one")).toBe(2);
      await client.request("PATCH", `/api/models/${model.id}/rating`, { rating: "two" });
      expect(await totalOf("country=countland&rating=one")).toBe(1);
      await client.request("DELETE", "/api/models", { ids: [other.id] });
      expect(await totalOf("country=countland")).toBe(1);
    });

    it.each([{ ids: [] }, { ids: ["1"] }, { ids: [0] }, {}, { ids: 5 }])("should answer 400 for %j", async (body) => {
      expect((await client.request("DELETE", "/api/models", body)).status).toBe(400);
    });
  });
});
