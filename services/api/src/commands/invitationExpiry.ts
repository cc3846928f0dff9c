import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import type { CallSheet } from "../models/CallSheet.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The dates of a JSON list section's items (`locationsList`, `sceneSchedule`); a list that does not parse has none. */
function itemDates(json: string): string[] {
  try {
    const items: unknown = JSON.parse(json);
    if (!Array.isArray(items)) return [];
    return items.map((item) => (item && typeof item === "object" ? (item as { date?: unknown }).date : undefined)).filter((date): date is string => typeof date === "string");
  } catch {
    return [];
  }
}

/** The sheet's last shooting day (YYYY-MM-DD): the latest of its shooting date, location dates and scene dates; null without any. */
export function lastShootingDay(sheet: Pick<CallSheet, "shootingDate" | "locationsList" | "sceneSchedule">): string | null {
  const days = [sheet.shootingDate ?? "", ...itemDates(sheet.locationsList), ...itemDates(sheet.sceneSchedule)].filter((day) => ISO_DAY.test(day) && !Number.isNaN(Date.parse(day)));
  // ISO days sort as text.
  return days.length ? days.reduce((latest, day) => (day > latest ? day : latest)) : null;
}

/**
 * When an invitation sent at `sentAt` ends: the end (23:59:59 UTC) of the SHARING_CONSTANTS.daysAfterShoot-th
 * day after the sheet's last shooting day, and never sooner than `expiryDays` (SHARE_EXPIRY_DAYS) after
 * sending. A sheet without dates keeps `expiryDays`. The day is read in UTC, as the e-mail states its end.
 */
export function invitationEnd(lastDay: string | null, sentAt: Date, expiryDays: number): Date {
  const floor = sentAt.getTime() + expiryDays * DAY_MS;
  return lastDay ? new Date(Math.max(floor, endAfterShoot(lastDay).getTime())) : new Date(floor);
}

/** 23:59:59 UTC of the SHARING_CONSTANTS.daysAfterShoot-th day after `lastDay` (YYYY-MM-DD). */
export function endAfterShoot(lastDay: string): Date {
  const [year, month, day] = lastDay.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + SHARING_CONSTANTS.daysAfterShoot, 23, 59, 59));
}
