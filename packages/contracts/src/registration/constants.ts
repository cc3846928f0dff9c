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

export const FIRST_BIRTH_YEAR = 1900;
