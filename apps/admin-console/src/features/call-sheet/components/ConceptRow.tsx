import { useId, useState } from "react";
import styled from "styled-components";
import { conceptSchema, type Concept } from "@repo/contracts/callSheets/schemas/sections";
import { CONCEPT_CARD_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { EDIT_IN_PLACE_TEXTS } from "@repo/contracts/callSheets/texts/editInPlace";
import { Button } from "shell/Button";
import { errorProps, Field } from "shell/Field";
import { Input, TextArea } from "shell/Input";
import { Item } from "./EditorCard.tsx";
import { EditingItem, InlineEditForm, useInlineEditing } from "./InlineEditForm.tsx";
import { RowActions } from "./RowFrame.tsx";

const Text = styled.div`
  white-space: pre-line;
`;

/** The concept the text makes (`id` kept), checked by the section's own schema, as the add form's text is. */
export function checkConcept(text: string, id: number): { concept: Concept } | { message: string } {
  const parsed = conceptSchema.safeParse({ id, text });
  return parsed.success ? { concept: parsed.data } : { message: parsed.error.issues[0]!.message };
}

type ConceptRowProps = { concept: Concept; onChange: (next: Concept) => void; onRemove: () => void };

/**
 * One concept; Edit opens its text in place. A concept of one line is edited in a line as it was added; one
 * with line breaks (made elsewhere) in a text area, where Shift+Enter adds a line and Enter saves.
 */
export function ConceptRow({ concept, onChange, onRemove }: ConceptRowProps) {
  const id = useId();
  const { editing, editButton, open, close } = useInlineEditing();
  const [text, setText] = useState(concept.text);
  const [error, setError] = useState<string>();

  if (editing) {
    const save = () => {
      const checked = checkConcept(text, concept.id);
      if (!("concept" in checked)) return setError(checked.message);
      if (checked.concept.text !== concept.text) onChange(checked.concept);
      close();
    };
    const common = { id, value: text, maxLength: 2000, ...errorProps(id, error) };
    return (
      <EditingItem>
        <InlineEditForm label={EDIT_IN_PLACE_TEXTS.editConcept(concept.text)} onSave={save} onCancel={close}>
          <Field id={id} label={EDIT_IN_PLACE_TEXTS.conceptText} error={error}>
            {concept.text.includes("\n") ? (
              <TextArea
                {...common}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== "Enter" || event.shiftKey) return;
                  event.preventDefault();
                  save();
                }}
              />
            ) : (
              <Input {...common} onChange={(event) => setText(event.target.value)} />
            )}
          </Field>
        </InlineEditForm>
      </EditingItem>
    );
  }

  return (
    <Item>
      <Text>{concept.text}</Text>
      <RowActions>
        <Button
          ref={editButton}
          $variant="outline"
          aria-label={EDIT_IN_PLACE_TEXTS.editConcept(concept.text)}
          onClick={() => {
            setText(concept.text);
            setError(undefined);
            open();
          }}
        >
          {EDIT_IN_PLACE_TEXTS.editLabel}
        </Button>
        <Button $variant="ghost" aria-label={CONCEPT_CARD_TEXTS.remove(concept.text)} onClick={onRemove}>
          {CONCEPT_CARD_TEXTS.removeLabel}
        </Button>
      </RowActions>
    </Item>
  );
}
