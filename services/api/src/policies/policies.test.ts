import Router from "@koa/router";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { requireUser } from "../middlewares/auth.ts";
import { validateBody } from "../middlewares/validate.ts";
import type { User } from "../models/User.ts";
import { HttpError } from "../errors.ts";
import { actorOf, type Actor, type ShareGrantActor, type UserActor } from "./actors.ts";
import { authorize, authorizeResource, can, loadAuthorized, readerOf, refuseEndedGrant } from "./index.ts";
import { COLLECTION_RULES, type CollectionAction, type CommentResource } from "./rules.ts";

const admin: Actor = { kind: "user", user: { id: 1, role: "admin" } };
const member: Actor = { kind: "user", user: { id: 2, role: "user" } };
const grant = (role: ShareGrantActor["role"], callSheetId = 10): ShareGrantActor => ({ kind: "shareGrant", callSheetId, email: "ana@example.com", role, shareId: 7 });
const viewer = grant("viewer");
const commenter = grant("commenter");

const sheet = { id: 10 };
const otherSheet = { id: 11 };
const commentBy = (author: Partial<CommentResource>): CommentResource => ({ callSheetId: 10, authorUserId: null, authorEmail: null, ...author });

const COLLECTION_ACTIONS: CollectionAction[] = ["models:list", "models:update", "models:delete", "callSheets:manage", "users:search", "users:registerStaff"];

describe("policies: admin", () => {
  it("should let an admin do everything, on any sheet and any comment", () => {
    for (const action of COLLECTION_ACTIONS) expect(can(admin, action, null)).toBe(true);
    expect(can(admin, "callSheets:read", otherSheet)).toBe(true);
    expect(can(admin, "callSheets:comment", otherSheet)).toBe(true);
    expect(can(admin, "comments:delete", commentBy({ authorEmail: "someone@example.com" }))).toBe(true);
  });
});

describe("policies: a share grant", () => {
  it("should read its own sheet only", () => {
    for (const actor of [viewer, commenter]) {
      expect(can(actor, "callSheets:read", sheet)).toBe(true);
      expect(can(actor, "callSheets:read", otherSheet)).toBe(false);
    }
  });

  it("should comment on its own sheet as commenter, never as viewer, never on another sheet", () => {
    expect(can(commenter, "callSheets:comment", sheet)).toBe(true);
    expect(can(commenter, "callSheets:comment", otherSheet)).toBe(false);
    expect(can(viewer, "callSheets:comment", sheet)).toBe(false);
  });

  it("should delete a comment of its own e-mail on its own sheet as commenter, and no one else's", () => {
    expect(can(commenter, "comments:delete", commentBy({ authorEmail: "ana@example.com" }))).toBe(true);
    expect(can(commenter, "comments:delete", commentBy({ authorEmail: "bo@example.com" }))).toBe(false);
    expect(can(commenter, "comments:delete", commentBy({ authorUserId: 1 }))).toBe(false);
    expect(can(grant("commenter", 11), "comments:delete", commentBy({ authorEmail: "ana@example.com" }))).toBe(false);
    expect(can(viewer, "comments:delete", commentBy({ authorEmail: "ana@example.com" }))).toBe(false);
  });

  it("should be refused every action on a collection (the admin's models, users and sheet list)", () => {
    for (const action of COLLECTION_ACTIONS) expect(can(commenter, action, null)).toBe(false);
  });

  it("should never pass a collection rule, even one that lets every signed-in user through", () => {
    const original = COLLECTION_RULES["users:search"];
    COLLECTION_RULES["users:search"] = () => true;
    try {
      expect(can(member, "users:search")).toBe(true);
      expect(can(commenter, "users:search")).toBe(false);
    } finally {
      COLLECTION_RULES["users:search"] = original;
    }
  });
});

describe("policies: a signed-in user who is not an admin", () => {
  it("should neither read nor comment on a sheet, and delete only the comments it wrote", () => {
    expect(can(member, "callSheets:read", sheet)).toBe(false);
    expect(can(member, "callSheets:comment", sheet)).toBe(false);
    expect(can(member, "comments:delete", commentBy({ authorUserId: 2 }))).toBe(true);
    expect(can(member, "comments:delete", commentBy({ authorUserId: 1 }))).toBe(false);
    expect(can(member, "comments:delete", commentBy({ authorEmail: "ana@example.com" }))).toBe(false);
    for (const action of COLLECTION_ACTIONS) expect(can(member, action, null)).toBe(false);
  });
});

