import { beforeAll, describe, expect, it } from "vitest";
import { type ActorsPage, actorsPageSchema } from "@repo/contracts/callSheets/schemas/editor";
import { ACTORS_URL } from "@repo/contracts/callSheets/urls";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createModel, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp } from "../../test/http.ts";

const dialects = await testDialects();

describe.each(dialects)("GET /api/actors (the call sheet's actor picker) on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let admin: TestClient;
  let url = "";

  beforeAll(async () => {
    const db = database().db;
    const server = await serveApp(db);
    url = server.url;
    const user = await createUser(db, { role: "admin", userType: "admin" });
    admin = new TestClient(server.url);
    expect((await admin.post("/api/admin/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    // Inserted out of order, so the list's order is its own.
    for (const [fullName, rating] of [
      ["Zoran Zec", "three"],
      ["Émile Faure", "two"],
      ["ana Anić", "two"],
      ["Đorđe Balašević", "three"],
      ["Čedomir Jovanović", "two"],
      ["Bojan 100%_off", "three"],
      ["Rated One", "one"],
      ["Not Rated", "unrated"],
      ["   ", "three"],
    ] as const) {
      await createModel(db, { fullName, rating, photoHash: null });
    }
    for (let n = 1; n <= 45; n++) await createModel(db, { fullName: `Xenia ${String(n).padStart(2, "0")}`, rating: n % 2 ? "two" : "three" });
    return () => server.close();
  });

  const list = async (query = "") => {
    const response = await admin.get(`${ACTORS_URL}${query}`);
    expect(response.status).toBe(200);
    return actorsPageSchema.parse(await response.json());
  };
  const names = (page: ActorsPage) => page.actors.map((actor) => actor.fullName);

  it("should list only named models rated two or three, by name ignoring case and accents, 20 a page", async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 51, page: 1, pageSize: 20 });
    expect(names(page).slice(0, 7)).toEqual(["ana Anić", "Bojan 100%_off", "Čedomir Jovanović", "Đorđe Balašević", "Émile Faure", "Xenia 01", "Xenia 02"]);
    expect(page.actors).toHaveLength(20);
  });

  it("should send each actor's fields, the photo as the model's served URL", async () => {
    const [first] = (await list("?search=anic")).actors;
    expect(first).toEqual({
      id: expect.any(Number),
      fullName: "ana Anić",
      email: expect.stringContaining("@example.com"),
      phoneNumber: "+381 641234567",
      photoPath: "/api/photos/none.jpg",
      dateOfBirth: "1999-03-07",
      city: "Beograd",
      country: "Serbia",
      rating: "two",
    });
  });

  it("should page on: the last page holds the rest, a page past it is empty with the same total", async () => {
    expect(names(await list("?page=3"))).toEqual(["Xenia 36", "Xenia 37", "Xenia 38", "Xenia 39", "Xenia 40", "Xenia 41", "Xenia 42", "Xenia 43", "Xenia 44", "Xenia 45", "Zoran Zec"]);
    expect(await list("?page=4")).toMatchObject({ actors: [], total: 51, page: 4 });
  });

  it.each([
    ["DJORDJE", ["Đorđe Balašević"]],
    ["čed", ["Čedomir Jovanović"]],
    ["  eMiLe  ", ["Émile Faure"]],
    ["ović", ["Čedomir Jovanović"]],
    ["100%_", ["Bojan 100%_off"]],
    ["%", ["Bojan 100%_off"]],
    ["_x", []],
    ["rated", []],
  ])("should find %j in names, case and accents ignored, wildcards taken literally", async (search, expected) => {
    const page = await list(`?search=${encodeURIComponent(search)}`);
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it("should count and page a search on its own", async () => {
    const first = await list("?search=xenia");
    expect(first.total).toBe(45);
    expect(names(await list("?search=xenia&page=3"))).toEqual(["Xenia 41", "Xenia 42", "Xenia 43", "Xenia 44", "Xenia 45"]);
  });

  it("should show a model rated or renamed after the list was read (nothing stale is kept)", async () => {
    expect((await list("?search=newcomer")).total).toBe(0);
    expect((await list()).total).toBe(51);
    await createModel(database().db, { fullName: "Aaron Newcomer", rating: "three" });
    expect(names(await list("?search=newcomer"))).toEqual(["Aaron Newcomer"]);
    const page = await list();
    expect(page.total).toBe(52);
    expect(names(page)[0]).toBe("Aaron Newcomer");
  });

  it.each(["page=0", "page=x", `search=${"a".repeat(101)}`, "page=1&page=2"])("should refuse %s with a 400", async (query) => {
    expect((await admin.get(`${ACTORS_URL}?${query}`)).status).toBe(400);
  });

  it("should answer 401 without a session and 403 to a signed-in non-admin", async () => {
    expect((await new TestClient(url).get(ACTORS_URL)).status).toBe(401);
    const user = await createUser(database().db, { userType: "client" });
    const client = new TestClient(url);
    expect((await client.post("/api/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    expect((await client.get(ACTORS_URL)).status).toBe(403);
  });
});
