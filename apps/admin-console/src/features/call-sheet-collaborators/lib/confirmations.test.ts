import { describe, expect, it } from "vitest";
import { producerOffsetZone } from "./confirmations.ts";

const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes }) as Date;

describe("the producer's clock as a fixed offset", () => {
  it("should name whole-hour offsets as every zone database does (Etc/GMT's sign the other way round), and none for half hours", () => {
    expect(producerOffsetZone(at(-540))).toBe("Etc/GMT-9");
    expect(producerOffsetZone(at(300))).toBe("Etc/GMT+5");
    expect(producerOffsetZone(at(0))).toBe("UTC");
    expect(producerOffsetZone(at(-330))).toBeUndefined();
    // Etc/GMT-9 is UTC+9: 07:00 there is 22:00 UTC the day before.
    const tokyoMorning = new Intl.DateTimeFormat("en-GB", { timeZone: "Etc/GMT-9", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date("2026-11-30T22:00:00Z"));
    expect(tokyoMorning).toBe("07:00");
  });
});
