import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { AUTH_PAGE } from "@repo/contracts/adminConsole/texts";
import { type AuthRegisterForm, authRegisterFormSchema } from "@repo/contracts/auth/schemas";
import { PUBLIC_USER_TYPES } from "@repo/contracts/users/constants";
import type { PublicUser } from "@repo/contracts/users/schemas/users";
import { useAuth } from "shell/auth";
import { Field } from "shell/Field";
import { NativeSelect } from "shell/Input";
import { SubmitButton, TextField } from "../../../components/FormControls.tsx";

const EMPTY: AuthRegisterForm = { fullName: "", email: "", username: "", password: "", confirmPassword: "", phoneNumber: "", userType: "standard" };

/** The Register tab: a standard user, client or team member; the confirmation is checked here and not sent. */
export function SignUpForm({ onSignedUp }: { onSignedUp: (user: PublicUser) => void }) {
  const { registerMutation } = useAuth();
  const { register, handleSubmit, formState } = useForm<AuthRegisterForm>({ resolver: zodResolver(authRegisterFormSchema), defaultValues: EMPTY });
  const errors = formState.errors;
  const onSubmit = handleSubmit(({ confirmPassword: _confirmation, phoneNumber, ...values }) =>
    registerMutation.mutate({ ...values, ...(phoneNumber ? { phoneNumber } : {}) }, { onSuccess: onSignedUp }),
  );
  const field = (id: keyof AuthRegisterForm, label: string, props: Record<string, string> = {}) => (
    <TextField id={`register-${id}`} label={label} error={errors[id]?.message} registration={register(id)} {...props} />
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      {field("fullName", AUTH_PAGE.fullNameLabel, { autoComplete: "name" })}
      {field("email", AUTH_PAGE.emailLabel, { type: "email", autoComplete: "email" })}
      {field("username", AUTH_PAGE.usernameLabel, { autoComplete: "username" })}
      {field("password", AUTH_PAGE.passwordLabel, { type: "password", autoComplete: "new-password" })}
      {field("confirmPassword", AUTH_PAGE.confirmPasswordLabel, { type: "password", autoComplete: "new-password" })}
      {field("phoneNumber", AUTH_PAGE.phoneLabel, { type: "tel", autoComplete: "tel" })}
      <Field id="register-userType" label={AUTH_PAGE.userTypeLabel} error={errors.userType?.message}>
        <NativeSelect id="register-userType" {...register("userType")}>
          {PUBLIC_USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {AUTH_PAGE.userTypes[type]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <SubmitButton pending={registerMutation.isPending} label={AUTH_PAGE.register} pendingLabel={AUTH_PAGE.registering} />
    </form>
  );
}
