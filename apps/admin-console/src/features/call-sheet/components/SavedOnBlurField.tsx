import { useState } from "react";
import styled from "styled-components";
import { errorProps, Field } from "shell/Field";
import { Input, TextArea as BaseTextArea } from "shell/Input";
import type { TextFieldEditor } from "../lib/useFieldEditors.ts";

const TextArea = styled(BaseTextArea)`
  min-height: 110px;
`;

type Props = {
  id: string;
  label: string;
  editor: TextFieldEditor;
  type?: "text" | "date" | "time";
  multiline?: boolean;
  /** The message shown, and the save withheld, when the field is left empty. */
  requiredMessage?: string;
  placeholder?: string;
};

/**
 * A text field of the sheet: what is typed shows at once and is saved when the field is left (spec §4).
 */
export function SavedOnBlurField({ id, label, editor, type = "text", multiline = false, requiredMessage, placeholder }: Props) {
  const [error, setError] = useState<string>();
  const commit = (value: string) => {
    if (requiredMessage && !value.trim()) {
      setError(requiredMessage);
      return;
    }
    setError(undefined);
    void editor.update(value);
  };
  const shared = {
    id,
    placeholder,
    value: editor.value,
    ...errorProps(id, error),
    onBlur: (event: { target: { value: string } }) => commit(event.target.value),
  };
  return (
    <Field id={id} label={label} error={error}>
      {multiline ? (
        <TextArea {...shared} onChange={(event) => editor.edit(event.target.value)} />
      ) : (
        <Input {...shared} type={type} onChange={(event) => editor.edit(event.target.value)} />
      )}
    </Field>
  );
}
