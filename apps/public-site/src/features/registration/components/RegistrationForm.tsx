import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState, type FormEvent } from "react";
import { Controller, FormProvider, useForm, type DefaultValues } from "react-hook-form";
import { navigate, preloadPage } from "../../../lib/navigation.tsx";
import styled from "styled-components";
import { REGISTRATION_FORM } from "@repo/contracts/publicSite/texts";
import { REGISTRATION_MESSAGES } from "@repo/contracts/registration/messages";
import { createRegistrationFormSchema, type RegistrationFormInput } from "@repo/contracts/registration/schemas";
import { Button, errorProps, Field, FieldError, Input, preloadSelect, RadioGroup, toast } from "shell/forms";
import { submitRegistration } from "../api/submitRegistration.ts";
import { isValidPhone } from "../lib/phoneValidation.ts";
import { clearDraft, readDraft, saveDraft } from "../lib/registrationDraft.ts";
import { CountryAndPhone } from "./CountryAndPhone.tsx";
import { DateOfBirthField } from "./DateOfBirthField.tsx";
import { MissingFields } from "./MissingFields.tsx";
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

/** An empty form, or the draft of this visit (lib/registrationDraft.ts) where there is one. */
function startingValues(): DefaultValues<RegistrationFormInput> {
  const draft = readDraft();
  return { ...EMPTY, ...draft, selected: { ...EMPTY.selected, ...draft.selected } };
}

const Block = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

// Holds every field so one attribute makes them all read-only while a submit is pending.
const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Submit = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(6)};
`;

const SubmitError = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.destructive};
`;

/**
 * The schema as the form's resolver, also reporting every field it refuses. react-hook-form runs it on the
 * whole form for `isValid` but keeps errors only for the fields being checked; the list beside Submit needs
 * them all. A slower answer (the phone check loads its library) never overwrites a newer one.
 */
function useResolverReportingInvalid() {
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [resolver] = useState(() => {
    const resolve = zodResolver(schema);
    let latest = 0;
    return async (...args: Parameters<typeof resolve>) => {
      const call = ++latest;
      const result = await resolve(...args);
      if (call === latest) setInvalid(new Set(Object.keys(result.errors)));
      return result;
    };
  });
  return { resolver, invalid };
}

/**
 * The form's values as they stand, to tell later whether anything was edited: the photo (a data URL of up to
 * ~200 KB) as is, the rest as JSON (react-hook-form changes nested values such as `selected` in place).
 */
function valuesNow({ photoPath, ...fields }: Partial<RegistrationFormInput>) {
  return { photoPath, fields: JSON.stringify(fields) };
}

type SubmitFailure = { message: string; values: ReturnType<typeof valuesNow> };

function editedSince(failure: SubmitFailure, values: Partial<RegistrationFormInput>): boolean {
  const now = valuesNow(values);
  return now.photoPath !== failure.values.photoPath || now.fields !== failure.values.fields;
}

/** The registration form (spec §2 route /, §4 states, §5 rules). On success it goes to /success. */
export function RegistrationForm() {
  const { resolver, invalid } = useResolverReportingInvalid();
  // "all": a field is checked when it changes and when it is left, so a skipped field says what it needs.
  const [startValues] = useState(startingValues);
  const form = useForm<RegistrationFormInput>({ resolver, mode: "all", defaultValues: startValues });
  const { register, control, formState } = form;
  const errors = formState.errors;
  // The last failed submit stays beside Submit (the toast goes after 5 s) until the next submit or an edit.
  // react-hook-form also calls this back for submit-state changes, so an edit is a change of the values.
  const [failure, setFailure] = useState<SubmitFailure | undefined>(undefined);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          saveDraft(values);
          setFailure((current) => (current && editedSince(current, values) ? undefined : current));
        },
      }),
    [form],
  );

  // isSubmitting is set the moment a submit starts (before the async validation) and React applies it
  // before the next click, so the button is already disabled for a double click's second half.
  // After a success the button stays disabled while /success comes up (its code may still be loading).
  const [registered, setRegistered] = useState(false);
  const pending = formState.isSubmitting || registered;
  // A ticked network without its handle is one of the schema's refusals, so isValid covers it.
  const disabled = pending || !formState.isValid;

  const submitForm = form.handleSubmit(async ({ selected, ...fields }) => {
    preloadPage("/success");
    try {
      await submitRegistration({
        ...fields,
        instagramHandle: selected.instagram ? fields.instagramHandle : "",
        facebookHandle: selected.facebook ? fields.facebookHandle : "",
        tiktokHandle: selected.tiktok ? fields.tiktokHandle : "",
      });
      setRegistered(true);
      clearDraft();
      navigate("/success");
    } catch (error) {
      const message = error instanceof Error ? error.message : REGISTRATION_MESSAGES.failedFallback;
      setFailure({ message, values: valuesNow(form.getValues()) });
      toast({ variant: "destructive", title: REGISTRATION_MESSAGES.failedTitle, description: message });
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(undefined); // at once, not after the validation (the phone check may load its library)
    void submitForm(event);
  };

  return (
    <FormProvider {...form}>
      {/* The country list's react-select is fetched once the applicant starts on the form, not with the page. */}
      <form onSubmit={onSubmit} onFocusCapture={preloadSelect} noValidate aria-label="Model Registration Form">
        {/* Read-only while pending: the payload is already on its way, and a correction typed now would be lost. */}
        <Fields disabled={pending}>
          <Field id="fullName" label={REGISTRATION_FORM.fullName} error={errors.fullName?.message}>
            <Input id="fullName" autoComplete="name" {...errorProps("fullName", errors.fullName?.message)} {...register("fullName")} />
          </Field>
          <Block>
            <Controller
              control={control}
              name="gender"
              render={({ field }) => (
                <RadioGroup id="gender" legend={REGISTRATION_FORM.gender} name="gender" options={REGISTRATION_FORM.genderOptions} value={field.value} onChange={field.onChange} invalid={Boolean(errors.gender)} />
              )}
            />
            {errors.gender?.message ? <FieldError>{errors.gender.message}</FieldError> : null}
          </Block>
          <Field id="email" label={REGISTRATION_FORM.email} error={errors.email?.message}>
            <Input id="email" type="email" autoComplete="email" placeholder={REGISTRATION_FORM.emailPlaceholder} {...errorProps("email", errors.email?.message)} {...register("email")} />
          </Field>
          <CountryAndPhone disabled={pending} />
          <Controller
            control={control}
            name="dateOfBirth"
            render={({ field }) => <DateOfBirthField value={field.value} onChange={field.onChange} error={errors.dateOfBirth?.message} />}
          />
          <Controller control={control} name="photoPath" render={({ field }) => <PhotoField value={field.value} onChange={field.onChange} error={errors.photoPath?.message} />} />
          <SocialProfilesField />
          <TermsField />
        </Fields>
        <Submit type="submit" disabled={disabled} aria-busy={pending} aria-describedby={disabled && !pending ? "registration-missing" : undefined}>
          {pending ? REGISTRATION_FORM.submitting : REGISTRATION_FORM.submit}
        </Submit>
        {disabled && !pending ? <MissingFields id="registration-missing" invalid={invalid} /> : null}
        {failure ? (
          <SubmitError role="alert">
            <strong>{REGISTRATION_MESSAGES.failedTitle}</strong> {failure.message}
          </SubmitError>
        ) : null}
      </form>
    </FormProvider>
  );
}
