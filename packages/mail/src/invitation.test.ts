import { describe, expect, it } from "vitest";
import { COMPANY } from "@repo/contracts/common/constants";
import { renderInvitation, type InvitationInput } from "./invitation.ts";

const base: InvitationInput = {
  shootingTitle: "Summer Campaign",
  shootingDate: "2026-07-03",
  locationSummary: "Ada Ciganlija, Belgrade",
  role: "viewer",
  message: "",
  link: "https://talent.example.com/call-sheet/tok123?email=ana%40example.com&id=7",
  password: "Hx7kP2mQ9wTz",
  expiresAt: "2026-08-02T09:05:00.000Z",
  recipientEmail: "ana@example.com",
};

const hostile = '<script>alert("pwned")</script> & \'quotes\'';

describe("renderInvitation", () => {
  it("names the shoot and its date in the subject", () => {
    expect(renderInvitation(base).subject).toBe("Call sheet: Summer Campaign (3 July 2026)");
  });

  it("leaves the date out of the subject and says 'To be confirmed' when the shoot has none", () => {
    const mail = renderInvitation({ ...base, shootingDate: null, shootingTitle: "  ", locationSummary: "" });
    expect(mail.subject).toBe("Call sheet: Untitled shoot");
    expect(mail.text).toContain("Date: To be confirmed");
    expect(mail.text).toContain("Location: To be confirmed");
  });

  it("keeps the subject on one line when the title holds line breaks", () => {
    expect(renderInvitation({ ...base, shootingTitle: "Summer\r\nCampaign\tB" }).subject).toBe("Call sheet: Summer Campaign B (3 July 2026)");
  });

  it("escapes every user-supplied value in the HTML", () => {
    const mail = renderInvitation({
      ...base,
      shootingTitle: hostile,
      locationSummary: hostile,
      message: hostile,
      password: `p<w>"d'&`,
      recipientEmail: `"<b>"@example.com`,
      link: `https://talent.example.com/call-sheet/x?email=a"onmouseover="alert(1)`,
    });
    expect(mail.html).not.toContain("<script");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).not.toContain('"onmouseover="');
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;");
    expect(mail.html).toContain("p&lt;w&gt;&quot;d&#39;&amp;");
    expect(mail.html).toContain('href="https://talent.example.com/call-sheet/x?email=a&quot;onmouseover=&quot;alert(1)"');
  });

  it("refuses a link that is not http(s), so no javascript: URL reaches an href", () => {
    expect(() => renderInvitation({ ...base, link: "javascript:alert(1)" })).toThrow(RangeError);
    expect(() => renderInvitation({ ...base, link: "/call-sheet/relative" })).toThrow(RangeError);
  });

  it("shows the password in a monospace box and links the button to the invitation", () => {
    const { html } = renderInvitation(base);
    expect(html).toMatch(/<p style="[^"]*monospace[^"]*"><code[^>]*>Hx7kP2mQ9wTz<\/code><\/p>/);
    const href = `href="${base.link.replaceAll("&", "&amp;")}"`;
    expect(html).toMatch(new RegExp(`<a ${href.replace(/[.?]/g, "\\$&")}[^>]*display:inline-block[^>]*>Open the call sheet</a>`));
  });

  it("says what a viewer may do", () => {
    const mail = renderInvitation(base);
    expect(mail.text).toContain("Your access: Viewer – you can read and print the call sheet.");
    expect(mail.html).toContain("<strong>Viewer</strong> &ndash; you can read and print the call sheet.");
    expect(mail.text).not.toContain("comment");
  });

  it("says a commenter may also comment on each section", () => {
    const mail = renderInvitation({ ...base, role: "commenter" });
    expect(mail.text).toContain("Your access: Commenter – you can read and print the call sheet, and comment on each of its sections.");
    expect(mail.html).toContain("<strong>Commenter</strong>");
  });

  it("gives the expiry and warns that the password goes with the link and is not to be forwarded", () => {
    const mail = renderInvitation(base);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("This invitation expires on 2 August 2026 at 09:05 UTC.");
      expect(body).toContain("You need this password together with the link.");
      expect(body).toContain("please do not forward this e-mail");
    }
  });

  it("carries the same facts in the plain text, without markup", () => {
    const { text } = renderInvitation(base);
    expect(text).toContain("Shoot: Summer Campaign");
    expect(text).toContain("Date: Friday, 3 July 2026");
    expect(text).toContain("Location: Ada Ciganlija, Belgrade");
    expect(text).toContain(`Open the call sheet:\n${base.link}\n`);
    expect(text).toContain("Your e-mail: ana@example.com");
    expect(text).toContain("Your password: Hx7kP2mQ9wTz");
    expect(text).toContain(COMPANY.name);
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it("shows the personal message with its line breaks, and no message block without one", () => {
    const mail = renderInvitation({ ...base, message: "  Hi Ana,\nsee you at 7.  " });
    expect(mail.html).toContain("Message from the production team");
    expect(mail.html).toContain("Hi Ana,<br>\nsee you at 7.");
    expect(mail.text).toContain("Message from the production team:\n> Hi Ana,\n> see you at 7.\n");
    const without = renderInvitation(base);
    expect(without.html).not.toContain("Message from the production team");
    expect(without.text).not.toContain("Message from the production team");
  });

  it("is a self-contained, mobile-friendly document: viewport, table layout, no external images or fonts", () => {
    const { html } = renderInvitation(base);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('role="presentation"');
    expect(html).toContain("max-width:600px");
    expect(html).not.toMatch(/<img|<link|@import|url\(|src=/i);
    expect(html).toContain(COMPANY.name);
  });

  it("refuses an expiry that is not a timestamp", () => {
    expect(() => renderInvitation({ ...base, expiresAt: "soon" })).toThrow(RangeError);
  });

  it("signs with the company it is given and names only its site in the footer, no address of another domain", () => {
    const { html, text } = renderInvitation({ ...base, company: { name: "Studio Lumen", website: "https://talent.example.com" } });
    for (const body of [html, text]) {
      expect(body).toContain("Studio Lumen has shared a call sheet with you.");
      expect(body).toContain("talent.example.com");
      expect(body).not.toContain(COMPANY.website.replace(/^https?:\/\//, ""));
      expect(body).not.toContain(COMPANY.productionContact.email);
    }
    expect(text.trimEnd().split("\n").at(-1)).toBe("Studio Lumen · https://talent.example.com");
  });
});
