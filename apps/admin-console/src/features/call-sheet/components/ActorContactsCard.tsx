import styled from "styled-components";
import { formatBirthDate } from "@repo/call-sheet/formatDates";
import type { Actor } from "@repo/contracts/callSheets/schemas/editor";
import type { ActorContact } from "@repo/contracts/callSheets/schemas/sections";
import { CARD_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Button } from "shell/Button";
import { useUndoableRemoval, withItemBack, withoutItem } from "../lib/useUndoableRemoval.ts";
import { ActorPicker } from "./ActorPicker.tsx";
import { EditorCard, EmptyNote, Item, ItemList, Muted } from "./EditorCard.tsx";
import type { SectionEditor } from "./sectionEditor.ts";

const TEXTS = CARD_TEXTS.actors;

const Photo = styled.img`
  width: 56px;
  height: 56px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const NoPhoto = styled.div`
  width: 56px;
  height: 56px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Name = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** The actor's copy of the model's fields (spec §3): the sheet keeps them even if the model changes later. */
export const contactOf = (actor: Actor): ActorContact => ({
  modelId: actor.id,
  photoPath: actor.photoPath,
  fullName: actor.fullName,
  dateOfBirth: actor.dateOfBirth,
  city: actor.city,
  country: actor.country,
  phoneNumber: actor.phoneNumber,
  email: actor.email,
});

const modelIdOf = (contact: ActorContact) => contact.modelId;

/** Actor Contacts (spec §2): models picked from the database, with photo, name and birth date; a removal can be undone. */
export function ActorContactsCard({ editor }: { editor: SectionEditor<ActorContact[]> }) {
  const contacts = editor.value;
  const removeWithUndo = useUndoableRemoval(editor);
  const taken = new Set(contacts.map((contact) => contact.modelId));
  return (
    <EditorCard title={TEXTS.title} saving={editor.saving}>
      <ActorPicker taken={taken} onPick={(actor) => void editor.update([...contacts, contactOf(actor)])} />
      {contacts.length ? (
        <ItemList aria-label={TEXTS.list}>
          {contacts.map((contact) => (
            <Item key={contact.modelId}>
              {contact.photoPath ? <Photo src={contact.photoPath} alt={TEXTS.photoOf(contact.fullName)} loading="lazy" /> : <NoPhoto aria-hidden />}
              <div>
                <Name>{contact.fullName}</Name>
                {contact.dateOfBirth ? (
                  <Muted>
                    {TEXTS.born} {formatBirthDate(contact.dateOfBirth)}
                  </Muted>
                ) : null}
                <Muted>{[contact.city, contact.country].filter(Boolean).join(", ")}</Muted>
                <Muted>{[contact.phoneNumber, contact.email].filter(Boolean).join(" · ")}</Muted>
              </div>
              <Button
                $variant="outline"
                aria-label={TEXTS.remove(contact.fullName)}
                onClick={() =>
                  removeWithUndo(
                    contact.fullName,
                    (current) => withoutItem(current, modelIdOf, contact.modelId),
                    (current) => withItemBack(current, contacts, contact, modelIdOf),
                  )
                }
              >
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
