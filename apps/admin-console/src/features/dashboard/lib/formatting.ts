import { format, parseISO } from "date-fns";
import { DASHBOARD } from "@repo/contracts/adminConsole/texts";

/** `1999-03-07` -> `07/03/1999` (spec §9); empty when unknown or unreadable. */
export function formatBirthDate(value: string | null): string {
  if (!value) return "";
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? "" : format(date, DASHBOARD.dateFormat);
}

/** The stored UTC `YYYY-MM-DD HH:mm:ss` as the admin's local `dd/MM/yyyy HH:mm`. */
export function formatRegDate(value: string): string {
  const date = parseISO(`${value.replace(" ", "T")}Z`);
  return Number.isNaN(date.getTime()) ? value : format(date, DASHBOARD.dateTimeFormat);
}

/** A call sheet's date as `MMM d, yyyy`, or 'Not set'. */
export function formatShootingDate(value: string | null): string {
  if (!value) return DASHBOARD.shootings.notSet;
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? DASHBOARD.shootings.notSet : format(date, DASHBOARD.shootings.dateFormat);
}

const PROFILE_URLS = {
  instagram: (handle: string) => `https://www.instagram.com/${encodeURIComponent(handle)}`,
  facebook: (handle: string) => `https://www.facebook.com/${encodeURIComponent(handle)}`,
  tiktok: (handle: string) => `https://www.tiktok.com/@${encodeURIComponent(handle)}`,
} as const;

export type SocialLink = { network: "Instagram" | "Facebook" | "TikTok"; handle: string; url: string };

/** Profile links built from the stored handles (stored with their leading @). */
export function socialLinks(model: { instagramHandle: string | null; facebookHandle: string | null; tiktokHandle: string | null }): SocialLink[] {
  const links: SocialLink[] = [];
  const add = (network: SocialLink["network"], handle: string | null, url: (bare: string) => string) => {
    const bare = handle?.trim().replace(/^@/, "");
    if (bare) links.push({ network, handle: `@${bare}`, url: url(bare) });
  };
  add("Instagram", model.instagramHandle, PROFILE_URLS.instagram);
  add("Facebook", model.facebookHandle, PROFILE_URLS.facebook);
  add("TikTok", model.tiktokHandle, PROFILE_URLS.tiktok);
  return links;
}
