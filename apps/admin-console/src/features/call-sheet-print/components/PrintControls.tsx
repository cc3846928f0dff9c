import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { hiddenInPrint } from "@repo/call-sheet/printStyles";
import { PRINT_VIEW_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Button } from "shell/Button";
import { toast } from "shell/toast";

const Bar = styled.nav`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  /* The bar's ends line up with the sheet below it (1040 px wide, centred). */
  padding: ${({ theme }) => theme.space(3)} max(${({ theme }) => theme.space(4)}, calc((100% - 1040px) / 2));
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${hiddenInPrint}
`;

/** Opens the browser's print dialog; a browser that refuses (some embedded views throw) gets the spec's toast. */
export function printSheet(): void {
  try {
    window.print();
  } catch {
    toast({ title: EDITOR_TEXTS.printErrorTitle, description: EDITOR_TEXTS.printError, variant: "destructive" });
  }
}

const End = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The bar over the printable sheet: back to the editor, the sharing entries (given by the app), and Print. Not printed. */
export function PrintControls({ id, sharing }: { id: string; sharing?: ReactNode }) {
  return (
    <Bar aria-label={PRINT_VIEW_TEXTS.controlsLabel}>
      <Link to={`/admin/call-sheet/${id}`}>{PRINT_VIEW_TEXTS.backToEditor}</Link>
      <End>
        {sharing}
        <Button onClick={printSheet}>{PRINT_VIEW_TEXTS.print}</Button>
      </End>
    </Bar>
  );
}
