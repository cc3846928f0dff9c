import { describe, expect, it } from "vitest";
import { testDialects, useTestDatabase } from "../test/databases.ts";

const dialects = await testDialects();

const EXPECTED_COLUMNS: Record<string, string[]> = {
  users: ["id", "username", "password_hash", "email", "full_name", "role", "user_type", "phone_number", "profile_photo", "created_at"],
  photos: ["hash", "content_type", "width", "height", "byte_size", "data", "created_at"],
  models: [
    "id", "full_name", "email", "gender", "city", "country", "phone_number", "date_of_birth", "photo_path",
    "instagram_handle", "facebook_handle", "tiktok_handle", "terms_accepted", "reg_date", "rating",
  ],
  sessions: ["id", "data", "expires_at"],
  call_sheets: [
    "id", "shooting_title", "client", "shooting_date", "shooting_time", "locations", "locations_list", "street_address",
    "street_number", "team_members", "team_contacts", "concepts", "actor_contacts", "scene_schedule", "props", "gear",
    "weather", "technical_specs", "costume_notes", "set_notes", "emergency_contacts", "created_at",
  ],
};

describe.each(dialects)("migrations on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("should create every table with every field of the spec's entities", async () => {
    for (const [table, columns] of Object.entries(EXPECTED_COLUMNS)) {
      for (const column of columns) expect(await database().db.schema.hasColumn(table, column), `${table}.${column}`).toBe(true);
    }
  });

  it("should refuse a second user with the same username", async () => {
    const user = { password_hash: "x", email: "a@b.c", full_name: "A", created_at: "2026-01-01 00:00:00", updated_at: "2026-01-01 00:00:00" };
    await database().db("users").insert({ ...user, username: "twin" });
    await expect(database().db("users").insert({ ...user, username: "twin" })).rejects.toThrow();
    await database().db("users").where({ username: "twin" }).delete();
  });

  it("should roll every migration back and apply them again", async () => {
    await database().db.migrate.rollback(undefined, true);
    for (const table of Object.keys(EXPECTED_COLUMNS)) expect(await database().db.schema.hasTable(table)).toBe(false);
    await database().db.migrate.latest();
    for (const table of Object.keys(EXPECTED_COLUMNS)) expect(await database().db.schema.hasTable(table)).toBe(true);
  });
});
