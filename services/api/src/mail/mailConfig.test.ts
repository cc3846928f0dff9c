import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "../config.ts";
import { createMailer } from "./createMailer.ts";
import { OutboxMailer } from "./OutboxMailer.ts";
import { SmtpMailer } from "./SmtpMailer.ts";

const failure = (env: NodeJS.ProcessEnv): string => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error("readConfig accepted it");
};

describe("mail configuration", () => {
  it("should write to DATA_DIR/outbox from the company's no-reply address when nothing is set", () => {
    const config = readConfig({ DATA_DIR: "/srv/talent" });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: '"Studio Production" <no-reply@localhost>', outboxDir: path.join("/srv/talent", "outbox"), companyName: "Studio Production" });
    expect(createMailer(config.mail)).toBeInstanceOf(OutboxMailer);
  });

  it("should sign as COMPANY_NAME, send digests to ADMIN_EMAIL and batch comments by COMMENT_NOTIFY_DELAY_S", () => {
    const config = readConfig({ COMPANY_NAME: "  Kadar Films ", ADMIN_EMAIL: "Producer@Kadar.example", COMMENT_NOTIFY_DELAY_S: "90" });
    expect(config.mail.companyName).toBe("Kadar Films");
    expect(config.adminEmail).toBe("producer@kadar.example");
    expect(config.sharing.commentNotifyDelaySeconds).toBe(90);
    const defaults = readConfig({});
    expect([defaults.adminEmail, defaults.sharing.commentNotifyDelaySeconds]).toEqual([undefined, 600]);
  });

  it("should refuse a COMPANY_NAME that could break the From header, an ADMIN_EMAIL that is no address, and a negative or fractional delay", () => {
    for (const env of [{ COMPANY_NAME: 'Kadar" <x@evil.example>' }, { COMPANY_NAME: "Kadar\nBcc: x@evil.example" }, { ADMIN_EMAIL: "producer" }, { COMMENT_NOTIFY_DELAY_S: "-1" }, { COMMENT_NOTIFY_DELAY_S: "1.5" }]) {
      expect(() => readConfig(env), JSON.stringify(env)).toThrow(/Invalid configuration/);
    }
  });

  it("should send over SMTP when SMTP_URL is an smtp:// or smtps:// URL, credentials included", () => {
    for (const url of ["smtp://mailpit:1025", "smtps://user%40example.com:p%40ss@mail.example.com:465"]) {
      const config = readConfig({ SMTP_URL: url });
      expect(config.mail.smtpUrl).toBe(url);
      expect(createMailer(config.mail)).toBeInstanceOf(SmtpMailer);
    }
  });

  it("should refuse an SMTP_URL of another scheme or without a host, without echoing its password", () => {
    for (const url of ["http://mail.example.com", "smtp://", "mailpit:1025", "smtp://user:hunter2-secret@"]) {
      const message = failure({ SMTP_URL: url });
      expect(message).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
      expect(message).not.toContain("hunter2-secret");
    }
  });

  it("should accept a bare or named MAIL_FROM, including a host without dots", () => {
    for (const from of ["bookings@studio.example", "Studio Production <bookings@studio.example>", '"Studio, Production" <no-reply@localhost>']) {
      expect(readConfig({ MAIL_FROM: from }).mail.from).toBe(from);
    }
  });

  it("should refuse a MAIL_FROM that is not an address or that would break the header", () => {
    for (const from of ["Studio Production", "<>", "a@b@c", "no-reply@localhost\r\nBcc: victim@example.com", "Name <not an address>"]) {
      expect(failure({ MAIL_FROM: from })).toMatch(/MAIL_FROM: must be an address or a named address/);
    }
  });

  it("should describe an SMTP mailer without its credentials", () => {
    expect(createMailer({ smtpUrl: "smtp://user:hunter2-secret@mail.example.com:587", from: "a@b.example", outboxDir: "/tmp" }).description).toBe("smtp://***@mail.example.com:587");
    expect(createMailer({ smtpUrl: "smtp://mailpit:1025", from: "a@b.example", outboxDir: "/tmp" }).description).toBe("smtp://mailpit:1025");
  });
});
