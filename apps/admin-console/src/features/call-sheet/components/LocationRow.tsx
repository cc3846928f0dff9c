import { useState } from "react";
import styled from "styled-components";
import { formatItemDate } from "@repo/call-sheet/formatDates";
import type { LocationLight } from "@repo/contracts/callSheets/schemas/editor";
import type { LocationEntry } from "@repo/contracts/callSheets/schemas/sections";
import { DOCUMENT_TEXTS } from "@repo/contracts/callSheets/texts/document";
import { EDIT_IN_PLACE_TEXTS } from "@repo/contracts/callSheets/texts/editInPlace";
import { CARD_TEXTS, EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Button } from "shell/Button";
import { countryByValue } from "../lib/countryOptions.ts";
import { Item, Muted } from "./EditorCard.tsx";
import { EditingItem, InlineEditForm, useInlineEditing } from "./InlineEditForm.tsx";
import { checkLocation, formOfLocation, LocationFields, type LocationErrors } from "./LocationFields.tsx";
import { RowActions } from "./RowFrame.tsx";

const TEXTS = CARD_TEXTS.locations;

const Name = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Light = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 0.875rem;
  div { display: flex; gap: ${({ theme }) => theme.space(1)}; }
  dt { color: ${({ theme }) => theme.colors.mutedText}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; font-weight: 600; }
`;

type Times = NonNullable<LocationLight["light"]>;
/** The day's light in the order it comes. */
const sunTimes = (times: Times) =>
  [
    [TEXTS.sunrise, times.sunrise],
    [TEXTS.goldenMorning, times.morningGoldenHourEnd],
    [TEXTS.goldenEvening, times.eveningGoldenHourStart],
    [TEXTS.sunset, times.sunset],
  ] as const;

const when = (entry: LocationEntry) =>
  [formatItemDate(entry.date), entry.time].filter(Boolean).join(" · ");

type LocationRowProps = { entry: LocationEntry; light: LocationLight | undefined; onChange: (next: LocationEntry) => void; onRemove: () => void };

/**
 * One location: where, when, and its light (sun times computed by the API for the city and date); Edit
 * opens its fields in place (a typo in the city is fixed, not removed and added again), ✕ removes it.
 */
export function LocationRow({ entry, light, onChange, onRemove }: LocationRowProps) {
  const { editing, editButton, open, close } = useInlineEditing();
  const [form, setForm] = useState(() => formOfLocation(entry));
  const [errors, setErrors] = useState<LocationErrors>({});

  if (editing) {
    const save = () => {
      const checked = checkLocation(form, entry.id);
      if (!("entry" in checked)) return setErrors(checked.errors);
      // An unchanged row sends nothing.
      if (JSON.stringify(checked.entry) !== JSON.stringify(entry)) onChange(checked.entry);
      close();
    };
    return (
      <EditingItem>
        <InlineEditForm label={EDIT_IN_PLACE_TEXTS.editLocation(entry.city)} onSave={save} onCancel={close}>
          <LocationFields idPrefix={`location-${entry.id}`} form={form} errors={errors} onChange={setForm} />
        </InlineEditForm>
      </EditingItem>
    );
  }

  return (
    <Item>
      <div>
        <Name>
          {/* Entries made elsewhere may hold the country's code ("RS"), as the document reads them too: name it. */}
          {entry.city}, {countryByValue(entry.country)?.label ?? entry.country}
        </Name>
        {entry.address ? <Muted>{entry.address}</Muted> : null}
        {when(entry) ? <Muted>{when(entry)}</Muted> : null}
        {light === undefined ? null : light.light ? (
          <>
            <Light aria-label={`${entry.city}: sun times (${light.light.timeZone})`}>
              {sunTimes(light.light).map(([label, time]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  {/* null on a day it does not happen (polar day or night, a sun that stays low): no made-up time. */}
                  <dd>{time ?? DOCUMENT_TEXTS.notSet}</dd>
                </div>
              ))}
            </Light>
            {light.light.polar ? <Muted>{light.light.polar === "day" ? DOCUMENT_TEXTS.polarDay : DOCUMENT_TEXTS.polarNight}</Muted> : null}
          </>
        ) : (
          <Muted>{EDITOR_TEXTS.lightUnknown(entry.city)}</Muted>
        )}
      </div>
      <RowActions>
        <Button
          ref={editButton}
          $variant="outline"
          aria-label={EDIT_IN_PLACE_TEXTS.editLocation(entry.city)}
          onClick={() => {
            setForm(formOfLocation(entry));
            setErrors({});
            open();
          }}
        >
          {EDIT_IN_PLACE_TEXTS.editLabel}
        </Button>
        <Button $variant="outline" onClick={onRemove} aria-label={TEXTS.remove(entry.city)}>
          ✕
        </Button>
      </RowActions>
    </Item>
  );
}
