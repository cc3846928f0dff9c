import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { REGISTER_USER_PAGE } from "@repo/contracts/adminConsole/texts";
import { type StaffRegisterForm, staffRegisterFormSchema } from "@repo/contracts/auth/schemas";
import { STAFF_USER_TYPES } from "@repo/contracts/users/constants";
import { serverMessageIn } from "shell/apiClient";
import { Card } from "shell/Card";
import { Field } from "shell/Field";
import { NativeSelect } from "shell/Input";
import { toast } from "shell/toast";
import { SubmitButton, TextField } from "../../components/FormControls.tsx";
import { FullWidthButton, NarrowPage } from "../../components/NarrowPage.tsx";
import { useRegisterStaffUser } from "./api/registerStaffUser.ts";

const EMPTY: StaffRegisterForm = { userType: "team_member", fullName: "", email: "", phoneNumber: "", jobTitle: "", username: "", password: "", confirmPassword: "" };

const Intro = styled.p`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** /register-user (admin only): a team member or a client; success resets the form for the next one. */
export function RegisterUserPage() {
  const { register, handleSubmit, formState, reset } = useForm<StaffRegisterForm>({ resolver: zodResolver(staffRegisterFormSchema), defaultValues: EMPTY });
  const mutation = useRegisterStaffUser();
  const errors = formState.errors;

  const onSubmit = handleSubmit(({ confirmPassword: _confirmation, phoneNumber, jobTitle, ...values }) =>
    mutation.mutate(
      { ...values, phoneNumber: phoneNumber || undefined, jobTitle: jobTitle || undefined },
      {
        onSuccess: () => {
          toast({ title: REGISTER_USER_PAGE.successTitle, description: REGISTER_USER_PAGE.successDescription });
          reset(EMPTY);
        },
        onError: (error) => toast({ variant: "destructive", title: REGISTER_USER_PAGE.failedTitle, description: serverMessageIn("en", error, REGISTER_USER_PAGE.failedFallback) ?? REGISTER_USER_PAGE.failedFallback }),
      },
    ),
  );
  const field = (id: Exclude<keyof StaffRegisterForm, "userType">, label: string, props: Record<string, string> = {}) => (
    <TextField id={id} label={label} error={errors[id]?.message} registration={register(id)} {...props} />
  );

  return (
    <NarrowPage>
      <Card>
        <h1>{REGISTER_USER_PAGE.title}</h1>
        <Intro>{REGISTER_USER_PAGE.description}</Intro>
        <form onSubmit={onSubmit} noValidate>
          <Field id="userType" label={REGISTER_USER_PAGE.userTypeLabel} error={errors.userType?.message}>
            <NativeSelect id="userType" {...register("userType")}>
              {STAFF_USER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {REGISTER_USER_PAGE.userTypes[type]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {field("fullName", REGISTER_USER_PAGE.fullNameLabel, { autoComplete: "off" })}
          {field("email", REGISTER_USER_PAGE.emailLabel, { type: "email", autoComplete: "off" })}
          {field("phoneNumber", REGISTER_USER_PAGE.phoneLabel, { type: "tel", autoComplete: "off" })}
          {field("jobTitle", REGISTER_USER_PAGE.jobTitleLabel, { placeholder: REGISTER_USER_PAGE.jobTitlePlaceholder })}
          {field("username", REGISTER_USER_PAGE.usernameLabel, { autoComplete: "off" })}
          {field("password", REGISTER_USER_PAGE.passwordLabel, { type: "password", autoComplete: "new-password" })}
          {field("confirmPassword", REGISTER_USER_PAGE.confirmPasswordLabel, { type: "password", autoComplete: "new-password" })}
          <SubmitButton pending={mutation.isPending} label={REGISTER_USER_PAGE.submit} pendingLabel={REGISTER_USER_PAGE.submitting} />
        </form>
        <FullWidthButton>
          <Link to="/admin/dashboard">{REGISTER_USER_PAGE.backToDashboard}</Link>
        </FullWidthButton>
      </Card>
    </NarrowPage>
  );
}
