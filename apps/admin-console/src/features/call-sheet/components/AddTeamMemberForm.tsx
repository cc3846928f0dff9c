import { useState, type FormEvent } from "react";
import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import { nextItemId } from "@repo/contracts/callSheets/rules";
import type { TeamMember } from "@repo/contracts/callSheets/schemas/sections";
import { CARD_TEXTS, EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Button } from "shell/Button";
import { Field } from "shell/Field";
import { Input } from "shell/Input";
import { toast } from "shell/toast";
import { FieldGrid } from "./EditorCard.tsx";

const TEXTS = CARD_TEXTS.team;
const EMPTY = { role: "", name: "", phoneNumber: "", email: "" };

/** Adds a team member (spec §5): role and name required, phone and e-mail optional. */
export function AddTeamMemberForm({ existing, onAdd }: { existing: readonly TeamMember[]; onAdd: (member: TeamMember) => void }) {
  const [form, setForm] = useState(EMPTY);
  const field = (key: keyof typeof EMPTY, label: string, type = "text") => (
    <Field id={`team-${key}`} label={label}>
      <Input id={`team-${key}`} type={type} value={form[key]} onChange={(event) => setForm((current) => ({ ...current, [key]: event.target.value }))} />
    </Field>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.role.trim() || !form.name.trim()) {
      toast({ variant: "destructive", title: EDITOR_TEXTS.errorTitle, description: SECTION_MESSAGES.teamRequired });
      return;
    }
    onAdd({ id: nextItemId(existing), role: form.role.trim(), name: form.name.trim(), phoneNumber: form.phoneNumber.trim(), email: form.email.trim(), isChecked: false });
    setForm(EMPTY);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={TEXTS.add}>
      <FieldGrid>
        {field("role", TEXTS.role)}
        {field("name", TEXTS.name)}
        {field("phoneNumber", TEXTS.phone, "tel")}
        {field("email", TEXTS.email, "email")}
      </FieldGrid>
      <Button type="submit">{TEXTS.add}</Button>
    </form>
  );
}
