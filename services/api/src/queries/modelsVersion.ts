import type { Knex } from "knex";
import { selectRows } from "../db/dialect.ts";

/** The models' version as a scalar subquery (one primary-key read), to read along with other rows. */
export const MODELS_VERSION_SQL = "SELECT version FROM change_counters WHERE name = 'models'";

/** The models' version: bumped by every write to the table, by any replica. */
export async function modelsVersion(db: Knex): Promise<number> {
  const [row] = await selectRows<{ version: number | string }>(db, MODELS_VERSION_SQL, []);
  return Number(row?.version ?? 0);
}

/** Called by the Model's query hooks (models/Model.ts) in the transaction of every write to models. */
export async function bumpModelsVersion(trx: Knex): Promise<void> {
  await trx("changeCounters").where({ name: "models" }).increment("version", 1);
}
