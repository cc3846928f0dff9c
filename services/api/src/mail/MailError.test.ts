import { describe, expect, it } from "vitest";
import { MailError, toMailError } from "./MailError.ts";
import { smtpUrlSecrets } from "./smtpUrl.ts";

describe("toMailError", () => {
  it("should cut every credential of the SMTP URL out of the reason, encoded or decoded", () => {
    const secrets = smtpUrlSecrets("smtp://ops%40studio.example:p%40ss-word@mail.example.com");
    const cause = Object.assign(new Error("535 login ops@studio.example with p@ss-word (raw p%40ss-word) refused"), { code: "EAUTH", responseCode: 535 });

    const error = toMailError(cause, "Sending mail failed", secrets);

    expect(error).toBeInstanceOf(MailError);
    expect(error.message).toBe("Sending mail failed: 535 login *** with *** (raw ***) refused");
    expect(error.code).toBe("EAUTH");
    expect(error.responseCode).toBe(535);
    expect(error.cause).toBeUndefined();
  });

  it("should wrap what is not an Error", () => {
    expect(toMailError("socket hang up", "Sending mail failed").message).toBe("Sending mail failed: socket hang up");
  });
});
