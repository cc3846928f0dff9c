import type { TeamMember } from "@repo/contracts/callSheets/schemas/sections";
import { CARD_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { useUndoableRemoval, withItemBack, withoutItem } from "../lib/useUndoableRemoval.ts";
import { AddTeamMemberForm } from "./AddTeamMemberForm.tsx";
import { EditorCard, EmptyNote, ItemList } from "./EditorCard.tsx";
import type { SectionEditor } from "./sectionEditor.ts";
import { TeamMemberRow } from "./TeamMemberRow.tsx";

const TEXTS = CARD_TEXTS.team;
const idOf = (member: TeamMember) => member.id;

/** Team (spec §2, §4): members with a "show on the shared sheet" check each (isChecked), edited in place; a removal can be undone. */
export function TeamCard({ editor }: { editor: SectionEditor<TeamMember[]> }) {
  const members = editor.value;
  const removeWithUndo = useUndoableRemoval(editor);
  // The member keeps its id: the sheet's later versions and diffs match items by it.
  const change = (next: TeamMember) => void editor.update(members.map((item) => (item.id === next.id ? next : item)));
  const remove = (member: TeamMember) =>
    removeWithUndo(
      member.name,
      (current) => withoutItem(current, idOf, member.id),
      (current) => withItemBack(current, members, member, idOf),
    );

  return (
    <EditorCard title={TEXTS.title} saving={editor.saving}>
      <AddTeamMemberForm existing={members} onAdd={(member) => void editor.update([...members, member])} />
      {members.length ? (
        <ItemList aria-label={TEXTS.list}>
          {members.map((member) => (
            <TeamMemberRow key={member.id} member={member} onChange={change} onRemove={() => remove(member)} />
          ))}
        </ItemList>
      ) : (
        <EmptyNote>{TEXTS.empty}</EmptyNote>
      )}
    </EditorCard>
  );
}
