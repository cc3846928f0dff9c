import { useState, type FormEvent, type ReactNode } from "react";
import styled from "styled-components";
import type { ChecklistItem } from "@repo/contracts/callSheets/schemas/sections";
import { CHECKLIST_CARD_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { Button } from "shell/Button";
import { Checkbox } from "shell/Checkbox";
import { Input } from "shell/Input";
import { RowActions, RowLine } from "./RowFrame.tsx";

const Line = styled(RowLine)`
  label { overflow-wrap: anywhere; }
`;

const RenameForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  input { flex: 1 1 160px; width: auto; }
`;

type ChecklistCardRowProps = {
  item: ChecklistItem;
  moveControls: ReactNode;
  onToggle: (checked: boolean) => void;
  onRename: (name: string) => void;
  onDelete: () => void;
};

/** One prop or gear item: its check box, and Rename (inline; Escape cancels) and Delete. */
export function ChecklistCardRow({ item, moveControls, onToggle, onRename, onDelete }: ChecklistCardRowProps) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = renaming?.trim();
    // A blank name is not a rename: the item keeps the one it had.
    if (name && name !== item.name) onRename(name);
    setRenaming(null);
  };
  if (renaming !== null) {
    return (
      <RenameForm onSubmit={submit} onKeyDown={(event) => event.key === "Escape" && setRenaming(null)}>
        <Input
          aria-label={CHECKLIST_CARD_TEXTS.newName(item.name)}
          value={renaming}
          maxLength={200}
          autoFocus
          onChange={(event) => setRenaming(event.target.value)}
        />
        <Button type="submit">{CHECKLIST_CARD_TEXTS.saveName}</Button>
        <Button $variant="outline" onClick={() => setRenaming(null)}>
          {CHECKLIST_CARD_TEXTS.cancel}
        </Button>
        {moveControls}
      </RenameForm>
    );
  }
  return (
    <Line>
      <Checkbox label={item.name} checked={item.isChecked} onChange={(event) => onToggle(event.target.checked)} />
      <RowActions>
        <Button $variant="outline" aria-label={CHECKLIST_CARD_TEXTS.rename(item.name)} onClick={() => setRenaming(item.name)}>
          {CHECKLIST_CARD_TEXTS.renameLabel}
        </Button>
        <Button $variant="ghost" aria-label={CHECKLIST_CARD_TEXTS.remove(item.name)} onClick={onDelete}>
          {CHECKLIST_CARD_TEXTS.removeLabel}
        </Button>
        {moveControls}
      </RowActions>
    </Line>
  );
}
