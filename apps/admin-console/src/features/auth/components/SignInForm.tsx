import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { AUTH_PAGE } from "@repo/contracts/adminConsole";
import { authLoginFormSchema, type AuthLoginForm } from "@repo/contracts/auth";
import type { PublicUser } from "@repo/contracts/users";
import { useAuth } from "shell/auth";
import { Button } from "shell/Button";
import { errorProps, Field } from "shell/Field";
import { Input } from "shell/Input";
import { FullWidthButton } from "../../../components/NarrowPage.tsx";

/** The Sign In tab: username (3+) and password (6+); the provider shows the Serbian toasts. */
export function SignInForm({ onSignedIn }: { onSignedIn: (user: PublicUser) => void }) {
  const { loginMutation } = useAuth();
  const { register, handleSubmit, formState } = useForm<AuthLoginForm>({ resolver: zodResolver(authLoginFormSchema), defaultValues: { username: "", password: "" } });
  const errors = formState.errors;
  const onSubmit = handleSubmit((values) => loginMutation.mutate(values, { onSuccess: onSignedIn }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field id="login-username" label={AUTH_PAGE.usernameLabel} error={errors.username?.message}>
        <Input id="login-username" autoComplete="username" {...errorProps("login-username", errors.username?.message)} {...register("username")} />
      </Field>
      <Field id="login-password" label={AUTH_PAGE.passwordLabel} error={errors.password?.message}>
        <Input id="login-password" type="password" autoComplete="current-password" {...errorProps("login-password", errors.password?.message)} {...register("password")} />
      </Field>
      <FullWidthButton>
        <Button type="submit" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? AUTH_PAGE.signingIn : AUTH_PAGE.signIn}
        </Button>
      </FullWidthButton>
    </form>
  );
}
