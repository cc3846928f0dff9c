import { describe, expect, it } from "vitest";
import { buildCountryOptions, isValidBirthDate, withDialCode } from "./rules.ts";
import { createRegistrationFormSchema, modelRegistrationSchema } from "./schemas.ts";

const valid = {
  fullName: "Jovana Petrović",
  email: "Jovana@Example.com ",
  gender: "female",
  city: "Beograd",
  country: "Serbia",
  phoneNumber: "+381 641234567",
  dateOfBirth: "1999-04-30",
  photoPath: "data:image/jpeg;base64,AAAA",
  instagramHandle: "@jovana.p",
  facebookHandle: "",
  tiktokHandle: "",
  termsAccepted: true,
};

const messagesOf = (input: unknown) => {
  const result = modelRegistrationSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("modelRegistrationSchema", () => {
  it("should accept a complete registration, lower-casing the e-mail and nulling empty handles", () => {
    const parsed = modelRegistrationSchema.parse(valid);
    expect(parsed).toMatchObject({ email: "jovana@example.com", instagramHandle: "@jovana.p", facebookHandle: null, tiktokHandle: null });
  });

  it.each([
    [{ fullName: "" }, "fullName: Full name is required"],
    [{ email: "not-an-email" }, "email: Please enter a valid email address"],
    [{ gender: undefined }, "gender: Please select your gender"],
    [{ gender: "other" }, "gender: Please select either male or female"],
    [{ gender: 1 }, "gender: Please select either male or female"],
    [{ city: "  " }, "city: City is required"],
    [{ country: "" }, "country: Country is required"],
    [{ phoneNumber: "" }, "phoneNumber: Phone number is required"],
    [{ dateOfBirth: "" }, "dateOfBirth: Please select a date of birth"],
    [{ dateOfBirth: undefined }, "dateOfBirth: Please select a date of birth"],
    [{ dateOfBirth: "2023-02-30" }, "dateOfBirth: Please enter a valid date"],
    [{ dateOfBirth: "1899-12-31" }, "dateOfBirth: Please enter a valid date"],
    [{ dateOfBirth: "30.04.1999" }, "dateOfBirth: Please enter a valid date"],
    [{ photoPath: "" }, "photoPath: Profile photo is required"],
    [{ instagramHandle: "jovana p" }, "instagramHandle: Please enter a valid Instagram username"],
    [{ instagramHandle: "", facebookHandle: "face book" }, "facebookHandle: Please enter a valid Facebook username"],
    [{ instagramHandle: "", tiktokHandle: "<script>" }, "tiktokHandle: Please enter a valid TikTok username"],
    [{ instagramHandle: "", facebookHandle: null, tiktokHandle: "" }, "socialMedia: Select and fill at least one social media profile."],
    [{ termsAccepted: false }, "termsAccepted: You must accept the terms and conditions"],
    [{ fullName: "x".repeat(256) }, "fullName: Full name must be at most 255 characters"],
  ])("should refuse %o with its message", (change, message) => {
    expect(messagesOf({ ...valid, ...change })).toContain(message);
  });

  it("should refuse unknown fields", () => {
    expect(messagesOf({ ...valid, rating: "three" })).toEqual([expect.stringMatching(/Unrecognized key.*rating/)]);
  });
});

describe("isValidBirthDate", () => {
  const today = new Date("2026-11-22T12:00:00Z");
  it.each([
    ["1900-01-01", true],
    ["2024-02-29", true],
    ["2026-11-22", true],
    ["2023-02-29", false],
    ["2026-11-23", false],
    ["2027-01-01", false],
    ["1899-12-31", false],
    ["2000-13-01", false],
    ["2000-00-10", false],
  ])("%s -> %s", (value, expected) => {
    expect(isValidBirthDate(value, today)).toBe(expected);
  });
});

describe("the registration form's schema", () => {
  const form = { ...valid, selected: { instagram: true, facebook: false, tiktok: false } };
  const schema = createRegistrationFormSchema((phone) => phone.replace(/\s/g, "").length >= 12);
  const messages = async (input: unknown) => {
    const result = await schema.safeParseAsync(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("should accept a complete form", async () => {
    expect(await messages(form)).toEqual([]);
  });

  it.each([
    ["instagram", "instagramHandle: Instagram username is required when selected"],
    ["facebook", "facebookHandle: Facebook username is required when selected"],
    ["tiktok", "tiktokHandle: TikTok username is required when selected"],
  ] as const)("should require the %s handle when it is selected", async (network, message) => {
    expect(await messages({ ...form, instagramHandle: "", selected: { ...form.selected, [network]: true } })).toContain(message);
  });

  it("should check the phone number for the chosen country", async () => {
    expect(await messages({ ...form, phoneNumber: "+381 64" })).toContain("phoneNumber: Please enter a valid phone number for the selected country");
  });
});

describe("the country list helpers", () => {
  it("should keep UN members with a dial code, sorted by name", () => {
    const options = buildCountryOptions(
      [
        { cca2: "RS", unMember: true, name: { common: "Serbia" } },
        { cca2: "AX", unMember: false, name: { common: "Åland Islands" } },
        { cca2: "AT", unMember: true, name: { common: "Austria" } },
      ],
      (iso2) => ({ RS: "381", AT: "43" })[iso2],
    );
    expect(options).toEqual([
      { label: "Austria", value: "AT", phoneCode: "+43" },
      { label: "Serbia", value: "RS", phoneCode: "+381" },
    ]);
  });

  it.each([
    ["", "+381", undefined, "+381 "],
    ["+43 664 1234567", "+381", "+43", "+381 664 1234567"],
    ["+43664 1234567", "+381", "+43", "+381 664 1234567"],
    ["+44 20 7946 0958", "+381", undefined, "+381 20 7946 0958"],
    ["641234567", "+381", undefined, "+381 641234567"],
  ])("withDialCode(%j, %s, %s) -> %j", (phone, code, previous, expected) => {
    expect(withDialCode(phone, code, previous)).toBe(expected);
  });
});
