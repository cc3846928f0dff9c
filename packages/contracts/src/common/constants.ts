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

/** Seconds a client is asked to wait (Retry-After) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Public writes (an application, an account) per client address in a fixed window. A casting day puts
 * many applicants behind one venue's Wi-Fi (one address): 120 in 10 minutes is one every 5 seconds,
 * sustained, far above what a queue of people filling a form on their phones produces, while a script
 * flooding the database is stopped after 120.
 */
export const PUBLIC_WRITE_RATE_LIMIT = { windowMs: 10 * 60 * 1000, perAddress: 120 } as const;

export const TOAST_LIMIT = 1;
