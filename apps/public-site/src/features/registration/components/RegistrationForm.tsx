import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, FormProvider, useForm, useWatch, type DefaultValues } from "react-hook-form";
import { navigate, preloadPage } from "../../../lib/navigation.tsx";
import styled from "styled-components";
import { REGISTRATION_FORM } from "@repo/contracts/publicSite";
import { REGISTRATION_MESSAGES, SOCIAL_NETWORKS, createRegistrationFormSchema, type RegistrationFormInput } from "@repo/contracts/registration";
import { Button, errorProps, Field, FieldError, Input, preloadSelect, RadioGroup } from "shell/forms";
import { toast } from "shell/toast";
import { submitRegistration } from "../api/submitRegistration.ts";
import { isValidPhone } from "../lib/phoneValidation.ts";
import { CountryAndPhone } from "./CountryAndPhone.tsx";
import { DateOfBirthField } from "./DateOfBirthField.tsx";
import { PhotoField } from "./PhotoField.tsx";
import { SocialProfilesField } from "./SocialProfilesField.tsx";
import { TermsField } from "./TermsField.tsx";

const schema = createRegistrationFormSchema(isValidPhone);

// Gender, date of birth and terms start unset: the schema's messages cover them.
const EMPTY: DefaultValues<RegistrationFormInput> = {
  fullName: "",
  email: "",
  city: "",
  country: "",
  phoneNumber: "",
  photoPath: "",
  instagramHandle: "",
  facebookHandle: "",
  tiktokHandle: "",
  selected: { instagram: false, facebook: false, tiktok: false },
};

const Block = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Submit = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** The registration form (spec §2 route /, §4 states, §5 rules). On success it goes to /success. */
export function RegistrationForm() {
  // "all": a field is checked when it changes and when it is left, so a skipped field says what it needs.
  const form = useForm<RegistrationFormInput>({ resolver: zodResolver(schema), mode: "all", defaultValues: EMPTY });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const values = useWatch({ control });
  const handleMissing = SOCIAL_NETWORKS.some((network) => values.selected?.[network] && !values[`${network}Handle`]?.trim());

  // isSubmitting is set the moment a submit starts (before the async validation) and React applies it
  // before the next click, so the button is already disabled for a double click's second half.
  // After a success the button stays disabled while /success comes up (its code may still be loading).
  const [registered, setRegistered] = useState(false);
  const pending = formState.isSubmitting || registered;

  const onSubmit = form.handleSubmit(async ({ selected, ...fields }) => {
    preloadPage("/success");
    try {
      await submitRegistration({
        ...fields,
        instagramHandle: selected.instagram ? fields.instagramHandle : "",
        facebookHandle: selected.facebook ? fields.facebookHandle : "",
        tiktokHandle: selected.tiktok ? fields.tiktokHandle : "",
      });
      setRegistered(true);
      navigate("/success");
    } catch (error) {
      toast({
        variant: "destructive",
        title: REGISTRATION_MESSAGES.failedTitle,
        description: error instanceof Error ? error.message : REGISTRATION_MESSAGES.failedFallback,
      });
    }
  });

  return (
    <FormProvider {...form}>
      {/* The country list's react-select is fetched once the applicant starts on the form, not with the page. */}
      <form onSubmit={onSubmit} onFocusCapture={preloadSelect} noValidate aria-label="Model Registration Form">
        <Field id="fullName" label={REGISTRATION_FORM.fullName} error={errors.fullName?.message}>
          <Input id="fullName" autoComplete="name" {...errorProps("fullName", errors.fullName?.message)} {...register("fullName")} />
        </Field>
        <Block>
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <RadioGroup legend={REGISTRATION_FORM.gender} name="gender" options={REGISTRATION_FORM.genderOptions} value={field.value} onChange={field.onChange} invalid={Boolean(errors.gender)} />
            )}
          />
          {errors.gender?.message ? <FieldError>{errors.gender.message}</FieldError> : null}
        </Block>
        <Field id="email" label={REGISTRATION_FORM.email} error={errors.email?.message}>
          <Input id="email" type="email" autoComplete="email" placeholder={REGISTRATION_FORM.emailPlaceholder} {...errorProps("email", errors.email?.message)} {...register("email")} />
        </Field>
        <CountryAndPhone />
        <Controller
          control={control}
          name="dateOfBirth"
          render={({ field }) => <DateOfBirthField onChange={field.onChange} error={errors.dateOfBirth?.message} />}
        />
        <Controller control={control} name="photoPath" render={({ field }) => <PhotoField value={field.value} onChange={field.onChange} error={errors.photoPath?.message} />} />
        <SocialProfilesField />
        <TermsField />
        <Submit type="submit" disabled={pending || !formState.isValid || handleMissing} aria-busy={pending}>
          {pending ? REGISTRATION_FORM.submitting : REGISTRATION_FORM.submit}
        </Submit>
      </form>
    </FormProvider>
  );
}
