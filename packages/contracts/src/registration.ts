// zod/mini, not zod: the public form's schema is on the first load of `/` (issue #3, 170 KB gzip JS in
// all); the classic API's chainable methods cost ~15 KB gzip more for the same checks and messages.
import * as z from "zod/mini";
import { GENDERS } from "./genders.ts";
import { isCleanLine } from "./text.ts";

/** Every message of the public registration (spec registration-and-dashboard.md §5 and §8). */
export const REGISTRATION_MESSAGES = {
  fullNameRequired: "Full name is required",
  emailInvalid: "Please enter a valid email address",
  genderMissing: "Please select your gender",
  genderInvalid: "Please select either male or female",
  cityRequired: "City is required",
  countryRequired: "Country is required",
  countryUnknown: "Please select a country from the list",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number for the selected country",
  dateOfBirthMissing: "Please select a date of birth",
  dateOfBirthInvalid: "Please enter a valid date",
  photoRequired: "Profile photo is required",
  photoTooLarge: "Image too large. Please choose an image under 5MB.",
  photoLoadError: "Error loading image. Please try another file.",
  photoNotImage: "The profile photo must be a JPEG, PNG or WebP image",
  photoTooManyPixels: "The profile photo's dimensions are too large",
  handleInvalid: {
    instagram: "Please enter a valid Instagram username",
    facebook: "Please enter a valid Facebook username",
    tiktok: "Please enter a valid TikTok username",
  },
  handleRequiredWhenSelected: {
    instagram: "Instagram username is required when selected",
    facebook: "Facebook username is required when selected",
    tiktok: "TikTok username is required when selected",
  },
  socialRequired: "Select and fill at least one social media profile.",
  termsRequired: "You must accept the terms and conditions",
  invisibleCharacters: "Please remove invisible or control characters (they often come with copied text)",
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  unknownFields: (keys: readonly string[]) => `Unrecognized key${keys.length > 1 ? "s" : ""}: ${keys.map((key) => `"${key}"`).join(", ")}`,
  failedTitle: "Registration Failed",
  failedFallback: "Failed to submit registration",
} as const;

/** Photo limits (spec §9): the picker's file limit, and what the browser sends after downscaling. */
export const PHOTO_LIMITS = {
  maxFileBytes: 5 * 1024 * 1024,
  longestSide: 800,
  jpegQuality: 0.6,
  /** The API refuses decoded images above this many pixels (an "image bomb" is tiny on the wire). */
  maxInputPixels: 40_000_000,
  acceptedTypes: ["image/jpeg", "image/png", "image/webp"],
} as const;

export const SOCIAL_NETWORKS = ["instagram", "facebook", "tiktok"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = { instagram: "Instagram", facebook: "Facebook", tiktok: "TikTok" };

const HANDLE = /^@?[\w.-]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const FIRST_BIRTH_YEAR = 1900;

/** A real calendar date, year 1900 to the current year, not in the future. */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= FIRST_BIRTH_YEAR && year <= today.getUTCFullYear() && date.getTime() <= today.getTime();
}

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
