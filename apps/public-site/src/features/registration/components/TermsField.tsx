import { AppLink } from "../../../lib/navigation.tsx";
import { useFormContext } from "react-hook-form";
import { REGISTRATION_FORM } from "@repo/contracts/publicSite/texts";
import type { RegistrationFormInput } from "@repo/contracts/registration/schemas";
import { Checkbox, FieldError } from "shell/forms";

/** The consent checkbox, with the link to /terms and what accepting means. */
export function TermsField() {
  const { register, formState } = useFormContext<RegistrationFormInput>();
  const error = formState.errors.termsAccepted?.message;
  return (
    <div>
      <Checkbox
        id="termsAccepted"
        label={
          <>
            {REGISTRATION_FORM.termsBefore}
            <AppLink to="/terms">{REGISTRATION_FORM.termsLink}</AppLink>
            {REGISTRATION_FORM.termsAfter}
          </>
        }
        description={REGISTRATION_FORM.termsDescription}
        aria-invalid={error ? true : undefined}
        {...register("termsAccepted")}
      />
      {error ? <FieldError>{error}</FieldError> : null}
    </div>
  );
}
