import type { UserRole, UserType } from "@repo/contracts/users";
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
  createdAt!: string;
  updatedAt!: string;
}
