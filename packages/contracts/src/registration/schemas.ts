// zod/mini, not zod: the public form's schema is on the first load of `/` (issue #3, 170 KB gzip JS in
// all); the classic API's chainable methods cost ~15 KB gzip more for the same checks and messages.
import * as z from "zod/mini";
import { isCleanLine } from "../common/rules.ts";
import { GENDERS } from "../models/constants.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "./constants.ts";
import { REGISTRATION_MESSAGES } from "./messages.ts";
import { isValidBirthDate } from "./rules.ts";
import { SOCIAL_LABELS } from "./texts.ts";

const HANDLE = /^@?[\w.-]+$/;

/** Composed (NFC) and visible: one spelling per name, nothing hidden in it. */
const cleanLine = () => [z.normalize("NFC"), z.refine<string>(isCleanLine, REGISTRATION_MESSAGES.invisibleCharacters)] as const;

const text = (field: string, required: string, max: number) =>
  z.string(required).check(...cleanLine(), z.trim(), z.minLength(1, required), z.maxLength(max, REGISTRATION_MESSAGES.tooLong(field, max)));

/** A social handle: empty becomes null; otherwise an optional @ then word characters, dots or hyphens. */
const handle = (network: SocialNetwork) =>
  z.pipe(
    z.nullish(
      z.string(REGISTRATION_MESSAGES.handleInvalid[network]).check(
        z.trim(),
        z.maxLength(100, REGISTRATION_MESSAGES.tooLong(`${SOCIAL_LABELS[network]} username`, 100)),
        z.refine((value) => value === "" || HANDLE.test(value), REGISTRATION_MESSAGES.handleInvalid[network]),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );

const gender = z.enum(GENDERS, {
  error: (issue) => (issue.input === undefined || issue.input === null || issue.input === "" ? REGISTRATION_MESSAGES.genderMissing : REGISTRATION_MESSAGES.genderInvalid),
});

/** The fields of a registration, shared by the API's schema and the form's. */
const registrationFields = {
  fullName: z
    .string(REGISTRATION_MESSAGES.fullNameRequired)
    .check(...cleanLine(), z.trim(), z.minLength(2, REGISTRATION_MESSAGES.fullNameRequired), z.maxLength(255, REGISTRATION_MESSAGES.tooLong("Full name", 255))),
  email: z.pipe(
    z.string(REGISTRATION_MESSAGES.emailInvalid).check(z.trim(), z.toLowerCase(), z.maxLength(255, REGISTRATION_MESSAGES.tooLong("Email", 255))),
    z.email(REGISTRATION_MESSAGES.emailInvalid),
  ),
  gender,
  city: text("City", REGISTRATION_MESSAGES.cityRequired, 255),
  country: text("Country", REGISTRATION_MESSAGES.countryRequired, 255),
  phoneNumber: text("Phone number", REGISTRATION_MESSAGES.phoneRequired, 50),
  dateOfBirth: z
    .string(REGISTRATION_MESSAGES.dateOfBirthMissing)
    .check(z.minLength(1, REGISTRATION_MESSAGES.dateOfBirthMissing), z.refine((value) => isValidBirthDate(value), REGISTRATION_MESSAGES.dateOfBirthInvalid)),
  photoPath: z.string(REGISTRATION_MESSAGES.photoRequired).check(z.minLength(1, REGISTRATION_MESSAGES.photoRequired)),
  instagramHandle: handle("instagram"),
  facebookHandle: handle("facebook"),
  tiktokHandle: handle("tiktok"),
  termsAccepted: z.literal(true, REGISTRATION_MESSAGES.termsRequired),
};

// Zod skips an object's refinements while any field has an issue; these rules are reported alongside.
const always = () => true;

const hasSocialProfile = (model: { instagramHandle: string | null; facebookHandle: string | null; tiktokHandle: string | null }) =>
  Boolean(model.instagramHandle || model.facebookHandle || model.tiktokHandle);

/**
 * `POST /api/models`, the public registration (spec §7 payload). The API parses requests with it and then
 * checks the phone number against the country, where the country list and phone metadata are at hand.
 */
export const modelRegistrationSchema = z
  .strictObject(registrationFields, { error: (issue) => (issue.code === "unrecognized_keys" ? REGISTRATION_MESSAGES.unknownFields(issue.keys) : undefined) })
  .check(z.refine(hasSocialProfile, { message: REGISTRATION_MESSAGES.socialRequired, path: ["socialMedia"], when: always }));

export type ModelRegistrationInput = z.input<typeof modelRegistrationSchema>;
export type ModelRegistration = z.output<typeof modelRegistrationSchema>;

/** The answer to a registration: what was registered, as the public may see it (no id, no rating). */
export const registrationResponseSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS),
  city: z.string(),
  country: z.string(),
  phoneNumber: z.string(),
  dateOfBirth: z.string(),
  photoPath: z.string(),
  instagramHandle: z.nullable(z.string()),
  facebookHandle: z.nullable(z.string()),
  tiktokHandle: z.nullable(z.string()),
  termsAccepted: z.literal(true),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** Which social networks the applicant ticked on the form (the toggles are not sent). */
const selectedNetworks = z.object({ instagram: z.boolean(), facebook: z.boolean(), tiktok: z.boolean() });

export type PhoneValidator = (phoneNumber: string, country: string) => boolean | Promise<boolean>;

/**
 * The registration form's schema: the same fields and messages as `modelRegistrationSchema`, plus the
 * social toggles ("required when selected") and the phone check for the chosen country.
 */
export function createRegistrationFormSchema(isValidPhone: PhoneValidator) {
  return z.object({ ...registrationFields, selected: selectedNetworks }).check(
    z.superRefine(
      async (form, ctx) => {
        for (const network of SOCIAL_NETWORKS) {
          if (form.selected?.[network] && !form[`${network}Handle`]) {
            ctx.addIssue({ code: "custom", path: [`${network}Handle`], message: REGISTRATION_MESSAGES.handleRequiredWhenSelected[network] });
          }
        }
        // On the toggles, the form's field for this rule (the API reports it as "socialMedia").
        if (!hasSocialProfile(form)) ctx.addIssue({ code: "custom", path: ["selected"], message: REGISTRATION_MESSAGES.socialRequired });
        const { country, phoneNumber } = form;
        if (typeof country === "string" && country && typeof phoneNumber === "string" && phoneNumber.trim() && !(await isValidPhone(phoneNumber, country))) {
          ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: REGISTRATION_MESSAGES.phoneInvalid });
        }
      },
      { when: always },
    ),
  );
}

export type RegistrationFormInput = z.input<ReturnType<typeof createRegistrationFormSchema>>;
