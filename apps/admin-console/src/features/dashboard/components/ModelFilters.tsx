import { useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { DASHBOARD } from "@repo/contracts/adminConsole";
import { AGE_RANGES, RATING_FILTERS } from "@repo/contracts/models";
import { Button } from "shell/Button";
import { Input, Label, NativeSelect } from "shell/Input";
import type { ModelFilters as Filters } from "../api/models.ts";

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const SearchRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  > div { flex: 1 1 240px; }
`;

type Props = { filters: Filters; onChange: (next: Filters) => void; onReset: () => void; onExport: () => void };

/**
 * The models database's filters (spec §4): rating, gender and age apply at once; country and city on
 * blur or Enter; search on its button. The parent sends every change back to page 1.
 */
export function ModelFilters({ filters, onChange, onReset, onExport }: Props) {
  // What is typed but not applied yet; `filters` stays the applied truth.
  const [draft, setDraft] = useState({ country: filters.country, city: filters.city, search: filters.search });
  const [applied, setApplied] = useState(filters);
  if (applied !== filters) {
    // The parent changed the filters (e.g. Reset): the boxes follow.
    setApplied(filters);
    setDraft({ country: filters.country, city: filters.city, search: filters.search });
  }
  const apply = (key: "country" | "city") => {
    if (draft[key].trim() !== filters[key]) onChange({ ...filters, [key]: draft[key].trim() });
  };
  const onEnter = (key: "country" | "city") => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply(key);
    }
  };
  return (
    <>
      <Grid>
        <div>
          <Label htmlFor="filter-rating">{DASHBOARD.filters.rating}</Label>
          <NativeSelect id="filter-rating" value={filters.rating} onChange={(event) => onChange({ ...filters, rating: event.target.value as Filters["rating"] })}>
            {RATING_FILTERS.map((value) => (
              <option key={value} value={value}>
                {DASHBOARD.ratingOptions[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="filter-gender">{DASHBOARD.filters.gender}</Label>
          <NativeSelect id="filter-gender" value={filters.gender} onChange={(event) => onChange({ ...filters, gender: event.target.value as Filters["gender"] })}>
            {(["all", "male", "female"] as const).map((value) => (
              <option key={value} value={value}>
                {DASHBOARD.genderOptions[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="filter-age">{DASHBOARD.filters.ageRange}</Label>
          <NativeSelect id="filter-age" value={filters.ageRange} onChange={(event) => onChange({ ...filters, ageRange: event.target.value as Filters["ageRange"] })}>
            {AGE_RANGES.map((value) => (
              <option key={value} value={value}>
                {DASHBOARD.ageOptions[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="filter-country">{DASHBOARD.filters.country}</Label>
          <Input
            id="filter-country"
            placeholder={DASHBOARD.filters.countryPlaceholder}
            value={draft.country}
            onChange={(event) => setDraft({ ...draft, country: event.target.value })}
            onBlur={() => apply("country")}
            onKeyDown={onEnter("country")}
          />
        </div>
        <div>
          <Label htmlFor="filter-city">{DASHBOARD.filters.city}</Label>
          <Input
            id="filter-city"
            placeholder={DASHBOARD.filters.cityPlaceholder}
            value={draft.city}
            onChange={(event) => setDraft({ ...draft, city: event.target.value })}
            onBlur={() => apply("city")}
            onKeyDown={onEnter("city")}
          />
        </div>
      </Grid>
      <SearchRow
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, search: draft.search.trim() });
        }}
      >
        <div>
          <Input
            aria-label={DASHBOARD.filters.search}
            type="search"
            placeholder={DASHBOARD.filters.searchPlaceholder}
            value={draft.search}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
        </div>
        <Button type="submit">{DASHBOARD.filters.searchButton}</Button>
        <Button $variant="outline" onClick={onReset}>
          {DASHBOARD.filters.reset}
        </Button>
        <Button $variant="outline" onClick={onExport}>
          {DASHBOARD.filters.exportCsv}
        </Button>
      </SearchRow>
    </>
  );
}
