export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_TYPES = ["standard", "client", "team_member", "admin"] as const;
export type UserType = (typeof USER_TYPES)[number];

/** What the public `/api/register` may create (spec §6); an admin is never self-registered. */
export const PUBLIC_USER_TYPES = ["standard", "client", "team_member"] as const;
/** What an admin registers on /register-user; team member is the form's default. */
export const STAFF_USER_TYPES = ["team_member", "client"] as const;
export type StaffUserType = (typeof STAFF_USER_TYPES)[number];

/** The `type` of `GET /api/users/search`. */
export const USER_SEARCH_TYPES = ["admin", "all_registered", "client", "team_member"] as const;
export type UserSearchType = (typeof USER_SEARCH_TYPES)[number];
export const USER_SEARCH_LIMIT = 20;

/** The username of the administrator created on first start. */
export const ADMIN_USERNAME = "admin";

export const USER_LIMITS = { usernameMin: 3, usernameMax: 100, passwordMin: 6, passwordMax: 256, fullNameMax: 255, emailMax: 255, phoneMax: 50, jobTitleMax: 100 } as const;
