import { useRef, useState } from "react";
import type { RowSelectionState } from "@tanstack/react-table";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { DASHBOARD, DASHBOARD_HEADER } from "@repo/contracts/adminConsole/texts";
import { Button } from "shell/Button";
import { Dialog, DialogActions } from "shell/Dialog";
import { PageLayout } from "shell/PageLayout";
import { toast } from "shell/toast";
import { useDeleteModels } from "./api/models.ts";
import { CallSheetCard } from "./components/CallSheetCard.tsx";
import { ModelsDatabase } from "./components/ModelsDatabase.tsx";
import { MyShootings } from "./components/MyShootings.tsx";

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Wide = styled(PageLayout)`
  max-width: 1600px;
  display: grid;
  /* minmax(0, ...) lets the wide table scroll inside its card instead of widening the page */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-content: start;
`;

const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
`;

/** /admin/dashboard (also /dashboard), admin only: call sheets and the models database (spec §2). */
export function DashboardPage() {
  const navigate = useNavigate();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const deleteModels = useDeleteModels();
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]).map(Number);

  const onDeleteSelected = () => {
    if (!selectedIds.length) {
      toast({ variant: "destructive", title: DASHBOARD.toasts.noSelectionTitle, description: DASHBOARD.toasts.noSelectionDescription });
      return;
    }
    setConfirmDelete(true);
  };
  const deleteSelected = () =>
    deleteModels.mutate(selectedIds, {
      onSuccess: () => {
        toast({ title: DASHBOARD.toasts.successTitle, description: DASHBOARD.toasts.modelsDeleted });
        setRowSelection({});
      },
      onError: (error) => toast({ variant: "destructive", title: DASHBOARD.toasts.errorTitle, description: error.message }),
      onSettled: () => setConfirmDelete(false),
    });

  return (
    <Wide>
      <Header>
        <h1>{DASHBOARD_HEADER.title}</h1>
        <Actions>
          <Button $variant="destructive" disabled={!selectedIds.length} onClick={onDeleteSelected}>
            {DASHBOARD_HEADER.deleteSelected}
          </Button>
          <Button $variant="outline" onClick={() => navigate("/register-user")}>
            {DASHBOARD_HEADER.registerUser}
          </Button>
        </Actions>
      </Header>
      <TwoColumns>
        <CallSheetCard />
        <MyShootings />
      </TwoColumns>
      <ModelsDatabase rowSelection={rowSelection} setRowSelection={setRowSelection} onDeleteSelected={onDeleteSelected} listRef={list} />
      <Dialog
        open={confirmDelete}
        onOpenChange={(open) => !open && !deleteModels.isPending && setConfirmDelete(false)}
        title={DASHBOARD.deleteModelsDialog.title}
        description={DASHBOARD.deleteModelsDialog.description(selectedIds.length)}
        // The selection bar that opened it goes with the deleted rows: focus goes back to the list.
        returnFocus={() => list.current}
      >
        <DialogActions>
          <Button $variant="outline" disabled={deleteModels.isPending} onClick={() => setConfirmDelete(false)}>
            {DASHBOARD.deleteModelsDialog.cancel}
          </Button>
          <Button $variant="destructive" disabled={deleteModels.isPending} onClick={deleteSelected}>
            {DASHBOARD.deleteModelsDialog.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Wide>
  );
}
