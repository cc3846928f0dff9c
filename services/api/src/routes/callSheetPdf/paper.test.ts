import fs from "node:fs/promises";
import jsQR from "jsqr";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallSheet as CallSheetContract } from "@repo/contracts/callSheets/schemas/editor";
import { callSheetPdfUrl, callSheetRevisionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import { sharedViewPath } from "@repo/contracts/sharing/urls";
import { createApp } from "../../app.ts";
import { pdfPageImage } from "../../pdf/pageImage.ts";
import { PdfRenderer } from "../../pdf/PdfRenderer.ts";
import { pdfTextRuns } from "../../pdf/testing.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serve, serveApp, TEST_SESSION_SECRET, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PUBLIC_ORIGIN = "https://calls.example.test";
/** PAPER_PDF_OUT=/tmp/paper writes the PDFs and their first pages' images there, to look at. */
const OUT = process.env.PAPER_PDF_OUT;

/** What a phone's camera would read: the QR code decoded from the first page as a reader draws it. */
async function scannedAddress(bytes: Uint8Array, name: string): Promise<string | undefined> {
  const image = await pdfPageImage(bytes, 1, 2);
  if (OUT) {
    await fs.mkdir(OUT, { recursive: true });
    await fs.writeFile(`${OUT}/${name}.pdf`, bytes);
    await fs.writeFile(`${OUT}/${name}-1.png`, image.png());
  }
  return jsQR(image.rgba, image.width, image.height)?.data;
}

const firstPageText = async (bytes: Uint8Array) =>
  (await pdfTextRuns(bytes))
    .filter((run) => run.page === 1)
    .map((run) => run.text)
    .join(" ");

describe.each(dialects)("The PDF leads back to the sheet (issue 26) on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const renderer = new PdfRenderer({ chromiumPath: CHROMIUM, concurrency: 1 });
  let server: TestServer;
  let behindPublicOrigin: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    const db = database().db;
    server = await serveApp(db, { pdf: renderer });
    // The same API configured with its public origin (PUBLIC_ORIGINS), as behind the gateway.
    const logger = pino({ level: "silent" });
    behindPublicOrigin = await serve(createApp({ db, logger, clock: () => new Date(), pdf: renderer, config: { trustProxy: false, sessionSecret: TEST_SESSION_SECRET, publicOrigins: [PUBLIC_ORIGIN] } }));
    const user = await createUser(db, { role: "admin", userType: "admin" });
    admin = new TestClient(server.url);
    expect((await admin.post("/api/admin/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await behindPublicOrigin.close();
    await renderer.close();
  });

  const download = async (id: number, client = admin) => {
    const response = await client.get(callSheetPdfUrl(id));
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };
  /** Publishes after revision `afterRevision` (null: the first). */
  const publish = async (id: number, afterRevision: number | null = null) => expect((await admin.request("POST", callSheetRevisionsUrl(id), { afterRevision })).status).toBe(201);
  const edit = async (id: number, fields: Record<string, unknown>) => {
    const { version } = (await (await admin.get(callSheetUrl(id))).json()) as CallSheetContract;
    expect((await admin.request("PATCH", callSheetUrl(id), { baseVersion: version, ...fields })).status).toBe(200);
  };

  it("should carry a QR code of exactly the sheet's shared address and 'REV 1, printed ...' once revision 1 is published", async () => {
    const sheet = await createCallSheet(database().db, { shootingTitle: "Rooftop at dawn" });
    await publish(sheet.id);
    const bytes = await download(sheet.id);
    expect(await scannedAddress(bytes, `rev1-${dialect}`)).toBe(`${server.url}${sharedViewPath(sheet.id)}`);
    const text = await firstPageText(bytes);
    expect(text).toMatch(/REV 1 · \w{3} \d{1,2}, \d{4}/);
    expect(text).toMatch(/REV 1, printed \w{3} \d{1,2}, \d{4}, \d{2}:\d{2}/);
    expect(text).not.toContain("Draft");
  });

  it("should use the public origin the invitation's links use when one is configured", async () => {
    const sheet = await createCallSheet(database().db, { shootingTitle: "Behind the gateway" });
    const viaPublic = new TestClient(behindPublicOrigin.url);
    viaPublic.cookies.clear();
    for (const [name, value] of admin.cookies) viaPublic.cookies.set(name, value);
    expect(await scannedAddress(await download(sheet.id, viaPublic), `public-${dialect}`)).toBe(`${PUBLIC_ORIGIN}${sharedViewPath(sheet.id)}`);
  });

  it("should print a sheet edited after its latest revision as a draft, with no revision in its header", async () => {
    const sheet = await createCallSheet(database().db, { shootingTitle: "Edited after" });
    await publish(sheet.id);
    await edit(sheet.id, { shootingTime: "06:30" });
    const bytes = await download(sheet.id);
    const text = await firstPageText(bytes);
    expect(text).toMatch(/Draft, printed \w{3} \d{1,2}, \d{4}, \d{2}:\d{2}/);
    expect(text).not.toContain("REV ");
    expect(await scannedAddress(bytes, `draft-${dialect}`)).toBe(`${server.url}${sharedViewPath(sheet.id)}`);
    // Publishing the edit makes the printout revision 2 again.
    await publish(sheet.id, 1);
    expect(await firstPageText(await download(sheet.id))).toMatch(/REV 2, printed/);
  });

  it("should print a sheet whose edit was undone as its latest revision, not a draft (its version moved, its content did not)", async () => {
    const sheet = await createCallSheet(database().db, { shootingTitle: "Undone", shootingTime: "07:00" });
    await publish(sheet.id);
    await edit(sheet.id, { shootingTime: "08:00" });
    await edit(sheet.id, { shootingTime: "07:00" });
    const text = await firstPageText(await download(sheet.id));
    expect(text).toMatch(/REV 1, printed/);
    expect(text).not.toContain("Draft");
  });

  it("should print a sheet never published as a draft", async () => {
    const sheet = await createCallSheet(database().db, { shootingTitle: "Never published" });
    expect(await firstPageText(await download(sheet.id))).toMatch(/Draft, printed/);
  });
});
