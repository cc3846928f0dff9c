import { useId, useState, type FormEvent } from "react";
import styled from "styled-components";
import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import { CHECKLIST_CARD_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { Button } from "shell/Button";
import { errorProps } from "shell/Field";
import { FieldError, Input, Label } from "shell/Input";

const Line = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  button { flex: none; }
`;

/** The add line of Props or Gear: a name is required (spec §5); Enter adds, and the field empties for the next one. */
export function ChecklistCardAddForm({ title, onAdd }: { title: "Props" | "Gear"; onAdd: (name: string) => void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The stored schema trims the name, so a name of spaces would be refused by the server anyway.
    const trimmed = name.trim();
    if (!trimmed) return setError(SECTION_MESSAGES.itemNameRequired);
    onAdd(trimmed);
    setName("");
    setError(undefined);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Label htmlFor={id}>{CHECKLIST_CARD_TEXTS.newItem(title)}</Label>
      <Line>
        <Input id={id} value={name} maxLength={200} onChange={(event) => setName(event.target.value)} {...errorProps(id, error)} />
        <Button type="submit">{CHECKLIST_CARD_TEXTS.add(title)}</Button>
      </Line>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </form>
  );
}
