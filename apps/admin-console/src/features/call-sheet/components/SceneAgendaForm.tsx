import { useId, useState, type FormEvent, type ReactNode } from "react";
import styled from "styled-components";
import { type Scene, type SceneFormFields, sceneFormSchema } from "@repo/contracts/callSheets/schemas/sections";
import { EDITOR_TRUST_TEXTS as TRUST } from "@repo/contracts/adminConsole/editorTrustTexts";
import { SCENE_CARD_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { Button } from "shell/Button";
import { errorProps, Field } from "shell/Field";
import { Input, TextArea as BaseTextArea } from "shell/Input";
import { useUnaddedForm } from "../lib/unaddedForms.ts";
import { FieldGrid } from "./EditorCard.tsx";

/** What the scene form edits (contracts' sceneFormSchema). `method` is not among them: the form's "shooting method" is `instructions` (spec §3). */
export type SceneFields = SceneFormFields;
type FieldName = keyof SceneFields;

export const EMPTY_SCENE: SceneFields = { name: "", date: "", time: "", endTime: "", description: "", instructions: "" };

/** The stored limit of a scene's name (contracts' sceneSchema): the input stops there and says so. */
export const SCENE_NAME_MAX = 200;

const sameFields = (a: SceneFields, b: SceneFields) => (Object.keys(a) as FieldName[]).every((name) => a[name] === b[name]);
const blank = (fields: SceneFields) => (Object.values(fields) as string[]).every((value) => !value.trim());

const Hint = styled.p<{ $full: boolean }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.8125rem;
  color: ${({ theme, $full }) => ($full ? theme.colors.text : theme.colors.mutedText)};
  font-weight: ${({ $full }) => ($full ? 600 : 400)};
`;

/** A scene's form fields only: sceneFormSchema is strict, an `id` among them would be refused. */
export const sceneFields = ({ name, date, time, endTime, description, instructions }: Scene): SceneFields => ({ name, date, time, endTime, description, instructions });

const TextArea = styled(BaseTextArea)`
  min-height: 88px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const inputs: { name: FieldName; label: string; type?: "date" | "time"; maxLength?: number }[] = [
  { name: "name", label: SCENE_CARD_TEXTS.name, maxLength: SCENE_NAME_MAX },
  { name: "date", label: SCENE_CARD_TEXTS.date, type: "date" },
  { name: "time", label: SCENE_CARD_TEXTS.startTime, type: "time" },
  { name: "endTime", label: SCENE_CARD_TEXTS.endTime, type: "time" },
];

type SceneAgendaFormProps = {
  initial: SceneFields;
  submitLabel: string;
  onSubmit: (fields: SceneFields) => void;
  /** Given for the inline edit form: Cancel (and Escape) leave the scene as it was. */
  onCancel?: () => void;
  /** Shown after Save and Cancel: the scene's Move buttons while it is being edited. */
  extraActions?: ReactNode;
};

/**
 * The scene form: the add form at the top of the card, and the inline edit form of a scene. What is typed
 * here is not the sheet's until added or saved, so the form tells the editor while it holds any
 * (useUnaddedForm): Print, Download PDF, Share and leaving the editor (a link, the back button, closing
 * the tab) ask about it.
 */
export function SceneAgendaForm({ initial, submitLabel, onSubmit, onCancel, extraActions }: SceneAgendaFormProps) {
  const prefix = useId();
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const set = (name: FieldName, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    // A message about what was there goes once the field is typed in again.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };
  useUnaddedForm(sameFields(fields, initial) ? null : onCancel ? TRUST.editedSceneForm(initial.name || SCENE_CARD_TEXTS.title) : TRUST.newSceneForm);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty new scene would be an 'Untitled Scene' nobody meant to add.
    if (!onCancel && blank(fields)) {
      setErrors({ name: TRUST.emptyScene });
      return;
    }
    // The stored schema checks the form too, so the form refuses exactly what the server would.
    const parsed = sceneFormSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    onSubmit(parsed.data);
    setErrors({});
    if (!onCancel) setFields(EMPTY_SCENE);
  };
  const id = (name: FieldName) => `${prefix}-${name}`;
  return (
    <form onSubmit={submit} onKeyDown={(event) => onCancel && event.key === "Escape" && onCancel()} noValidate>
      <FieldGrid>
        {inputs.map(({ name, label, type, maxLength }) => (
          <Field key={name} id={id(name)} label={label} error={errors[name]}>
            <Input
              id={id(name)}
              type={type ?? "text"}
              maxLength={maxLength}
              value={fields[name]}
              onChange={(event) => set(name, event.target.value)}
              {...errorProps(id(name), errors[name])}
              aria-describedby={[errors[name] ? `${id(name)}-error` : "", maxLength ? `${id(name)}-limit` : ""].filter(Boolean).join(" ") || undefined}
            />
            {maxLength ? <NameLimit id={`${id(name)}-limit`} length={fields[name].length} max={maxLength} /> : null}
          </Field>
        ))}
      </FieldGrid>
      <Field id={id("description")} label={SCENE_CARD_TEXTS.description} error={errors.description}>
        <TextArea id={id("description")} maxLength={5000} value={fields.description} onChange={(event) => set("description", event.target.value)} {...errorProps(id("description"), errors.description)} />
      </Field>
      <Field id={id("instructions")} label={SCENE_CARD_TEXTS.method} error={errors.instructions}>
        <Input id={id("instructions")} maxLength={5000} value={fields.instructions} onChange={(event) => set("instructions", event.target.value)} {...errorProps(id("instructions"), errors.instructions)} />
      </Field>
      <Actions>
        <Button type="submit">{submitLabel}</Button>
        {onCancel ? (
          <Button $variant="outline" onClick={onCancel}>
            {SCENE_CARD_TEXTS.cancel}
          </Button>
        ) : null}
        {extraActions}
      </Actions>
    </form>
  );
}

/**
 * The count once a name nears its limit, and the limit in words when reached (the input stops typing
 * there without a sound: before, a pasted 250-character name lost its end silently).
 */
function NameLimit({ id, length, max }: { id: string; length: number; max: number }) {
  const full = length >= max;
  // Always in the page (empty until near the limit), so the live region is there before it speaks.
  return (
    <Hint id={id} $full={full} aria-live="polite">
      {full ? TRUST.nameLimit(max) : length >= max - 20 ? TRUST.nameCount(length, max) : null}
    </Hint>
  );
}
