import type { Knex } from "knex";
import type { StaticHookArguments } from "objection";
import type { Gender, Rating } from "@repo/contracts/models/constants";
import { cutTo, searchKey } from "../lib/searchText.ts";
import { bumpModelsVersion } from "../queries/modelsVersion.ts";
import { BaseModel } from "./BaseModel.ts";

/** The fields the search and filter columns are computed from. */
export type ModelSearchSource = { fullName: string; email: string; phoneNumber: string; city: string; country: string };
const SOURCE_FIELDS = ["fullName", "email", "phoneNumber", "city", "country"] as const;

/** The length of `search_text` (migrations/20261122000200). */
const SEARCH_TEXT_LENGTH = 1000;

/**
 * The columns the app keeps for search, name sort and the country/city filters (see lib/searchText.ts),
 * each cut to fit its column: normalizing lengthens some text, and a 255-"ß" name is 510 characters. The
 * search text is its fields' keys joined, so each field's first 255 characters stay searchable (the five
 * fit in 1,000: 255 + 255 + 50 + 255 + a country's name).
 */
export function derivedColumns(row: ModelSearchSource): { searchText: string; sortName: string; countryKey: string; cityKey: string } {
  const keys = SOURCE_FIELDS.map((field) => searchKey(row[field])).filter(Boolean);
  return {
    searchText: cutTo(keys.join(" "), SEARCH_TEXT_LENGTH),
    sortName: searchKey(row.fullName),
    countryKey: searchKey(row.country),
    cityKey: searchKey(row.city),
  };
}

/** A write that changed no row (an update or delete that matched nothing) needs no new version. */
const changedRows = (result: unknown): boolean => (typeof result === "number" ? result > 0 : true);

/**
 * A registered model (the spec's Model entity). The model keeps the table's two invariants, so no writer
 * can forget them: the derived columns are computed from their source fields on every insert and update,
 * and every insert, update or delete bumps the models version in the query's own transaction (the list's
 * cached counts and page anchors live for one version: queries/modelsVersion.ts). A write made without a
 * transaction bumps it right after. Bulk inserts go through `insertRows`, which keeps both as well.
 */
export class Model extends BaseModel {
  static override tableName = "models";
  // regDate is the creation time of an application.
  static override hasCreatedAt = false;

  id!: number;
  fullName!: string;
  email!: string;
  gender!: Gender;
  city!: string;
  country!: string;
  phoneNumber!: string;
  dateOfBirth!: string | null;
  photoPath!: string;
  photoHash!: string | null;
  instagramHandle!: string | null;
  facebookHandle!: string | null;
  tiktokHandle!: string | null;
  termsAccepted!: boolean;
  regDate!: string;
  rating!: Rating;
  searchText!: string;
  sortName!: string;
  countryKey!: string;
  cityKey!: string;
  updatedAt!: string;

  override $parseDatabaseJson(json: Record<string, unknown>) {
    const parsed = super.$parseDatabaseJson(json);
    // SQLite and MySQL both hand booleans back as 0/1.
    if ("termsAccepted" in parsed) parsed.termsAccepted = Boolean(parsed.termsAccepted);
    return parsed;
  }

  override $beforeInsert(): void {
    super.$beforeInsert();
    Object.assign(this, derivedColumns(this));
  }

  override $beforeUpdate(): void {
    super.$beforeUpdate();
    // A patch carries only the fields it changes; the search text needs all five of its sources.
    const given = SOURCE_FIELDS.filter((field) => this[field] !== undefined);
    if (given.length === SOURCE_FIELDS.length) Object.assign(this, derivedColumns(this));
    else if (given.length) throw new Error(`A model's ${SOURCE_FIELDS.join(", ")} are updated together (they make its search columns)`);
  }

  static override async afterInsert({ transaction }: StaticHookArguments<Model>): Promise<void> {
    await bumpModelsVersion(transaction);
  }

  static override async afterUpdate({ transaction, result }: StaticHookArguments<Model>): Promise<void> {
    if (changedRows(result)) await bumpModelsVersion(transaction);
  }

  static override async afterDelete({ transaction, result }: StaticHookArguments<Model>): Promise<void> {
    if (changedRows(result)) await bumpModelsVersion(transaction);
  }

  /**
   * Inserts many rows in one statement (seeding: Objection batches inserts only on PostgreSQL), with the
   * derived columns and the version bump an Objection insert gets. Up to 500 rows: SQLite's limit of
   * bound values per statement.
   */
  static async insertRows(trx: Knex.Transaction, rows: Array<ModelSearchSource & Record<string, unknown>>): Promise<void> {
    await trx(Model.tableName).insert(rows.map((row) => ({ ...row, ...derivedColumns(row) })));
    await bumpModelsVersion(trx);
  }
}
