import { useState } from "react";
import styled from "styled-components";
import type { TeamMember } from "@repo/contracts/callSheets/schemas/sections";
import { EDIT_IN_PLACE_TEXTS } from "@repo/contracts/callSheets/texts/editInPlace";
import { CARD_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Button } from "shell/Button";
import { Checkbox } from "shell/Checkbox";
import { Item, Muted } from "./EditorCard.tsx";
import { EditingItem, InlineEditForm, useInlineEditing } from "./InlineEditForm.tsx";
import { RowActions } from "./RowFrame.tsx";
import { checkTeamMember, formOfMember, TeamMemberFields, type TeamMemberErrors } from "./TeamMemberFields.tsx";

const TEXTS = CARD_TEXTS.team;

const Who = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  strong { margin-right: ${({ theme }) => theme.space(2)}; }
`;

type TeamMemberRowProps = { member: TeamMember; onChange: (next: TeamMember) => void; onRemove: () => void };

/** One team member: role, name, contacts and the shared-sheet check; Edit opens the fields in place, ✕ removes. */
export function TeamMemberRow({ member, onChange, onRemove }: TeamMemberRowProps) {
  const { editing, editButton, open, close } = useInlineEditing();
  const [form, setForm] = useState(() => formOfMember(member));
  const [errors, setErrors] = useState<TeamMemberErrors>({});

  if (editing) {
    const save = () => {
      const checked = checkTeamMember(form, member);
      if (!("member" in checked)) return setErrors(checked.errors);
      // An unchanged row sends nothing.
      if (JSON.stringify(checked.member) !== JSON.stringify(member)) onChange(checked.member);
      close();
    };
    return (
      <EditingItem>
        <InlineEditForm label={EDIT_IN_PLACE_TEXTS.edit(member.name)} onSave={save} onCancel={close}>
          <TeamMemberFields idPrefix={`team-${member.id}`} form={form} errors={errors} onChange={setForm} />
        </InlineEditForm>
      </EditingItem>
    );
  }

  return (
    <Item>
      <div>
        <Who>
          <strong>{member.role}</strong>
          {member.name}
        </Who>
        {member.phoneNumber || member.email ? <Muted>{[member.phoneNumber, member.email].filter(Boolean).join(" · ")}</Muted> : null}
        <Checkbox
          label={TEXTS.showOnSheet}
          aria-label={`${TEXTS.showOnSheet}: ${member.name}`}
          checked={member.isChecked}
          onChange={(event) => onChange({ ...member, isChecked: event.target.checked })}
        />
      </div>
      <RowActions>
        <Button
          ref={editButton}
          $variant="outline"
          aria-label={EDIT_IN_PLACE_TEXTS.edit(member.name)}
          onClick={() => {
            setForm(formOfMember(member));
            setErrors({});
            open();
          }}
        >
          {EDIT_IN_PLACE_TEXTS.editLabel}
        </Button>
        <Button $variant="outline" onClick={onRemove} aria-label={TEXTS.remove(member.name)}>
          ✕
        </Button>
      </RowActions>
    </Item>
  );
}
