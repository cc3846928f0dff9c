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
