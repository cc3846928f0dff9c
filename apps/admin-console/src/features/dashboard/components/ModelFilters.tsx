import { useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { DASHBOARD } from "@repo/contracts/adminConsole/texts";
import { AGE_RANGES, GENDER_FILTERS, RATING_FILTERS } from "@repo/contracts/models/constants";
import { Button } from "shell/Button";
import { Input, Label, NativeSelect } from "shell/Input";
import type { ModelFilters as Filters } from "../api/models.ts";

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  /* 130 px: two filters a row on a phone instead of five full-width rows above the list. */
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
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

/** One of the fixed-choice filters: applied as soon as it changes. */
function SelectFilter<T extends string>(props: { id: string; label: string; value: T; options: readonly T[]; labels: Record<T, string>; onChange: (value: T) => void }) {
  return (
    <div>
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect id={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value as T)}>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.labels[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

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
    // A box follows only when its own applied value changed (e.g. Reset); text typed elsewhere stays.
    setApplied(filters);
    setDraft((current) => ({
      country: filters.country !== applied.country ? filters.country : current.country,
      city: filters.city !== applied.city ? filters.city : current.city,
      search: filters.search !== applied.search ? filters.search : current.search,
    }));
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
        <SelectFilter id="filter-rating" label={DASHBOARD.filters.rating} value={filters.rating} options={RATING_FILTERS} labels={DASHBOARD.ratingOptions} onChange={(rating) => onChange({ ...filters, rating })} />
        <SelectFilter id="filter-gender" label={DASHBOARD.filters.gender} value={filters.gender} options={GENDER_FILTERS} labels={DASHBOARD.genderOptions} onChange={(gender) => onChange({ ...filters, gender })} />
        <SelectFilter id="filter-age" label={DASHBOARD.filters.ageRange} value={filters.ageRange} options={AGE_RANGES} labels={DASHBOARD.ageOptions} onChange={(ageRange) => onChange({ ...filters, ageRange })} />
        {(["country", "city"] as const).map((key) => (
          <div key={key}>
            <Label htmlFor={`filter-${key}`}>{DASHBOARD.filters[key]}</Label>
            <Input
              id={`filter-${key}`}
              placeholder={DASHBOARD.filters[`${key}Placeholder`]}
              value={draft[key]}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
              onBlur={() => apply(key)}
              onKeyDown={onEnter(key)}
            />
          </div>
        ))}
      </Grid>
      <SearchRow
        role="search"
        aria-label={DASHBOARD.filters.searchModels}
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
