import styled from "styled-components";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Button } from "shell/Button";

// Amber, not the theme's red: unsaved work is a reminder, not an error (the theme has no warning colour).
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid #f59e0b;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fffbeb;
`;

/** 'You have unsaved changes' and the one button that saves the whole schedule (spec §4). */
export function SceneAgendaUnsaved({ saving, onSave }: { saving: boolean; onSave: () => void }) {
  return (
    <Bar>
      <span role="status">{EDITOR_TEXTS.unsavedChanges}</span>
      <Button onClick={onSave} disabled={saving}>
        {EDITOR_TEXTS.saveChanges}
      </Button>
    </Bar>
  );
}
