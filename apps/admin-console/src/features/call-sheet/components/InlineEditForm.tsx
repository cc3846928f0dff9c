import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import styled from "styled-components";
import { EDIT_IN_PLACE_TEXTS } from "@repo/contracts/callSheets/texts/editInPlace";
import { Button } from "shell/Button";
import { Item } from "./EditorCard.tsx";

/** A row open for editing: set apart from the card's add form above it, which has the same fields. */
export const EditingItem = styled(Item)`
  border-color: ${({ theme }) => theme.colors.primary};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};
`;

const Form = styled.form`
  flex: 1;
  min-width: 0;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type InlineEditFormProps = {
  /** The form's accessible name ('Edit Ana'). */
  label: string;
  /** Called on Save and on Enter in a field; the row stays open when the fields do not pass. */
  onSave: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/**
 * A list row opened for editing in place (team members, locations, concepts): its fields, then Save and
 * Cancel. Enter in a field saves (the form's submit), Escape cancels unless it closes an open list inside
 * (the country picker's); the first field gets the focus when the row opens.
 */
export function InlineEditForm({ label, onSave, onCancel, children }: InlineEditFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>("input, textarea")?.focus();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Form
      ref={form}
      aria-label={label}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        // A control whose list is open (the country picker) closes the list with Escape, not the row. Its
        // aria-expanded still says "true" here (its state changes after the event); react-select marks every
        // Escape as handled (preventDefault), open list or not, so that cannot tell.
        if (event.key !== "Escape" || (event.target as HTMLElement).getAttribute("aria-expanded") === "true") return;
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
      <Buttons>
        <Button type="submit">{EDIT_IN_PLACE_TEXTS.save}</Button>
        <Button $variant="outline" onClick={onCancel}>
          {EDIT_IN_PLACE_TEXTS.cancel}
        </Button>
      </Buttons>
    </Form>
  );
}

/**
 * Whether a row is open for editing, and its Edit button, which gets the focus back when the row closes
 * (Save, Cancel, Escape), so a keyboard user goes on from where they were.
 */
export function useInlineEditing() {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (!editing && opened.current) editButton.current?.focus();
  }, [editing]);
  return {
    editing,
    editButton,
    open: () => {
      opened.current = true;
      setEditing(true);
    },
    close: () => setEditing(false),
  };
}
