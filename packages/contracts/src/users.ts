export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_TYPES = ["standard", "client", "team_member", "admin"] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The username of the administrator created on first start. */
export const ADMIN_USERNAME = "admin";
