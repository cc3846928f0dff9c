import { useId, useState, type FormEvent } from "react";
import styled from "styled-components";
import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import { nextItemId } from "@repo/contracts/callSheets/rules";
import type { Concept } from "@repo/contracts/callSheets/schemas/sections";
import { CONCEPT_CARD_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { Button } from "shell/Button";
import { errorProps } from "shell/Field";
import { FieldError, Input, Label } from "shell/Input";
import { EditorCard, EmptyNote, Item, ItemList } from "./EditorCard.tsx";
import type { SectionEditor } from "./sectionEditor.ts";

const Line = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  button { flex: none; }
`;

const Text = styled.div`
  white-space: pre-line;
`;

/** Concepts (spec §2, §5): add a concept with some text, delete one; each change is saved at once. */
export function ConceptsCard({ editor }: { editor: SectionEditor<Concept[]> }) {
  const inputId = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const concepts = editor.value;
  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(SECTION_MESSAGES.conceptRequired);
    void editor.update([...concepts, { id: nextItemId(concepts), text: trimmed }]);
    setText("");
    setError(undefined);
  };
  return (
    <EditorCard title={CONCEPT_CARD_TEXTS.title} saving={editor.saving}>
      <form onSubmit={add} noValidate>
        <Label htmlFor={inputId}>{CONCEPT_CARD_TEXTS.newConcept}</Label>
        <Line>
          <Input id={inputId} value={text} maxLength={2000} onChange={(event) => setText(event.target.value)} {...errorProps(inputId, error)} />
          <Button type="submit">{CONCEPT_CARD_TEXTS.add}</Button>
        </Line>
        {error ? <FieldError id={`${inputId}-error`}>{error}</FieldError> : null}
      </form>
      {concepts.length === 0 ? (
        <EmptyNote>{CONCEPT_CARD_TEXTS.empty}</EmptyNote>
      ) : (
        <ItemList aria-label={CONCEPT_CARD_TEXTS.listLabel}>
          {concepts.map((concept) => (
            <Item key={concept.id}>
              <Text>{concept.text}</Text>
              <Button
                $variant="ghost"
                aria-label={CONCEPT_CARD_TEXTS.remove(concept.text)}
                onClick={() => void editor.update(concepts.filter((entry) => entry.id !== concept.id))}
              >
                {CONCEPT_CARD_TEXTS.removeLabel}
              </Button>
            </Item>
          ))}
        </ItemList>
      )}
    </EditorCard>
  );
}
