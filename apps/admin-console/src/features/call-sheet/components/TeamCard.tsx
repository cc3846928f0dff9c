import styled from "styled-components";
import type { TeamMember } from "@repo/contracts/callSheets/schemas/sections";
import { CARD_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Button } from "shell/Button";
import { Checkbox } from "shell/Checkbox";
import { AddTeamMemberForm } from "./AddTeamMemberForm.tsx";
import { EditorCard, EmptyNote, Item, ItemList, Muted } from "./EditorCard.tsx";
import type { SectionEditor } from "./sectionEditor.ts";

const TEXTS = CARD_TEXTS.team;

const Who = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  strong { margin-right: ${({ theme }) => theme.space(2)}; }
`;

/** Team (spec §2, §4): members with a "show on the shared sheet" check each (isChecked). */
export function TeamCard({ editor }: { editor: SectionEditor<TeamMember[]> }) {
  const members = editor.value;
  const replace = (member: TeamMember, next: TeamMember | null) =>
    void editor.update(next ? members.map((item) => (item.id === member.id ? next : item)) : members.filter((item) => item.id !== member.id));

  return (
    <EditorCard title={TEXTS.title} saving={editor.saving}>
      <AddTeamMemberForm existing={members} onAdd={(member) => void editor.update([...members, member])} />
      {members.length ? (
        <ItemList aria-label={TEXTS.list}>
          {members.map((member) => (
            <Item key={member.id}>
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
                  onChange={(event) => replace(member, { ...member, isChecked: event.target.checked })}
                />
              </div>
              <Button $variant="outline" onClick={() => replace(member, null)} aria-label={TEXTS.remove(member.name)}>
                ✕
              </Button>
            </Item>
          ))}
        </ItemList>
      ) : (
        <EmptyNote>{TEXTS.empty}</EmptyNote>
      )}
    </EditorCard>
  );
}
