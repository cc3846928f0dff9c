// @vitest-environment node
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullSheet } from "./fixtures/fullSheet.ts";
import { parseCallSheet } from "./parseCallSheet.ts";
import { renderCallSheetHtml } from "./renderHtml.tsx";

/**
 * Where e-mail addresses break, laid out by Debian's Chromium (the browser the PDF is printed with): on a
 * 375 px phone (the shared view) and on the 228 mm page less its 1 cm margins (208 mm, 786 px at 96 dpi).
 */
const ACTOR_EMAIL = "aleksandra.stojanovic.petrovic.casting@gmail.com";
const MEMBER_EMAIL = "dragana.vuksanovic.production@studio-beograd.example";
const EMAILS = [ACTOR_EMAIL, MEMBER_EMAIL];

const sheet = {
  ...fullSheet,
  actorContacts: JSON.stringify([
    ...JSON.parse(fullSheet.actorContacts),
    { modelId: 399, photoPath: "", fullName: "Aleksandra Stojanović", dateOfBirth: "1998-05-02", city: "Belgrade", country: "Serbia", phoneNumber: "+381 64 555 0000", email: ACTOR_EMAIL },
  ]),
  teamMembers: JSON.stringify([
    ...JSON.parse(fullSheet.teamMembers),
    { id: 1_700_000_000_099, role: "Producer", name: "Dragana Vuksanović", phoneNumber: "+381 63 111 2222", email: MEMBER_EMAIL, isChecked: true },
  ]),
};

/** For each address on the page, the text on either side of each line break inside it. */
function breaksIn(emails: string[]): { email: string; before: string; after: string }[] {
  const found: { email: string; before: string; after: string }[] = [];
  for (const block of document.querySelectorAll<HTMLElement>("#actors div, #team td")) {
    const email = block.textContent ?? "";
    if (!emails.includes(email)) continue;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    const tops: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let offset = 0; offset < node.textContent!.length; offset++) {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        tops.push(Math.round(range.getBoundingClientRect().top));
      }
    }
    for (let index = 1; index < tops.length; index++) {
      if (tops[index]! > tops[index - 1]!) found.push({ email, before: email.slice(0, index), after: email.slice(index) });
    }
  }
  return found;
}

/** After '@', before '.', or after a hyphen the address has (the browser's own break, which adds no hyphen). */
const sensible = ({ before, after }: { before: string; after: string }) => before.endsWith("@") || after.startsWith(".") || before.endsWith("-");

describe("e-mail addresses in the document", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  });
  afterAll(() => browser?.close());

  const layOut = async (width: number, media: "screen" | "print") => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.emulateMedia({ media });
    await page.setContent(renderCallSheetHtml({ sheet: parseCallSheet(sheet) }));
    const breaks = await page.evaluate(breaksIn, EMAILS);
    // For a person to look at (not asserted): the cast and the team as laid out.
    for (const id of ["actors", "team"]) await page.locator(`#${id}`).screenshot({ path: `/tmp/e2e-shots/document-emails-${id}-${media}-${width}.png` });
    const shown = await page.evaluate((emails) => emails.map((email) => document.body.innerText.includes(email)), EMAILS);
    await page.close();
    return { breaks, shown };
  };

  for (const [width, media] of [
    [375, "screen"],
    [786, "print"],
  ] as const) {
    it(`should break an address only after its '@', before a '.' or after its own hyphen (${media}, ${width} px)`, async () => {
      const { breaks, shown } = await layOut(width, media);
      expect(shown).toEqual([true, true]);
      // The long ones do not fit on one line in these columns: they break, and only at those points.
      expect(breaks.length).toBeGreaterThan(0);
      expect(breaks.filter((point) => !sensible(point))).toEqual([]);
    });
  }
});
