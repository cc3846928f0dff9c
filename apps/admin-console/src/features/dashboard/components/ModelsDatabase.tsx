import { useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import type { RowSelectionState, SortingState, Updater } from "@tanstack/react-table";
import styled from "styled-components";
import { DASHBOARD } from "@repo/contracts/adminConsole/texts";
import { MODELS_PAGE_SIZE, type Rating } from "@repo/contracts/models/constants";
import type { ModelListItem } from "@repo/contracts/models/schemas";
import { Button } from "shell/Button";
import { Card, CardTitle } from "shell/Card";
import { Skeleton } from "shell/Skeleton";
import { toast } from "shell/toast";
import { DEFAULT_FILTERS, modelsUrl, useModelsQuery, useReplacePhoto, useUpdateRating, type ModelFilters as Filters } from "../api/models.ts";
import { coverPhoto } from "../lib/coverPhoto.ts";
import { useMediaQuery } from "../lib/useMediaQuery.ts";
import { ModelCards } from "./ModelCards.tsx";
import { ModelFilters } from "./ModelFilters.tsx";
import { ModelsTable } from "./ModelsTable.tsx";
import { Pagination } from "./Pagination.tsx";
import { SelectionBar } from "./SelectionBar.tsx";

const Title = styled(CardTitle)`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(3)};
`;

const Updating = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** The rows on screen while the next answer is on its way: kept, but visibly not the answer yet. */
const Rows = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.5 : 1)};
  transition: opacity 120ms;
`;

const apply = <T,>(updater: Updater<T>, current: T): T => (typeof updater === "function" ? (updater as (old: T) => T)(current) : updater);

type Props = {
  rowSelection: RowSelectionState;
  setRowSelection: Dispatch<SetStateAction<RowSelectionState>>;
  onDeleteSelected: () => void;
  /** The table's scroll box (or the cards' list on a phone): where a page change and a bulk delete leave focus. */
  listRef: RefObject<HTMLDivElement | null>;
};

/** 'Models Database' (spec §2): filters, the table (cards on a phone), paging and the selection's actions. */
export function ModelsDatabase({ rowSelection, setRowSelection, onDeleteSelected, listRef }: Props) {
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([]);
  const wide = useMediaQuery("(min-width: 768px)");
  const models = useModelsQuery(modelsUrl(filters, page, sorting));
  const updateRating = useUpdateRating();
  const replacePhoto = useReplacePhoto();
  const total = models.data?.total ?? 0;
  const pageCount = Math.ceil(total / MODELS_PAGE_SIZE);
  const selected = Object.values(rowSelection).filter(Boolean).length;
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
  const changePage = (next: number) => {
    setPage(next);
    setRowSelection({});
    // The new page starts at its top: bring the list's top into view and move focus there, not below it.
    const list = listRef.current;
    if (!list) return;
    list.scrollTop = 0;
    list.scrollIntoView({ block: "start" });
    list.focus({ preventScroll: true });
  };
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

  if (models.isPending)
    return (
      <Card aria-busy="true">
        <CardTitle>{DASHBOARD.loading}</CardTitle>
        <Skeleton $height="12rem" />
      </Card>
    );
  if (models.isError && !models.data)
    return (
      <Card role="alert">
        <CardTitle>{DASHBOARD.loadFailed}</CardTitle>
        <Button $variant="outline" onClick={() => void models.refetch()}>
          {DASHBOARD.retry}
        </Button>
      </Card>
    );
  const rows = models.data?.models ?? [];
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => setRowSelection((current) => apply(updater, current));
  return (
    <Card>
      <Title>
        {DASHBOARD.modelsTitle(total)}
        <Updating role="status">{models.isFetching ? DASHBOARD.updating : ""}</Updating>
      </Title>
      <ModelFilters filters={filters} onChange={changeFilters} onReset={reset} onExport={exportCsv} />
      <Rows $stale={models.isFetching} aria-busy={models.isFetching} data-testid="models-list">
        {wide ? (
          <ModelsTable
            scrollRef={listRef}
            models={rows}
            sorting={sorting}
            onSortingChange={(updater) => {
              setSorting((current) => apply(updater, current));
              setPage(1);
              setRowSelection({});
            }}
            rowSelection={rowSelection}
            onRowSelectionChange={onRowSelectionChange}
            onRate={rate}
            onReplacePhoto={(model, file) => void replace(model, file)}
          />
        ) : (
          <div ref={listRef} tabIndex={-1} role="region" aria-label={DASHBOARD.tableLabel}>
            <ModelCards models={rows} rowSelection={rowSelection} onRowSelectionChange={onRowSelectionChange} onRate={rate} onReplacePhoto={(model, file) => void replace(model, file)} />
          </div>
        )}
      </Rows>
      <SelectionBar count={selected} onDelete={onDeleteSelected} onClear={() => setRowSelection({})} />
      <Pagination page={page} pageCount={pageCount} onPage={changePage} />
    </Card>
  );
}
