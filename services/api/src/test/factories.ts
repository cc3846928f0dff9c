import type { UserRole, UserType } from "@repo/contracts/users";
import { registerUser } from "../commands/registerUser.ts";
import type { Database } from "../db/connect.ts";
import type { User } from "../models/User.ts";

let sequence = 0;

export const TEST_PASSWORD = "correct-horse-battery";

/** A user of its own for one test: a unique username, the given role and type, TEST_PASSWORD unless told. */
export function createUser(
  db: Database,
  { role = "user", userType = "standard", password = TEST_PASSWORD, ...rest }: Partial<{ role: UserRole; userType: UserType; password: string; fullName: string; username: string; email: string }> = {},
): Promise<User> {
  const n = `${process.pid}${++sequence}`;
  return registerUser(db, {
    username: rest.username ?? `user${n}`,
    email: rest.email ?? `user${n}@example.com`,
    fullName: rest.fullName ?? `Test User ${n}`,
    password,
    role,
    userType,
  });
}
