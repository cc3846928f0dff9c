import styled from "styled-components";
import { DASHBOARD, DASHBOARD_HEADER } from "@repo/contracts/adminConsole/texts";
import { Button } from "shell/Button";

/**
 * Placed after the list and sticky at the bottom of the screen while the models card is on it, so the
 * count and the bulk actions stay beside rows ticked far down the list.
 */
const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  strong { font-weight: 600; }
  div { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; }
  /* On a phone: into the card's padding, smaller buttons, so both fit on one line under the count. */
  @media (max-width: 767.98px) {
    margin: ${({ theme }) => theme.space(3)} -${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    gap: ${({ theme }) => theme.space(2)};
    button { min-height: 36px; padding: 0 ${({ theme }) => theme.space(2)}; font-size: 0.875rem; }
  }
`;

/** The selection's count and actions; shown only while models are selected. */
export function SelectionBar({ count, onDelete, onClear }: { count: number; onDelete: () => void; onClear: () => void }) {
  if (!count) return null;
  return (
    <Bar role="region" aria-label={DASHBOARD.selection.label}>
      <strong aria-live="polite">{DASHBOARD.selection.count(count)}</strong>
      <div>
        <Button $variant="outline" onClick={onClear}>
          {DASHBOARD.selection.clear}
        </Button>
        <Button $variant="destructive" onClick={onDelete}>
          {DASHBOARD_HEADER.deleteSelected}
        </Button>
      </div>
    </Bar>
  );
}
