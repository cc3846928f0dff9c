import * as z from "zod/mini";

/**
 * `GET /api/user` as the public site's signed-in bar reads it: the part of `userResponseSchema` (users/schemas/users.ts)
 * it shows. In zod/mini, apart from users/schemas/users.ts: the public site has no classic zod (18 KB gzip, see
 * auth/constants.ts), and parsing one name is not worth it. users/signedIn.test.ts (and its type check) keeps it
 * a part of the full answer.
 */
export const signedInUserResponseSchema = z.object({ success: z.literal(true), user: z.object({ fullName: z.string() }) });
export type SignedInUserResponse = z.infer<typeof signedInUserResponseSchema>;
