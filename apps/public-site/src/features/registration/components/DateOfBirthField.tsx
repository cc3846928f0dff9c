import { useState, type ChangeEvent } from "react";
import styled from "styled-components";
import { MONTHS, REGISTRATION_FORM } from "@repo/contracts/publicSite/texts";
import { FIRST_BIRTH_YEAR } from "@repo/contracts/registration/constants";
import { FieldError, NativeSelect } from "shell/forms";

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  legend { font-weight: 600; padding: 0; margin-bottom: ${({ theme }) => theme.space(1)}; }
`;

const Selects = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.6fr 1.2fr;
  gap: ${({ theme }) => theme.space(2)};
`;

const pad = (n: number) => String(n).padStart(2, "0");
const DAYS = Array.from({ length: 31 }, (_, i) => pad(i + 1));
const MONTH_OPTIONS = MONTHS.map((name, i) => ({ value: pad(i + 1), name }));
const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: THIS_YEAR - FIRST_BIRTH_YEAR + 1 }, (_, i) => String(THIS_YEAR - i));

type Parts = { day: string; month: string; year: string };

/**
 * Day, Month and Year dropdowns. The value is set only when all three are chosen ("YYYY-MM-DD", padded)
 * and becomes undefined as soon as one is cleared (spec §4); whether the date is real is the schema's call.
 */
export function DateOfBirthField({ value, onChange, error }: { value?: string | null; onChange: (value: string | undefined) => void; error?: string }) {
  // Starts from the value (a draft brought back); afterwards the three dropdowns are the truth.
  const [parts, setParts] = useState<Parts>(() => {
    const [year = "", month = "", day = ""] = value?.split("-") ?? [];
    return { day, month, year };
  });

  const update = (part: keyof Parts) => (event: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...parts, [part]: event.target.value };
    setParts(next);
    onChange(next.day && next.month && next.year ? `${next.year}-${next.month}-${next.day}` : undefined);
  };
  const describedBy = error ? { "aria-describedby": "dateOfBirth-error", "aria-invalid": true as const } : {};

  return (
    <Group id="dateOfBirth">
      <legend>{REGISTRATION_FORM.dateOfBirth}</legend>
      <Selects>
        <NativeSelect aria-label={REGISTRATION_FORM.day} value={parts.day} onChange={update("day")} {...describedBy}>
          <option value="">{REGISTRATION_FORM.day}</option>
          {DAYS.map((day) => (
            <option key={day} value={day}>{day}</option>
          ))}
        </NativeSelect>
        <NativeSelect aria-label={REGISTRATION_FORM.month} value={parts.month} onChange={update("month")} {...describedBy}>
          <option value="">{REGISTRATION_FORM.month}</option>
          {MONTH_OPTIONS.map((month) => (
            <option key={month.value} value={month.value}>{month.name}</option>
          ))}
        </NativeSelect>
        <NativeSelect aria-label={REGISTRATION_FORM.year} value={parts.year} onChange={update("year")} {...describedBy}>
          <option value="">{REGISTRATION_FORM.year}</option>
          {YEARS.map((year) => (
            <option key={year} value={year}>{year}</option>
          ))}
        </NativeSelect>
      </Selects>
      {error ? <FieldError id="dateOfBirth-error">{error}</FieldError> : null}
    </Group>
  );
}
