import { useState } from "react";
import type { RowSelectionState, SortingState, Updater } from "@tanstack/react-table";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { DASHBOARD, DASHBOARD_HEADER } from "@repo/contracts/adminConsole";
import { AUTH_MESSAGES } from "@repo/contracts/auth";
import { MODELS_PAGE_SIZE, type ModelListItem, type Rating } from "@repo/contracts/models";
import { Button } from "shell/Button";
import { Card, CardTitle } from "shell/Card";
import { Dialog, DialogActions } from "shell/Dialog";
import { PageLayout } from "shell/PageLayout";
import { Skeleton } from "shell/Skeleton";
import { toast } from "shell/toast";
import { useAdminLogout } from "./api/adminLogout.ts";
import { DEFAULT_FILTERS, modelsUrl, useDeleteModels, useModelsQuery, useReplacePhoto, useUpdateRating, type ModelFilters as Filters } from "./api/models.ts";
import { CallSheetCard } from "./components/CallSheetCard.tsx";
import { ModelFilters } from "./components/ModelFilters.tsx";
import { ModelsTable } from "./components/ModelsTable.tsx";
import { MyShootings } from "./components/MyShootings.tsx";
import { Pagination } from "./components/Pagination.tsx";
import { coverPhoto } from "./lib/coverPhoto.ts";

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

const apply = <T,>(updater: Updater<T>, current: T): T => (typeof updater === "function" ? (updater as (old: T) => T)(current) : updater);

/** /admin/dashboard (also /dashboard), admin only: call sheets and the models database (spec §2). */
export function DashboardPage() {
  const navigate = useNavigate();
  const logout = useAdminLogout();
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const url = modelsUrl(filters, page, sorting);
  const models = useModelsQuery(url);
  const updateRating = useUpdateRating();
  const replacePhoto = useReplacePhoto();
  const deleteModels = useDeleteModels();
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]).map(Number);
  const total = models.data?.total ?? 0;
  const pageCount = Math.ceil(total / MODELS_PAGE_SIZE);
  // Deleting or re-rating the last rows of the last page shrinks the list under us: follow it back.
  if (models.data && !models.isPlaceholderData && pageCount > 0 && page > pageCount) setPage(pageCount);

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
    setRowSelection({});
  };
  const reset = () => {
    changeFilters(DEFAULT_FILTERS);
    setSorting([]);
    toast({ title: DASHBOARD.toasts.filtersResetTitle, description: DASHBOARD.toasts.filtersResetDescription });
  };
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate("/admin/login", { replace: true }),
      onError: (error) => toast({ variant: "destructive", title: AUTH_MESSAGES.logoutErrorTitle, description: error.message }),
    });
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
  const rate = (model: ModelListItem, rating: Rating) =>
    updateRating.mutate(
      { id: model.id, rating },
      {
        onSuccess: () => toast({ title: DASHBOARD.toasts.successTitle, description: DASHBOARD.toasts.ratingUpdated }),
        onError: (error) => toast({ variant: "destructive", title: DASHBOARD.toasts.errorTitle, description: error.message || DASHBOARD.toasts.ratingFailed }),
      },
    );
  const replace = async (model: ModelListItem, file: File) => {
    const failed = () => toast({ variant: "destructive", title: DASHBOARD.toasts.errorTitle, description: DASHBOARD.toasts.photoFailed });
    let photoPath: string;
    try {
      photoPath = await coverPhoto(file);
    } catch {
      failed();
      return;
    }
    replacePhoto.mutate(
      { id: model.id, photoPath },
      { onSuccess: () => toast({ title: DASHBOARD.toasts.successTitle, description: DASHBOARD.toasts.photoUpdated }), onError: failed },
    );
  };
  const exportCsv = () => {
    const query = new URL(modelsUrl(filters, 1, sorting), window.location.origin).searchParams;
    query.delete("page");
    query.delete("limit");
    window.location.assign(`/api/models/export.csv?${query}`);
  };

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
          <Button $variant="outline" disabled={logout.isPending} onClick={onLogout}>
            {DASHBOARD_HEADER.logout}
          </Button>
        </Actions>
      </Header>
      <TwoColumns>
        <CallSheetCard />
        <MyShootings />
      </TwoColumns>
      {models.isPending ? (
        <Card aria-busy="true">
          <CardTitle>{DASHBOARD.loading}</CardTitle>
          <Skeleton $height="12rem" />
        </Card>
      ) : models.isError && !models.data ? (
        <Card role="alert">
          <CardTitle>{DASHBOARD.loadFailed}</CardTitle>
          <Button $variant="outline" onClick={() => void models.refetch()}>
            {DASHBOARD.retry}
          </Button>
        </Card>
      ) : (
        <Card aria-busy={models.isFetching}>
          <CardTitle>{DASHBOARD.modelsTitle(total)}</CardTitle>
          <ModelFilters filters={filters} onChange={changeFilters} onReset={reset} onExport={exportCsv} />
          <ModelsTable
            models={models.data?.models ?? []}
            sorting={sorting}
            onSortingChange={(updater) => {
              setSorting((current) => apply(updater, current));
              setPage(1);
              setRowSelection({});
            }}
            rowSelection={rowSelection}
            onRowSelectionChange={(updater) => setRowSelection((current) => apply(updater, current))}
            onRate={rate}
            onReplacePhoto={(model, file) => void replace(model, file)}
          />
          <Pagination
            page={page}
            pageCount={pageCount}
            onPage={(next) => {
              setPage(next);
              setRowSelection({});
            }}
          />
        </Card>
      )}
      <Dialog
        open={confirmDelete}
        onOpenChange={(open) => !open && !deleteModels.isPending && setConfirmDelete(false)}
        title={DASHBOARD.deleteModelsDialog.title}
        description={DASHBOARD.deleteModelsDialog.description(selectedIds.length)}
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
