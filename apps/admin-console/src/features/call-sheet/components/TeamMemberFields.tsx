import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import { teamMemberSchema, type TeamMember } from "@repo/contracts/callSheets/schemas/sections";
import { CARD_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Field, errorProps } from "shell/Field";
import { Input } from "shell/Input";
import { FieldGrid } from "./EditorCard.tsx";

const TEXTS = CARD_TEXTS.team;

/** What the add form and a row opened for editing type into. */
export type TeamMemberForm = { role: string; name: string; phoneNumber: string; email: string };
export type TeamMemberErrors = Partial<Record<keyof TeamMemberForm, string>>;
export const EMPTY_TEAM_MEMBER_FORM: TeamMemberForm = { role: "", name: "", phoneNumber: "", email: "" };
export const formOfMember = ({ role, name, phoneNumber, email }: TeamMember): TeamMemberForm => ({ role, name, phoneNumber, email });

/**
 * The member the form makes (`base` keeps the id and the check), checked by the section's own schema: what
 * passes here is what the API stores. Role or name missing is the spec's one message (§5).
 */
export function checkTeamMember(form: TeamMemberForm, base: Pick<TeamMember, "id" | "isChecked">): { member: TeamMember } | { message: string; errors: TeamMemberErrors } {
  if (!form.role.trim() || !form.name.trim()) {
    const errors: TeamMemberErrors = {};
    if (!form.role.trim()) errors.role = SECTION_MESSAGES.roleRequired;
    if (!form.name.trim()) errors.name = SECTION_MESSAGES.nameRequired;
    return { message: SECTION_MESSAGES.teamRequired, errors };
  }
  const parsed = teamMemberSchema.safeParse({ ...base, role: form.role, name: form.name, phoneNumber: form.phoneNumber.trim(), email: form.email.trim() });
  if (parsed.success) return { member: parsed.data };
  const errors: TeamMemberErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof TeamMemberForm;
    errors[key] ??= issue.message;
  }
  return { message: parsed.error.issues[0]!.message, errors };
}

/** Role, Name, Phone, E-mail: the add form's fields (`idPrefix` "team") and an edited row's. */
export function TeamMemberFields({ idPrefix, form, errors = {}, onChange }: { idPrefix: string; form: TeamMemberForm; errors?: TeamMemberErrors; onChange: (form: TeamMemberForm) => void }) {
  const field = (key: keyof TeamMemberForm, label: string, type = "text") => {
    const id = `${idPrefix}-${key}`;
    return (
      <Field id={id} label={label} error={errors[key]}>
        <Input id={id} type={type} value={form[key]} onChange={(event) => onChange({ ...form, [key]: event.target.value })} {...errorProps(id, errors[key])} />
      </Field>
    );
  };
  return (
    <FieldGrid>
      {field("role", TEXTS.role)}
      {field("name", TEXTS.name)}
      {field("phoneNumber", TEXTS.phone, "tel")}
      {field("email", TEXTS.email, "email")}
    </FieldGrid>
  );
}
