import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { AUTH_MESSAGES, type LoginInput } from "@repo/contracts/auth";
import { userResponseSchema, type PublicUser, type UserRegistration } from "@repo/contracts/users";
import { ADMIN_PROBE_KEY, adminFlag } from "./adminSession.ts";
import { apiRequest, getQueryFn, serverMessage } from "./apiClient.ts";
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
  logoutMutation: UseMutationResult<void, Error, void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

async function readUser(response: Response): Promise<PublicUser> {
  return userResponseSchema.parse(await response.json()).user;
}

/** Calls `request`, turning a failure into an Error with the server's message or `fallback`. */
async function withMessage<T>(request: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new Error(serverMessage(error) ?? fallback, { cause: error });
  }
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
        return await getQueryFn<{ user: PublicUser }>({ on401: "returnNull" })(context);
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
    mutationFn: (input: LoginInput) => withMessage(async () => readUser(await apiRequest("POST", "/api/login", input)), AUTH_MESSAGES.loginFailed),
    onSuccess: (user) => {
      signedIn(user);
      toast({ title: AUTH_MESSAGES.loginSuccessTitle, description: AUTH_MESSAGES.loginSuccessDescription(user.fullName) });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: AUTH_MESSAGES.loginErrorTitle, description: error.message || AUTH_MESSAGES.invalidCredentials });
    },
  });

  const registerMutation = useMutation({
    mutationFn: (input: SignUpInput) => withMessage(async () => readUser(await apiRequest("POST", "/api/register", input)), AUTH_MESSAGES.registerFailed),
    onSuccess: (user) => {
      signedIn(user);
      toast({ title: AUTH_MESSAGES.registerSuccessTitle, description: AUTH_MESSAGES.registerSuccessDescription });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: AUTH_MESSAGES.registerErrorTitle, description: error.message || AUTH_MESSAGES.registerErrorFallback });
    },
  });

  const logoutMutation = useMutation({
    mutationFn: () => withMessage(async () => void (await apiRequest("POST", "/api/logout")), AUTH_MESSAGES.logoutFailed),
    onSuccess: () => {
      adminFlag.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      toast({ title: AUTH_MESSAGES.logoutSuccessTitle, description: AUTH_MESSAGES.logoutSuccessDescription });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: AUTH_MESSAGES.logoutErrorTitle, description: error.message });
    },
  });

  // A failed read counts as signed out (the server decides anyway); the error stays available to show.
  const user = userQuery.isError ? null : userQuery.data === undefined ? undefined : (userQuery.data?.user ?? null);
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
