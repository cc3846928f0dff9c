import { describe, expect, it } from "vitest";
import { User } from "../models/User.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { ensureAdminUser } from "./ensureAdminUser.ts";
import { verifyPassword } from "./passwords.ts";

const dialects = await testDialects();

describe.each(dialects)("ensureAdminUser on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("should create the admin with ADMIN_PASSWORD hashed by argon2id", async () => {
    const result = await ensureAdminUser(database().db, "correct horse battery");
    expect(result).toEqual({ created: true, username: "admin", password: "correct horse battery", generated: false });
    const admin = await User.query(database().db).findOne({ username: "admin" });
    expect(admin).toMatchObject({ role: "admin", userType: "admin" });
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(admin!.passwordHash).not.toContain("correct horse battery");
    expect(await verifyPassword(admin!.passwordHash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, "wrong")).toBe(false);
  });

  it("should leave an existing admin alone on the next start", async () => {
    const before = await User.query(database().db).findOne({ username: "admin" });
    expect(await ensureAdminUser(database().db, "another password")).toEqual({ created: false });
    const after = await User.query(database().db).findOne({ username: "admin" });
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });

  it("should generate a strong password when none is configured", async () => {
    await User.query(database().db).delete().where({ username: "admin" });
    const result = await ensureAdminUser(database().db, undefined);
    if (!result.created) throw new Error("expected the admin to be created");
    expect(result.generated).toBe(true);
    expect(result.password.length).toBeGreaterThanOrEqual(20);
    const admin = await User.query(database().db).findOne({ username: "admin" });
    expect(await verifyPassword(admin!.passwordHash, result.password)).toBe(true);
  });

  it("should survive two replicas creating the admin at the same moment", async () => {
    await User.query(database().db).delete().where({ username: "admin" });
    const results = await Promise.all([ensureAdminUser(database().db, "first-replica-pw"), ensureAdminUser(database().db, "second-replica-pw")]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await User.query(database().db).where({ username: "admin" }).resultSize()).toBe(1);
  });
});