describe("policies: nobody", () => {
  it("should let an anonymous caller do nothing", () => {
    for (const action of COLLECTION_ACTIONS) expect(can(undefined, action, null)).toBe(false);
    expect(can(undefined, "callSheets:read", sheet)).toBe(false);
    expect(can(undefined, "callSheets:comment", sheet)).toBe(false);
    expect(can(undefined, "comments:delete", commentBy({}))).toBe(false);
  });
});

describe("actorOf", () => {
  const adminUser = { id: 1, role: "admin" as const };
  const memberUser = { id: 2, role: "user" as const };

  it("should take an admin first, then the grant for the sheet asked about, then the signed-in user, then any grant, else nobody", () => {
    expect(actorOf({ user: adminUser, shareGrants: [commenter] }, 10)).toEqual(admin);
    expect(actorOf({ user: memberUser, shareGrants: [commenter] }, 10)).toBe(commenter);
    expect(actorOf({ user: memberUser, shareGrants: [commenter] }, 11)).toEqual(member);
    expect(actorOf({ shareGrants: [commenter] })).toBe(commenter);
    expect(actorOf({})).toBeUndefined();
  });

  it("should make a session with grants for sheets 10 and 11 a viewer of 10 and a commenter of 11, and nothing on 12", () => {
    const state = { shareGrants: [viewer, grant("commenter", 11)] };
    expect(can(actorOf(state, 10), "callSheets:read", sheet)).toBe(true);
    expect(can(actorOf(state, 10), "callSheets:comment", sheet)).toBe(false);
    expect(can(actorOf(state, 11), "callSheets:read", otherSheet)).toBe(true);
    expect(can(actorOf(state, 11), "callSheets:comment", otherSheet)).toBe(true);
    expect(can(actorOf(state, 12), "callSheets:read", { id: 12 })).toBe(false);
  });
});

const statusOf = async (run: () => unknown): Promise<number | undefined> => {
  try {
    await run();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
};

describe("authorizeResource and loadAuthorized", () => {
  const notFound = () => new HttpError(404, "Call sheet not found");

  it("should answer 401 without an actor, 403 when the rule refuses, and pass otherwise", async () => {
    expect(await statusOf(() => authorizeResource({}, "callSheets:read", sheet))).toBe(401);
    expect(await statusOf(() => authorizeResource({ shareGrants: [viewer] }, "callSheets:read", otherSheet))).toBe(403);
    expect(await statusOf(() => authorizeResource({ shareGrants: [viewer] }, "callSheets:read", sheet))).toBeUndefined();
    expect(await statusOf(() => authorizeResource({ shareGrants: [grant("viewer", 11), grant("commenter", 10)] }, "callSheets:comment", sheet))).toBeUndefined();
    expect(await statusOf(() => authorizeResource({ shareGrants: [grant("commenter", 11), viewer] }, "callSheets:comment", sheet))).toBe(403);
  });

  it("should not load anything for an anonymous caller, answer 404 for a missing resource and return an allowed one", async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return sheet;
    };
    expect(await statusOf(() => loadAuthorized({}, "callSheets:read", load, notFound))).toBe(401);
    expect(loads).toBe(0);
    expect(await statusOf(() => loadAuthorized({ shareGrants: [viewer] }, "callSheets:read", async () => undefined, notFound))).toBe(404);
    expect(await statusOf(() => loadAuthorized({ shareGrants: [grant("viewer", 11)] }, "callSheets:read", load, notFound))).toBe(403);
    expect(await loadAuthorized({ shareGrants: [viewer] }, "callSheets:read", load, notFound)).toEqual({ resource: sheet, actor: viewer });
  });

  it("should return the actor the rule allowed, and refuse with the message it is given", async () => {
    expect(authorizeResource({ shareGrants: [grant("viewer", 11), commenter] }, "callSheets:comment", sheet)).toBe(commenter);
    let refusal: unknown;
    try {
      authorizeResource({ shareGrants: [viewer] }, "callSheets:comment", sheet, "Viewers cannot comment");
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ status: 403, message: "Viewers cannot comment" });
  });

  it("should tell a caller who may not read a comment's sheet that the comment does not exist (404), and one who may read it but not delete it 403", async () => {
    const comment = commentBy({ authorEmail: "someone@example.com" });
    const commentNotFound = () => new HttpError(404, "Comment not found");
    const deleting = (state: Parameters<typeof loadAuthorized>[0]) => statusOf(() => loadAuthorized(state, "comments:delete", async () => comment, commentNotFound));
    expect(await deleting({})).toBe(401);
    expect(await deleting({ user: { id: 2, role: "user" } })).toBe(404);
    expect(await deleting({ shareGrants: [grant("commenter", 11)] })).toBe(404);
    expect(await deleting({ shareGrants: [commenter] })).toBe(403);
    expect(await deleting({ user: { id: 1, role: "admin" } })).toBeUndefined();
  });
});

