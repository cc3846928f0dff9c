import { createHash } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { Model } from "../../models/Model.ts";
import { Photo } from "../../models/Photo.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { serveApp, type TestServer } from "../../test/http.ts";
import { makeImageBomb, makeJpeg, toDataUrl } from "../../test/images.ts";

const dialects = await testDialects();

let photo800 = "";
let exifPhoto = "";
beforeAll(async () => {
  photo800 = toDataUrl(await makeJpeg(800, 600, { quality: 60 }));
  exifPhoto = toDataUrl(await makeJpeg(1200, 900, { exif: true }));
});

let counter = 0;
const application = (change: Record<string, unknown> = {}) => ({
  fullName: "Đorđe Šaković",
  email: `djordje${++counter}@example.com`,
  gender: "male",
  city: "Novi Sad",
  country: "Serbia",
  phoneNumber: "+381 641234567",
  dateOfBirth: "1998-02-28",
  photoPath: photo800,
  instagramHandle: "@djordje.s",
  facebookHandle: "",
  tiktokHandle: "",
  termsAccepted: true,
  ...change,
});

describe.each(dialects)("POST /api/models on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: TestServer;
  beforeAll(async () => {
    server = await serveApp(database().db);
    return () => server.close();
  });

  type Answer = Record<string, string | boolean | null> & { photoPath: string; message: string };
  const read = async (response: Response) => (await response.json()) as Answer;
  const post = (body: unknown) =>
    fetch(`${server.url}/api/models`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const countModels = () => Model.query(database().db).resultSize();
  const countPhotos = () => Photo.query(database().db).resultSize();

  it("should register a model and answer 201 with the application, its photo at an immutable URL", async () => {
    const input = application({ email: "  Jovana@Example.COM " });
    const response = await post(input);
    expect(response.status).toBe(201);
    const body = await read(response);
    expect(body).toEqual({
      fullName: "Đorđe Šaković",
      email: "jovana@example.com",
      gender: "male",
      city: "Novi Sad",
      country: "Serbia",
      phoneNumber: "+381 641234567",
      dateOfBirth: "1998-02-28",
      photoPath: expect.stringMatching(/^\/api\/photos\/[a-f0-9]{64}\.jpg$/),
      instagramHandle: "@djordje.s",
      facebookHandle: null,
      tiktokHandle: null,
      termsAccepted: true,
    });
    const stored = await Model.query(database().db).findOne({ email: "jovana@example.com" });
    expect(stored).toMatchObject({ rating: "unrated", termsAccepted: true, photoPath: body.photoPath, searchText: expect.stringContaining("djordje sakovic") });
    expect(stored!.regDate).toMatch(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/);

    const image = await fetch(`${server.url}${body.photoPath}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const again = await fetch(`${server.url}${body.photoPath}`, { headers: { "if-none-match": image.headers.get("etag")! } });
    expect(again.status).toBe(304);
    const served = Buffer.from(await image.arrayBuffer());
    // The bytes came back exactly as stored (on MySQL they go in through a prepared statement, db/dialect.ts).
    expect(createHash("sha256").update(served).digest("hex")).toBe(body.photoPath.slice("/api/photos/".length, -".jpg".length));
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 800, height: 600 });
  });

  it("should re-encode the photo: longest side 800 px, no EXIF and no GPS left", async () => {
    const response = await post(application({ photoPath: exifPhoto }));
    expect(response.status).toBe(201);
    const { photoPath } = await read(response);
    const bytes = Buffer.from(await (await fetch(`${server.url}${photoPath}`)).arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 800, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("Secret Owner"))).toBe(false);
  });

  it("should not add a row or change anything for an e-mail already on file, and answer exactly as for a new one", async () => {
    const first = application({ email: "twice@example.com" });
    expect((await post(first)).status).toBe(201);
    const before = await Model.query(database().db).findOne({ email: "twice@example.com" });
    const models = await countModels();

    const impostor = application({ email: "TWICE@example.com", fullName: "Somebody Else", city: "Niš", photoPath: exifPhoto });
    const response = await post(impostor);
    expect(response.status).toBe(201);
    const body = await read(response);
    expect(body).toMatchObject({ fullName: "Somebody Else", city: "Niš", email: "twice@example.com" });
    expect(Object.keys(body).sort()).toEqual(Object.keys(await read(await post(application()))).sort());
    expect((await fetch(`${server.url}${body.photoPath}`)).status).toBe(200);

    expect(await countModels()).toBe(models + 1); // the one new application posted above, not the impostor
    expect(await Model.query(database().db).findOne({ email: "twice@example.com" })).toEqual(before);
  });

  it("should store exactly one application when the same e-mail arrives twice at once", async () => {
    const responses = await Promise.all([post(application({ email: "race@example.com" })), post(application({ email: "race@example.com" }))]);
    expect(responses.map((r) => r.status)).toEqual([201, 201]);
    expect(await Model.query(database().db).where({ email: "race@example.com" }).resultSize()).toBe(1);
  });

  it("should store HTML and SQL in text verbatim", async () => {
    const fullName = `<img src=x onerror=alert(1)> Robert'); DROP TABLE models;--`;
    const response = await post(application({ fullName, city: "O'Brien \" <b>" }));
    expect(response.status).toBe(201);
    expect((await read(response)).fullName).toBe(fullName);
    expect(await Model.query(database().db).findOne({ fullName })).toMatchObject({ city: "O'Brien \" <b>" });
    expect(await database().db.schema.hasTable("models")).toBe(true);
  });

  describe("bad input", () => {
    const refused = async (body: unknown, status: number, message: string | RegExp) => {
      const [models, photos] = [await countModels(), await countPhotos()];
      const response = await post(body);
      expect(response.status).toBe(status);
      const answer = await read(response);
      if (typeof message === "string") expect(answer.message).toContain(message);
      else expect(answer.message).toMatch(message);
      expect([await countModels(), await countPhotos()]).toEqual([models, photos]);
    };

    it.each([
      ["a missing field", { fullName: undefined }, "Full name is required"],
      ["a mistyped field", { termsAccepted: "yes" }, "You must accept the terms and conditions"],
      ["a number for a name", { fullName: 42 }, "Full name is required"],
      ["an impossible date", { dateOfBirth: "2023-02-30" }, "Please enter a valid date"],
      ["year 1899", { dateOfBirth: "1899-06-01" }, "Please enter a valid date"],
      ["a handle with spaces", { instagramHandle: "my name" }, "Please enter a valid Instagram username"],
      ["terms not accepted", { termsAccepted: false }, "You must accept the terms and conditions"],
      ["no social profile", { instagramHandle: "" }, "Select and fill at least one social media profile."],
      ["an unknown extra field", { rating: "three" }, /Unrecognized key/],
      ["a country not on the list", { country: "Atlantis" }, "Please select a country from the list"],
      ["a phone number of another country", { phoneNumber: "+44 20 7946 0958" }, "Please enter a valid phone number for the selected country"],
      ["an impossible phone number", { phoneNumber: "+381 1" }, "Please enter a valid phone number for the selected country"],
      ["a photo that is not a data URL", { photoPath: "/etc/passwd" }, "The profile photo must be a JPEG, PNG or WebP image"],
      ["a photo of another type", { photoPath: "data:text/html;base64,PGgxPmhpPC9oMT4=" }, "The profile photo must be a JPEG, PNG or WebP image"],
      ["a photo that is not an image", { photoPath: toDataUrl(Buffer.from("this is plain text, not a JPEG at all")) }, "Error loading image. Please try another file."],
    ])("should refuse %s with 400 and store nothing", async (_case, change, message) => {
      await refused(application(change), 400, message);
    });

    it("should refuse a truncated JPEG with 400", async () => {
      const jpeg = await makeJpeg(400, 300);
      await refused(application({ photoPath: toDataUrl(jpeg.subarray(0, Math.floor(jpeg.length / 2))) }), 400, "Error loading image. Please try another file.");
    });

    it("should refuse an image bomb from its header, before decoding it", async () => {
      const bomb = await makeImageBomb(30_000, 30_000);
      expect(bomb.length).toBeLessThan(200);
      const started = Date.now();
      await refused(application({ photoPath: toDataUrl(bomb, "image/png") }), 400, "The profile photo's dimensions are too large");
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it("should refuse a photo over 5 MB with 413", async () => {
      await refused(application({ photoPath: toDataUrl(Buffer.alloc(5 * 1024 * 1024 + 1, 1)) }), 413, "Image too large. Please choose an image under 5MB.");
    });

    it("should refuse a body over the limit with 413", async () => {
      await refused(application({ photoPath: "data:image/jpeg;base64," + "A".repeat(8 * 1024 * 1024) }), 413, "The request body is too large");
    });

    it("should refuse a body that is not an object", async () => {
      await refused([application()], 400, /expected object/i);
      await refused("just a string", 400, /JSON|expected object/i);
    });
  });

  it("should answer an unknown photo with 404", async () => {
    expect((await fetch(`${server.url}/api/photos/${"0".repeat(64)}.jpg`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/photos/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/photos/abc.jpg`)).status).toBe(404);
  });
});
