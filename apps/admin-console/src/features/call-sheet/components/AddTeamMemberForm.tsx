import { useState, type FormEvent } from "react";
import { nextItemId } from "@repo/contracts/callSheets/rules";
import type { TeamMember } from "@repo/contracts/callSheets/schemas/sections";
import { CARD_TEXTS, EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Button } from "shell/Button";
import { toast } from "shell/toast";
import { checkTeamMember, EMPTY_TEAM_MEMBER_FORM, TeamMemberFields } from "./TeamMemberFields.tsx";

const TEXTS = CARD_TEXTS.team;

/** Adds a team member (spec §5): role and name required, phone and e-mail optional (an e-mail, when given, must be one). */
export function AddTeamMemberForm({ existing, onAdd }: { existing: readonly TeamMember[]; onAdd: (member: TeamMember) => void }) {
  const [form, setForm] = useState(EMPTY_TEAM_MEMBER_FORM);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTeamMember(form, { id: nextItemId(existing), isChecked: false });
    if (!("member" in checked)) {
      toast({ variant: "destructive", title: EDITOR_TEXTS.errorTitle, description: checked.message });
      return;
    }
    onAdd(checked.member);
    setForm(EMPTY_TEAM_MEMBER_FORM);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={TEXTS.add}>
      <TeamMemberFields idPrefix="team" form={form} onChange={setForm} />
      <Button type="submit">{TEXTS.add}</Button>
    </form>
  );
}
