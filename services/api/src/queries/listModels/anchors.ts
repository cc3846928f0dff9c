import type { ModelSortColumn } from "@repo/contracts/models/constants";
import type { ModelListQuery } from "@repo/contracts/models/schemas";

/**
 * Page anchors: the first row (its sort value and id) of pages already served, per result set (filters,
 * sort, page size) and models version. A deep page is then a seek on the sort column's index from the
 * nearest anchored page at most MAX_SEEK_PAGES before it, instead of an OFFSET that walks every row before
 * it (page 1500 of 100,000: ~75,000 index entries per request). Each page read also anchors the next one.
 */
export type PageAnchor = { value: string | number; id: number };
export const MAX_SEEK_PAGES = 20;
export const MAX_ANCHORS_PER_SET = 2000;

/**
 * The one column a keyset seek can follow: the default order (registration date) or a single sort on a
 * NOT NULL text column. The rating (an expression), gender (MySQL orders an ENUM by its definition but
 * compares it as text), the nullable date of birth and multi-column sorts page by OFFSET as before.
 */
const SEEKABLE: Partial<Record<ModelSortColumn, string>> = {
  regDate: "reg_date",
  fullName: "sort_name",
  email: "email",
  phoneNumber: "phone_number",
  city: "city_key",
  country: "country_key",
};

export function seekColumn(filters: ModelListQuery): { sql: string; desc: boolean } | undefined {
  if (!filters.sort.length) return { sql: "reg_date", desc: true };
  const [only] = filters.sort;
  const sql = filters.sort.length === 1 && only ? SEEKABLE[only.id] : undefined;
  return sql ? { sql, desc: only!.desc } : undefined;
}

/** The nearest anchored page at or before `page`, close enough to seek from. */
export function nearestAnchor(anchors: Map<number, PageAnchor>, page: number): [number, PageAnchor] | undefined {
  for (let candidate = page; candidate > 1 && candidate >= page - MAX_SEEK_PAGES; candidate--) {
    const anchor = anchors.get(candidate);
    if (anchor) return [candidate, anchor];
  }
  return undefined;
}
