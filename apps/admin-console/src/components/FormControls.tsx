import type { InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "shell/Button";
import { errorProps, Field } from "shell/Field";
import { Input } from "shell/Input";
import { FullWidthButton } from "./NarrowPage.tsx";

type TextFieldProps = { id: string; label: string; error?: string; registration: UseFormRegisterReturn } & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

/** A labelled text input wired to react-hook-form, with its error under it. */
export function TextField({ id, label, error, registration, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <Input id={id} {...input} {...errorProps(id, error)} {...registration} />
    </Field>
  );
}

/** The form's full-width submit button; disabled and relabelled while the request runs. */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <FullWidthButton>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </FullWidthButton>
  );
}
