import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { AUTH_PAGE } from "@repo/contracts/adminConsole/texts";
import { type AuthLoginForm, authLoginFormSchema } from "@repo/contracts/auth/schemas";
import type { PublicUser } from "@repo/contracts/users/schemas/users";
import { useAuth } from "shell/auth";
import { SubmitButton, TextField } from "../../../components/FormControls.tsx";

/** The Sign In tab: username (3+) and password (6+); the provider shows the Serbian toasts. */
export function SignInForm({ onSignedIn }: { onSignedIn: (user: PublicUser) => void }) {
  const { loginMutation } = useAuth();
  const { register, handleSubmit, formState } = useForm<AuthLoginForm>({ resolver: zodResolver(authLoginFormSchema), defaultValues: { username: "", password: "" } });
  const errors = formState.errors;
  const onSubmit = handleSubmit((values) => loginMutation.mutate(values, { onSuccess: onSignedIn }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField id="login-username" label={AUTH_PAGE.usernameLabel} error={errors.username?.message} autoComplete="username" registration={register("username")} />
      <TextField
        id="login-password"
        label={AUTH_PAGE.passwordLabel}
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        registration={register("password")}
      />
      <SubmitButton pending={loginMutation.isPending} label={AUTH_PAGE.signIn} pendingLabel={AUTH_PAGE.signingIn} />
    </form>
  );
}
