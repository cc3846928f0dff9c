import { act, render, screen } from "@testing-library/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PublicUser } from "@repo/contracts/users/schemas/users";
import { AuthProvider, USER_QUERY_KEY, useAuth } from "./auth.tsx";
import { type ApiAnswer, startLoopbackApi } from "./loopbackApi.ts";
import { createQueryClient } from "./queryClient.ts";

const ann: PublicUser = {
  id: 1, username: "ann", email: "ann@example.com", fullName: "Ann Example", role: "user", userType: "standard",
  phoneNumber: null, jobTitle: null, profilePhoto: null, createdAt: "2026-11-26T09:00:00.000Z",
};

/** What `GET /api/user` answers now. */
let userAnswer: ApiAnswer = { body: { success: true, user: ann } };
let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
let queryClient: QueryClient;

function WhoAmI() {
  const { user } = useAuth();
  return <p>{user === undefined ? "checking" : user ? `signed in: ${user.fullName}` : "signed out"}</p>;
}

/** Reads the user again, then lets react-query tell the screen (its notifications go out on a timer). */
async function reread() {
  await act(() => queryClient.refetchQueries({ queryKey: USER_QUERY_KEY }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe("AuthProvider's user when /api/user is read again", () => {
  beforeEach(async () => {
    userAnswer = { body: { success: true, user: ann } };
    queryClient = createQueryClient();
    api = await startLoopbackApi(({ path }) => (path === "/api/user" ? userAnswer : undefined));
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <WhoAmI />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("signed in: Ann Example")).toBeTruthy();
  });
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it.each<[string, ApiAnswer]>([
    ["no answer", "drop"],
    ["a 503", { status: 503, body: { message: "Service Unavailable" } }],
  ])("should keep the signed-in user when the read gets %s", async (_, failure) => {
    userAnswer = failure;
    await reread();
    expect(queryClient.getQueryState(USER_QUERY_KEY)?.status).toBe("error");
    expect(screen.getByText("signed in: Ann Example")).toBeTruthy();
  });

  it("should say signed out when the read answers 401", async () => {
    userAnswer = { status: 401, body: { message: "Niste prijavljeni" } };
    await reread();
    expect(await screen.findByText("signed out")).toBeTruthy();
  });
});
