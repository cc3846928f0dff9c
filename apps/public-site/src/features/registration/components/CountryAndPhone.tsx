import { useRef } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import countries from "virtual:country-list";
import { REGISTRATION_FORM } from "@repo/contracts/publicSite/texts";
import { type CountryOption, withDialCode } from "@repo/contracts/registration/rules";
import type { RegistrationFormInput } from "@repo/contracts/registration/schemas";
import { errorProps, Field, Input, Row, Select } from "shell/forms";

/**
 * When the field holds only the dial code the country put there, typing continues after it: on focus, on
 * the click that follows it, and on the first key (which runs before the character is inserted).
 */
function keepCaretAfterDialCode(event: { currentTarget: HTMLInputElement }) {
  const input = event.currentTarget;
  const moveToEnd = () => {
    if (/^\+\d+ $/.test(input.value) && input.selectionStart !== input.value.length) {
      input.setSelectionRange(input.value.length, input.value.length);
    }
  };
  moveToEnd();
  // Re-checked after the frame: by then the user may already have typed past the code.
  if (!("key" in event)) requestAnimationFrame(moveToEnd);
}

/**
 * City and Country side by side, then the phone. Choosing a country sets its name and rewrites the
 * phone's dial code, keeping the rest of the number; the phone stays disabled until a country is chosen.
 * `disabled` (a pending submit) reaches react-select, whose menu a disabled fieldset alone does not stop.
 */
export function CountryAndPhone({ disabled = false }: { disabled?: boolean }) {
  const { control, register, setValue, getValues, formState } = useFormContext<RegistrationFormInput>();
  const country = useWatch({ control, name: "country" });
  const selected = countries.find((option) => option.label === country) ?? null;
  // The dial code the phone starts with: the country's, also when the form starts from a draft.
  const dialCode = useRef(selected?.phoneCode);
  const errors = formState.errors;

  const chooseCountry = (option: CountryOption | null) => {
    setValue("country", option?.label ?? "", { shouldValidate: true, shouldDirty: true });
    if (option) {
      setValue("phoneNumber", withDialCode(getValues("phoneNumber") ?? "", option.phoneCode, dialCode.current), {
        shouldValidate: Boolean(getValues("phoneNumber")),
        shouldDirty: true,
      });
    }
    dialCode.current = option?.phoneCode;
  };

  return (
    <>
      <Row>
        <Field id="city" label={REGISTRATION_FORM.city} error={errors.city?.message}>
          <Input id="city" autoComplete="address-level2" placeholder={REGISTRATION_FORM.cityPlaceholder} {...errorProps("city", errors.city?.message)} {...register("city")} />
        </Field>
        <Field id="country" label={REGISTRATION_FORM.country} error={errors.country?.message}>
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <Select<CountryOption>
                inputId="country"
                name={field.name}
                options={countries}
                value={selected}
                onChange={chooseCountry}
                onBlur={field.onBlur}
                isClearable
                isDisabled={disabled}
                isSearchable
                placeholder={REGISTRATION_FORM.countryPlaceholder}
                noOptionsMessage={() => REGISTRATION_FORM.noCountries}
                aria-invalid={Boolean(errors.country)}
                aria-errormessage={errors.country ? "country-error" : undefined}
              />
            )}
          />
        </Field>
      </Row>
      <Field id="phoneNumber" label={REGISTRATION_FORM.phone} error={errors.phoneNumber?.message}>
        <Input
          id="phoneNumber"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          disabled={!selected}
          placeholder={selected ? REGISTRATION_FORM.phonePlaceholder : REGISTRATION_FORM.phonePlaceholderDisabled}
          {...errorProps("phoneNumber", errors.phoneNumber?.message)}
          {...register("phoneNumber")}
          onFocus={keepCaretAfterDialCode}
          onKeyDown={keepCaretAfterDialCode}
        />
      </Field>
    </>
  );
}
