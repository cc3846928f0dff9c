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

/** The success page's one-off burst (spec §9): 500 pieces, gravity 0.3, no recycling, from the centre. */
export const SUCCESS_CONFETTI = { particleCount: 500, gravity: 0.3, origin: { x: 0.5, y: 0.5 }, spread: 120 } as const;
