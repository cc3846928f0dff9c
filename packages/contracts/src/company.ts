/**
 * The production company behind the product. The spec leaves its name and addresses out; this is the one
 * place to set them, and every screen and e-mail reads them from here.
 */
export const COMPANY = {
  name: "Studio Production",
  website: "https://studio-production.example",
  contactEmail: "privacy@studio-production.example",
  /** The photographer/videographer contact block in the call sheet's header (spec §2 "Content"). */
  productionContact: {
    name: "Studio Production",
    phone: "+381 11 555 0142",
    email: "shoots@studio-production.example",
  },
  social: {
    instagram: "https://www.instagram.com/studio.production",
    tiktok: "https://www.tiktok.com/@studio.production",
    youtube: "https://www.youtube.com/@studio.production",
    facebook: "https://www.facebook.com/studio.production",
  },
} as const;
