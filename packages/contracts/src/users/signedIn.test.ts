import { describe, expect, expectTypeOf, it } from "vitest";
import { type SignedInUserResponse, signedInUserResponseSchema } from "./schemas/signedIn.ts";
import { type UserResponse, userResponseSchema } from "./schemas/users.ts";

const answer: UserResponse = {
  success: true,
  user: { id: 7, username: "ana", email: "ana@example.com", fullName: "Ana Anić", role: "user", userType: "client", phoneNumber: null, jobTitle: null, profilePhoto: null, createdAt: "2026-01-01T00:00:00.000Z" },
};

describe("GET /api/user as the signed-in bar reads it", () => {
  it("should accept every answer the full contract accepts, keeping the name", () => {
    expect(signedInUserResponseSchema.parse(userResponseSchema.parse(answer)).user.fullName).toBe("Ana Anić");
    expectTypeOf<UserResponse>().toExtend<SignedInUserResponse>();
  });

  it("should refuse an answer without the name, as the full contract does", () => {
    const { fullName: _gone, ...nameless } = answer.user;
    expect(userResponseSchema.safeParse({ success: true, user: nameless }).success).toBe(false);
    expect(signedInUserResponseSchema.safeParse({ success: true, user: nameless }).success).toBe(false);
  });
});
