import type { UserRole, UserType } from "@repo/contracts/users/constants";
import { usernameSkeleton } from "../lib/usernameSkeleton.ts";
import { BaseModel } from "./BaseModel.ts";

export class User extends BaseModel {
  static override tableName = "users";

  id!: number;
  username!: string;
  passwordHash!: string;
  email!: string;
  fullName!: string;
  role!: UserRole;
  userType!: UserType;
  phoneNumber!: string | null;
  jobTitle!: string | null;
  profilePhoto!: string | null;
  searchText!: string;
  /** Derived from `username` on insert (lib/usernameSkeleton.ts): look-alike usernames share it. */
  usernameSkeleton!: string;
  createdAt!: string;
  updatedAt!: string;

  override $beforeInsert(): void {
    super.$beforeInsert();
    this.usernameSkeleton = usernameSkeleton(this.username);
  }
}
