import { COMPANY } from "./company.ts";

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
