import { useId, useState, type FormEvent } from "react";
import styled from "styled-components";
import { nextItemId } from "@repo/contracts/callSheets/rules";
import type { Concept } from "@repo/contracts/callSheets/schemas/sections";
import { CONCEPT_CARD_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { Button } from "shell/Button";
import { errorProps } from "shell/Field";
import { FieldError, Input, Label } from "shell/Input";
import { useUndoableRemoval, withItemBack, withoutItem } from "../lib/useUndoableRemoval.ts";
import { checkConcept, ConceptRow } from "./ConceptRow.tsx";
import { EditorCard, EmptyNote, ItemList } from "./EditorCard.tsx";
import type { SectionEditor } from "./sectionEditor.ts";

const Line = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  button { flex: none; }
`;

const idOf = (concept: Concept) => concept.id;

/** Concepts (spec §2, §5): add a concept with some text, edit one in place, delete one (with Undo); each change is saved at once. */
export function ConceptsCard({ editor }: { editor: SectionEditor<Concept[]> }) {
  const inputId = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const concepts = editor.value;
  const removeWithUndo = useUndoableRemoval(editor);
  // The concept keeps its id: later diffs and comments name it by it.
  const change = (next: Concept) => void editor.update(concepts.map((item) => (item.id === next.id ? next : item)));
  const remove = (concept: Concept) =>
    removeWithUndo(
      concept.text,
      (current) => withoutItem(current, idOf, concept.id),
      (current) => withItemBack(current, concepts, concept, idOf),
    );
  const add = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkConcept(text, nextItemId(concepts));
    if (!("concept" in checked)) return setError(checked.message);
    void editor.update([...concepts, checked.concept]);
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
            <ConceptRow key={concept.id} concept={concept} onChange={change} onRemove={() => remove(concept)} />
          ))}
        </ItemList>
      )}
    </EditorCard>
  );
}
