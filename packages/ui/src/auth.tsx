import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient, type QueryClient, type UseMutationResult } from "@tanstack/react-query";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import type { LoginInput } from "@repo/contracts/auth/schemas";
import { type PublicUser, type UserRegistration, userResponseSchema } from "@repo/contracts/users/schemas/users";
import { ADMIN_PROBE_KEY, adminFlag, noteSignedOutHere } from "./adminSession.ts";
import { apiJson, apiRequest, getQueryFn, serverMessage } from "./apiClient.ts";
import { toast } from "./toast.tsx";

export const USER_QUERY_KEY = ["/api/user"] as const;

/** What /api/register takes from a sign-up form: the confirmation never leaves the browser. */
export type SignUpInput = Pick<UserRegistration, "username" | "password" | "email" | "fullName" | "userType"> & { phoneNumber?: string };

type AuthContextValue = {
  /** The signed-in user, null when signed out, undefined while the first check runs. */
  user: PublicUser | null | undefined;
  isLoading: boolean;
  /** Why the user could not be read (not a 401: that is "signed out"); the spec's message. */
  error: Error | null;
  loginMutation: UseMutationResult<PublicUser, Error, LoginInput>;
  registerMutation: UseMutationResult<PublicUser, Error, SignUpInput>;
  /** The one sign-out of the apps; its variable says whose (default "user"). */
  logoutMutation: UseMutationResult<void, Error, SignOutScope | void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

async function postForUser(url: string, input: unknown): Promise<PublicUser> {
  return userResponseSchema.parse(await apiJson("POST", url, input)).user;
}

/**
 * Who signs out: an admin screen (`POST /api/admin/logout`; the screen says nothing and moves on to
 * /admin/login, spec §7) or a signed-in user (`POST /api/logout`, with the spec's Serbian toasts, §8).
 */
export type SignOutScope = "admin" | "user";

/**
 * Nobody is signed in any more (spec §7 "the cached data is cleared"). The session entries are set first,
 * so every screen on show learns it at once (an admin route leaves for /admin/login); then every other
 * cached answer goes, so the next person to sign in on this browser sees none of it.
 */
function forgetSession(queryClient: QueryClient) {
  adminFlag.clear();
  noteSignedOutHere();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  queryClient.setQueryData(ADMIN_PROBE_KEY, false);
  const sessionKeys: readonly unknown[] = [USER_QUERY_KEY[0], ADMIN_PROBE_KEY[0]];
  queryClient.removeQueries({ predicate: (query) => !sessionKeys.includes(query.queryKey[0]) });
}

/**
 * The session of a signed-in person (spec §4): who is signed in (`GET /api/user`, a 401 meaning nobody),
 * and sign-in, sign-up and sign-out with the spec's Serbian toasts.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userQuery = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: async (context) => {
      try {
        return await getQueryFn({ on401: "returnNull", parse: (answer: unknown) => userResponseSchema.parse(answer) })(context);
      } catch (error) {
        throw new Error(AUTH_MESSAGES.userFetchFailed, { cause: error });
      }
    },
  });
  const signedIn = (user: PublicUser) => {
    queryClient.setQueryData(USER_QUERY_KEY, { success: true, user });
    // Whatever the admin check said before this sign-in is out of date.
    queryClient.removeQueries({ queryKey: ADMIN_PROBE_KEY });
    if (user.role === "admin") adminFlag.set();
  };

  const loginMutation = useMutation({
    mutationFn: (input: LoginInput) => postForUser("/api/login", input),
    onSuccess: (user) => {
      signedIn(user);
      toast({ title: AUTH_MESSAGES.loginSuccessTitle, description: AUTH_MESSAGES.loginSuccessDescription(user.fullName) });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: AUTH_MESSAGES.loginErrorTitle, description: serverMessage(error) ?? AUTH_MESSAGES.loginFailed });
    },
  });

  const registerMutation = useMutation({
    mutationFn: (input: SignUpInput) => postForUser("/api/register", input),
    onSuccess: (user) => {
      signedIn(user);
      toast({ title: AUTH_MESSAGES.registerSuccessTitle, description: AUTH_MESSAGES.registerSuccessDescription });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: AUTH_MESSAGES.registerErrorTitle, description: serverMessage(error) ?? AUTH_MESSAGES.registerFailed });
    },
  });

  const logoutMutation = useMutation({
    mutationFn: async (scope: SignOutScope | void) => void (await apiRequest("POST", scope === "admin" ? "/api/admin/logout" : "/api/logout")),
    onSuccess: (_, scope) => {
      forgetSession(queryClient);
      if (scope !== "admin") toast({ title: AUTH_MESSAGES.logoutSuccessTitle, description: AUTH_MESSAGES.logoutSuccessDescription });
    },
    // An admin screen words its own failure, in its own language.
    onError: (error, scope) => {
      if (scope !== "admin") toast({ variant: "destructive", title: AUTH_MESSAGES.logoutErrorTitle, description: serverMessage(error) ?? AUTH_MESSAGES.logoutFailed });
    },
  });

  // Only a 401 (null) says signed out. A re-read that got no answer (or a 5xx) keeps the last answer; with
  // none yet, it counts as signed out (the server decides anyway). The error stays available to show.
  const user = userQuery.data !== undefined ? (userQuery.data?.user ?? null) : userQuery.isError ? null : undefined;
  const value = useMemo(
    () => ({ user, isLoading: userQuery.isPending, error: userQuery.error, loginMutation, registerMutation, logoutMutation }),
    [user, userQuery.isPending, userQuery.error, loginMutation, registerMutation, logoutMutation],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session from the nearest AuthProvider; outside one it throws the spec's message. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(AUTH_MESSAGES.useAuthOutsideProvider);
  return value;
}
