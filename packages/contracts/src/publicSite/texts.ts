import { COMPANY } from "../common/constants.ts";

/** Texts of the public site's registration and success pages (spec registration-and-dashboard.md §2). */
export const REGISTRATION_PAGE = {
  heading: "Become our model!",
  intro: [
    "We are always looking for new faces for our photo and video productions: fashion, commercial and editorial shoots.",
    "Fill in the form below with your details, a recent photo and at least one of your social media profiles.",
    "If you are selected for an upcoming shoot, we will contact you using the details you give us.",
  ],
  formTitle: "Model Registration Form",
} as const;

export const SUCCESS_PAGE = {
  heading: "Yaaay! Your registration has been successfully submitted.",
  contacted: "If you are selected for one of our upcoming shoots, we will contact you using the details you provided.",
  wish: "Until then, we wish you a wonderful day!",
  connect: "Let's connect!",
  backToRegistration: "Back to Registration",
} as const;

/** Labels, placeholders and buttons of the registration form (spec §2 route /, in order). */
export const REGISTRATION_FORM = {
  fullName: "Full Name",
  gender: "Gender",
  genderOptions: [
    { value: "male", label: "Male" },
    { value: "female", label: "Female" },
  ],
  email: "Email",
  emailPlaceholder: "name@example.com",
  city: "City",
  cityPlaceholder: "Enter your city",
  country: "Country",
  countryPlaceholder: "Select country...",
  noCountries: "No countries found",
  phone: "Phone Number",
  phonePlaceholderDisabled: "Select country first",
  phonePlaceholder: "Enter number",
  dateOfBirth: "Date of Birth",
  day: "Day",
  month: "Month",
  year: "Year",
  photo: "Profile Photo",
  photoPreview: "Profile photo preview",
  socialMedia: "Social Media Profiles",
  socialHint: "Select and fill at least one social media profile.",
  handlePlaceholder: "@username",
  termsBefore: "I accept the ",
  termsLink: "Terms of Use",
  termsAfter: " and consent to data processing",
  termsDescription: "By accepting the terms, you allow us to store and process your personal data for the purpose of model selection.",
  submit: "Submit Registration",
  submitting: "Submitting...",
} as const;

/**
 * The list beside a disabled Submit (issue #11): what still keeps the form from being sent, one link per
 * field, in the form's order. The keys are the form's field names.
 */
export const REGISTRATION_MISSING = {
  intro: "To submit, complete:",
  fields: {
    fullName: REGISTRATION_FORM.fullName,
    gender: REGISTRATION_FORM.gender,
    email: REGISTRATION_FORM.email,
    city: REGISTRATION_FORM.city,
    country: REGISTRATION_FORM.country,
    phoneNumber: REGISTRATION_FORM.phone,
    dateOfBirth: REGISTRATION_FORM.dateOfBirth,
    photoPath: REGISTRATION_FORM.photo,
    selected: "A social media profile",
    instagramHandle: "Instagram username",
    facebookHandle: "Facebook username",
    tiktokHandle: "TikTok username",
    termsAccepted: "Consent to the terms",
  },
} as const;

export const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

/** The /terms page (spec registration-and-dashboard.md §2, route /terms): eight sections, in order. */
export const TERMS = {
  title: "TERMS OF USE",
  lastUpdated: "Last updated: 28 February 2025",
  backToRegistration: "Back to Registration",
  sections: [
    {
      heading: "1. Data Collection and Usage",
      paragraphs: [
        "When you apply through our model registration form we collect your full name, city and country, date of birth, gender, profile picture and links to your social media profiles, together with the e-mail address and phone number you give us so that we can reach you.",
        "We use this information only to evaluate and select models for our photo and video productions.",
      ],
    },
    {
      heading: "2. Legal Basis for Processing",
      paragraphs: [
        "We process your personal data on the basis of your explicit consent, which you give by accepting these terms when you submit the registration form, in accordance with applicable data-protection law.",
      ],
    },
    {
      heading: "3. Data Storage and Security",
      paragraphs: [
        "Your data is stored in our secured database. Access is limited to authorised members of our team, and we apply appropriate technical and organisational measures to protect it against unauthorised access, loss or alteration.",
      ],
    },
    {
      heading: "4. Your Rights",
      paragraphs: [
        "You have the right to access your personal data, to have it rectified, to have it erased, to restrict its processing, to data portability, and to withdraw your consent at any time by contacting us. Withdrawing consent does not affect processing carried out before the withdrawal.",
      ],
    },
    {
      heading: "5. Data Retention",
      paragraphs: [
        "We keep your data only for as long as it is needed for model selection. After that it is securely deleted, unless the law requires us to keep it longer.",
      ],
    },
    {
      heading: "6. Third-Party Sharing",
      paragraphs: [
        "We do not share your personal data with third parties except with your explicit consent, where the law requires it, or where it is necessary to protect security.",
      ],
    },
    {
      heading: "7. Acceptance of Terms",
      paragraphs: [
        "By checking the box on the registration form and submitting it, you confirm that you have read and accept these Terms of Use and consent to the processing of your personal data as described above.",
      ],
    },
    {
      heading: "8. Contact Information",
      paragraphs: [
        `${COMPANY.name}. For any question about these terms or your personal data, or to exercise your rights, contact us at ${COMPANY.contactEmail}.`,
      ],
    },
  ],
} as const;
