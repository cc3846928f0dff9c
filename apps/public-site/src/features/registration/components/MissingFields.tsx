import type { MouseEvent } from "react";
import styled from "styled-components";
import { REGISTRATION_MISSING } from "@repo/contracts/publicSite/texts";

type FieldName = keyof typeof REGISTRATION_MISSING.fields;
const FIELD_NAMES = Object.keys(REGISTRATION_MISSING.fields) as FieldName[];

/** The element each field's link leads to: the control itself, or the group whose first control takes the focus. */
const TARGETS: Partial<Record<FieldName, string>> = { photoPath: "photo", selected: "socialMedia" };

const Missing = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)}; margin: ${({ theme }) => theme.space(1)} 0 0; padding: 0; list-style: none; }
  /* Not red: on a form nobody has started, nothing is wrong yet; the field errors are the red ones. */
  a { color: ${({ theme }) => theme.colors.text}; }
`;

function focusField(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  const control = target?.matches("input, select") ? target : target?.querySelector<HTMLElement>("input:not(:disabled), select");
  control?.scrollIntoView({ block: "center" });
  control?.focus({ preventScroll: true });
}

/**
 * What still keeps Submit disabled, in words, each a link that puts the focus in its field (issue #11):
 * the spec's button stays disabled, and a field never touched (gender, photo, terms) no longer leaves it
 * grey without a reason. `invalid` holds the names of every field the schema refuses, touched or not.
 */
export function MissingFields({ id, invalid }: { id: string; invalid: ReadonlySet<string> }) {
  // The phone waits for a country (it is disabled until then): it is listed once the country is chosen.
  const names = FIELD_NAMES.filter((name) => invalid.has(name) && !(name === "phoneNumber" && invalid.has("country")));
  if (!names.length) return null;
  return (
    <Missing id={id}>
      {REGISTRATION_MISSING.intro}
      <ul>
        {names.map((name) => (
          <li key={name}>
            <a href={`#${TARGETS[name] ?? name}`} onClick={focusField}>
              {REGISTRATION_MISSING.fields[name]}
            </a>
          </li>
        ))}
      </ul>
    </Missing>
  );
}
