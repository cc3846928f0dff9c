import styled from "styled-components";
import { SHARE_ROLES, type ShareRole } from "@repo/contracts/sharing/constants";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { Button } from "../Button.tsx";
import { Label, NativeSelect } from "../Input.tsx";
import type { ShareRow } from "./shareRows.ts";
import { UserSearchCombobox } from "./UserSearchCombobox.tsx";

/** Ours: the spec names the row's controls but gives them no labels. */
export const ROW_TEXTS = {
  collaborator: (n: number) => `Collaborator ${n}`,
  clear: (n: number) => `Clear collaborator ${n}`,
  remove: (n: number) => `Remove collaborator ${n}`,
  role: (n: number) => `${SHARING_TEXTS.roleLabel} of collaborator ${n}`,
} as const;

// Two lines: the kit's dialog is at most 480 px wide, too narrow for a search field beside three controls.
// On a phone the dialog is ~290 px inside, where the role beside Clear and Remove was cut to "Viewe": there
// the role gets a line of its own and the two buttons share the third.
const NARROW = "(max-width: 520px)";
const Row = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr auto auto;
  grid-template-areas: "who who who" "role clear remove";
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  min-width: 0;
  @media ${NARROW} {
    grid-template-columns: 1fr 1fr;
    grid-template-areas: "who who" "role role" "clear remove";
  }
`;
const Area = styled.div<{ $area: "who" | "clear" | "role" | "remove" }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  @media ${NARROW} {
    > button { width: 100%; }
  }
`;

const roleOf = (value: string): ShareRole => SHARE_ROLES.find((role) => role === value) ?? "viewer";

/** The id of a row's search field (the dialog moves the focus there). */
export const rowInputId = (idPrefix: string, key: number) => `${idPrefix}-row-${key}-email`;

type Props = {
  /** Unique per dialog (useId), so two dialogs on a page never share ids. */
  idPrefix: string;
  row: ShareRow;
  /** 1-based, for the labels. */
  position: number;
  canRemove: boolean;
  onChange: (patch: Partial<Omit<ShareRow, "key">>) => void;
  onRemove: () => void;
};

/** One collaborator: user search (or a typed e-mail), clear, role, remove (spec §2 Share dialog). */
export function ShareRowFields({ idPrefix, row, position, canRemove, onChange, onRemove }: Props) {
  const inputId = rowInputId(idPrefix, row.key);
  const roleId = `${idPrefix}-row-${row.key}-role`;
  return (
    <Row aria-label={ROW_TEXTS.collaborator(position)}>
      <Area $area="who">
        <Label htmlFor={inputId}>{ROW_TEXTS.collaborator(position)}</Label>
        <UserSearchCombobox id={inputId} value={row.email} onChange={(email) => onChange({ email })} />
      </Area>
      <Area $area="clear">
        <Button
          $variant="outline"
          aria-label={ROW_TEXTS.clear(position)}
          onClick={() => {
            onChange({ email: "" });
            // Back to the emptied field: the next thing to do is type or search again.
            document.getElementById(inputId)?.focus();
          }}
        >
          Clear
        </Button>
      </Area>
      <Area $area="role">
        <Label htmlFor={roleId}>{SHARING_TEXTS.roleLabel}</Label>
        <NativeSelect id={roleId} aria-label={ROW_TEXTS.role(position)} value={row.role} onChange={(event) => onChange({ role: roleOf(event.target.value) })}>
          {SHARE_ROLES.map((role) => (
            <option key={role} value={role}>
              {SHARING_TEXTS.roleNames[role]}
            </option>
          ))}
        </NativeSelect>
      </Area>
      <Area $area="remove">
        <Button $variant="outline" aria-label={ROW_TEXTS.remove(position)} disabled={!canRemove} onClick={onRemove}>
          Remove
        </Button>
      </Area>
    </Row>
  );
}
