import type { ModelListItem, ModelListQuery } from "@repo/contracts/models/schemas";
import type { Database } from "../../db/connect.ts";
import type { ModelListCaches } from "./caches.ts";
import { readPage } from "./listModels.ts";

/** Rows per batch of the CSV export. */
const CSV_BATCH = 1000;

/**
 * Every model the filters match, in the list's order, a batch at a time (the CSV export): page after page
 * of the list's own query (each page anchors the next, so the batches are seeks), so memory stays at one
 * batch whatever the total.
 */
export async function* eachFilteredModel(db: Database, caches: ModelListCaches, filters: Omit<ModelListQuery, "page" | "limit">, now: Date): AsyncGenerator<ModelListItem> {
  for (let page = 1; ; page++) {
    const { models } = await readPage(db, caches, { ...filters, page, limit: CSV_BATCH }, now, false);
    for (const model of models) yield JSON.parse(model.json) as ModelListItem;
    if (models.length < CSV_BATCH) return;
  }
}