describe("a session whose grant of the sheet ended", () => {
  const notFound = () => new HttpError(404, "Call sheet not found");
  const ended = { endedGrantSheets: [10] };

  it("should hear 410 on any call about that sheet, and nothing about another sheet or a missing resource", async () => {
    expect(await statusOf(() => authorizeResource(ended, "callSheets:read", sheet))).toBe(410);
    expect(await statusOf(() => authorizeResource(ended, "callSheets:comment", sheet))).toBe(410);
    expect(await statusOf(() => authorizeResource(ended, "callSheets:read", otherSheet))).toBe(401);
    expect(await statusOf(() => loadAuthorized(ended, "callSheets:read", async () => sheet, notFound))).toBe(410);
    expect(await statusOf(() => loadAuthorized(ended, "comments:delete", async () => commentBy({ authorEmail: "someone@example.com" }), notFound))).toBe(410);
    expect(await statusOf(() => loadAuthorized(ended, "callSheets:read", async () => otherSheet, notFound))).toBe(401);
    expect(await statusOf(() => loadAuthorized(ended, "callSheets:read", async () => undefined, notFound))).toBe(401);
    // A live grant of another sheet beside it does not turn the ended one into a 403 or a 404.
    expect(await statusOf(() => loadAuthorized({ ...ended, shareGrants: [grant("viewer", 11)] }, "callSheets:read", async () => sheet, notFound))).toBe(410);
    // Whoever may read the sheet anyway (the admin, a new grant of it) is let through.
    expect(await statusOf(() => loadAuthorized({ ...ended, shareGrants: [viewer] }, "callSheets:read", async () => sheet, notFound))).toBeUndefined();
  });
});

describe("readerOf", () => {
  it("should name the admin or the grant of that very sheet, and nobody else", () => {
    expect(readerOf({ user: { id: 1, role: "admin" } }, sheet)).toEqual(admin);
    expect(readerOf({ shareGrants: [grant("viewer", 11), commenter] }, sheet)).toBe(commenter);
    expect(readerOf({ shareGrants: [grant("viewer", 11)] }, sheet)).toBeUndefined();
    expect(readerOf({ user: { id: 2, role: "user" } }, sheet)).toBeUndefined();
    expect(readerOf({}, sheet)).toBeUndefined();
  });
});

describe("refuseEndedGrant", () => {
  it("should tell a caller whose grant of the sheet was revoked or expired that the invitation ended (410), unless something else lets it read the sheet", async () => {
    expect(await statusOf(() => refuseEndedGrant({ endedGrantSheets: [10] }, 10))).toBe(410);
    expect(await statusOf(() => refuseEndedGrant({ endedGrantSheets: [10], user: { id: 2, role: "user" } }, 10))).toBe(410);
    expect(await statusOf(() => refuseEndedGrant({ endedGrantSheets: [10], user: { id: 1, role: "admin" } }, 10))).toBeUndefined();
    expect(await statusOf(() => refuseEndedGrant({ endedGrantSheets: [10], shareGrants: [viewer] }, 10))).toBeUndefined();
    expect(await statusOf(() => refuseEndedGrant({ endedGrantSheets: [11] }, 10))).toBeUndefined();
    expect(await statusOf(() => refuseEndedGrant({}, 10))).toBeUndefined();
  });
});

describe("the state a handler sees", () => {
  it("should be typed by authorize (the user who passed, with the validated input) and by requireUser, with no cast", () => {
    // Compiles only while authorize and requireUser narrow ctx.state (the typecheck is the test).
    const router = new Router();
    router.post("/staff", authorize("users:registerStaff", validateBody(z.object({ name: z.string() }))), (ctx) => {
      expectTypeOf(ctx.state.actor).toEqualTypeOf<UserActor>();
      expectTypeOf(ctx.state.input).toEqualTypeOf<{ name: string }>();
    });
    router.get("/me", requireUser, (ctx) => {
      expectTypeOf(ctx.state.user).toEqualTypeOf<User>();
    });
    router.get("/anyone", (ctx) => {
      expectTypeOf(ctx.state.actor).toEqualTypeOf<Actor | undefined>();
      expectTypeOf(ctx.state.input).toBeUnknown();
    });
    expect(router.stack.map((layer) => layer.path)).toEqual(["/staff", "/me", "/anyone"]);
  });
});
