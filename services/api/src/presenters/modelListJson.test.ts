import { describe, expect, it } from "vitest";
import { modelListResponseSchema } from "@repo/contracts/models/schemas";
import { Model } from "../models/Model.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createModel } from "../test/factories.ts";
import { modelListJsonSql, presentModelList } from "./modelListJson.ts";
import { presentModel } from "./presentModel.ts";

const dialects = await testDialects();

describe.each(dialects)("the list's JSON rendered by the database on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("should equal presentModel's output field for field, in the same order, whatever the text holds", async () => {
    const db = database().db;
    const tricky = [
      { fullName: 'Đorđe "Đole" Šaković', city: "Novi Sad", country: "Serbia", dateOfBirth: null },
      { fullName: "Back\\slash Tab\tNew\nLine \u0001", city: "Zürich 😀", country: "Switzerland", instagramHandle: "@emoji😀" },
      { fullName: "Ana </script> Anić", city: "Niš", country: "Serbia", rating: "three" as const, gender: "male" as const },
    ];
    const created = [];
    for (const fields of tricky) created.push(await createModel(db, fields));
    await Model.query(db).patch({ termsAccepted: false, facebookHandle: "fb.user", tiktokHandle: "@tik" }).where("id", created[2]!.id);

    const rows = (await db("models").select("id", db.raw(`${modelListJsonSql(db)} AS item`)).orderBy("id")) as Array<{ id: number; item: string }>;
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(typeof row.item).toBe("string");
      const expected = presentModel((await Model.query(db).findById(row.id))!);
      const rendered = JSON.parse(row.item) as Record<string, unknown>;
      expect(rendered).toEqual(expected);
      expect(Object.keys(rendered)).toEqual(Object.keys(expected));
    }
    expect(JSON.parse(rows[2]!.item)).toMatchObject({ termsAccepted: false, facebookHandle: "fb.user", gender: "male" });
    expect(JSON.parse(rows[0]!.item)).toMatchObject({ termsAccepted: true, dateOfBirth: null, tiktokHandle: null });

    // The joined answer is the contract's {models, total}.
    const answer = JSON.parse(presentModelList(rows.map((row) => ({ id: row.id, json: row.item })), 42));
    expect(modelListResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.total).toBe(42);
    expect(answer.models.map((model: { id: number }) => model.id)).toEqual(rows.map((row) => row.id));
  });

  it("should join an empty page as an empty list", () => {
    expect(JSON.parse(presentModelList([], 0))).toEqual({ models: [], total: 0 });
  });
});
