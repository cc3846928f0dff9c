import { describe, expect, it } from "vitest";
import { toErrorResponse } from "../middlewares/errorHandler.ts";
import { User } from "../models/User.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { isUniqueViolation } from "./errors.ts";

const dialects = await testDialects();

describe.each(dialects)("a unique-key clash on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("should be recognised and answered as 409, not 500", async () => {
    const user = { passwordHash: "x", email: "a@b.c", fullName: "A", role: "user", userType: "standard", searchText: "" } as const;
    await User.query(database().db).insert({ ...user, username: "twin" });
    const error = await User.query(database().db)
      .insert({ ...user, username: "twin" })
      .then(() => undefined, (caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(toErrorResponse(error)).toEqual({ status: 409, body: { message: "This record already exists" } });
  });
});
