import Router from "@koa/router";
import type { AppDeps } from "../../deps.ts";
import { Photo } from "../../models/Photo.ts";

const FILE = /^([a-f0-9]{64})\.jpg$/;

/** `GET /api/photos/{sha256}.jpg`: a stored photo. Its URL names its content, so it is cached for good. */
export function photoRoutes({ db }: AppDeps): Router {
  const router = new Router();
  router.get("/photos/:file", async (ctx) => {
    const hash = FILE.exec(ctx.params.file ?? "")?.[1];
    if (!hash) return; // falls through to the JSON 404
    const etag = `"${hash}"`;
    ctx.set("Cache-Control", "public, max-age=31536000, immutable");
    ctx.set("ETag", etag);
    if (ctx.get("if-none-match") === etag) {
      ctx.status = 304;
      return;
    }
    const photo = await Photo.query(db).select("contentType", "data").findById(hash);
    if (!photo) {
      ctx.remove("Cache-Control");
      ctx.remove("ETag");
      return;
    }
    ctx.type = photo.contentType;
    ctx.body = photo.data;
  });
  return router;
}
