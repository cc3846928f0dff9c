import type { Ref } from "react";
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type OnChangeFn, type RowSelectionState, type SortingState } from "@tanstack/react-table";
import styled from "styled-components";
import { DASHBOARD } from "@repo/contracts/adminConsole/texts";
import type { Rating } from "@repo/contracts/models/constants";
import type { ModelListItem } from "@repo/contracts/models/schemas";
import { Button } from "shell/Button";
import { formatBirthDate, formatRegDate, socialLinks } from "../lib/formatting.ts";
import { usePhotoPicker } from "../lib/usePhotoPicker.tsx";
import { RatingSelect } from "./RatingSelect.tsx";

/** The widths of the columns that stay in view when the table scrolls sideways (select, photo, name). */
const FROZEN = { select: 40, photo: 112 } as const;

/**
 * The table scrolls inside its own box, at most a screen high, so its header (sticky top) and the
 * select, photo and name columns (sticky left) stay in view on screens too narrow for every column.
 */
const Scroll = styled.div`
  overflow: auto;
  max-height: calc(100dvh - 96px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: 0.875rem;
  th, td { padding: ${({ theme }) => theme.space(2)}; text-align: left; vertical-align: middle; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; background: ${({ theme }) => theme.colors.surface}; }
  th { position: sticky; top: 0; z-index: 2; background: ${({ theme }) => theme.colors.background}; }
  th button { background: none; border: 0; font: inherit; font-weight: 600; cursor: pointer; padding: 0; color: inherit; text-align: left; }
  /* Cells break at spaces only (a phone number or date stays whole); e-mails and handles anywhere. */
  td { min-width: 4.5rem; }
  td:nth-child(6), td:nth-child(12) { overflow-wrap: anywhere; }
  th:nth-child(-n + 3), td:nth-child(-n + 3) { position: sticky; z-index: 1; }
  th:nth-child(-n + 3) { z-index: 3; }
  th:nth-child(1), td:nth-child(1) { left: 0; width: ${FROZEN.select}px; min-width: ${FROZEN.select}px; }
  th:nth-child(2), td:nth-child(2) { left: ${FROZEN.select}px; width: ${FROZEN.photo}px; min-width: ${FROZEN.photo}px; }
  th:nth-child(3), td:nth-child(3) { left: ${FROZEN.select + FROZEN.photo}px; min-width: 8rem; box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border}; }
  td:nth-child(6) { min-width: 10rem; }
  td:nth-child(10) { white-space: nowrap; }
  td button { min-height: 32px; padding: 0 ${({ theme }) => theme.space(2)}; font-size: 0.8125rem; overflow-wrap: normal; }
  img { display: block; width: 96px; height: 96px; object-fit: cover; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.background}; }
  select { min-width: 6.5rem; }
`;

const PhotoCell = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
`;

const Links = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

type Props = {
  models: ModelListItem[];
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  rowSelection: RowSelectionState;
  onRowSelectionChange: OnChangeFn<RowSelectionState>;
  onRate: (model: ModelListItem, rating: Rating) => void;
  onReplacePhoto: (model: ModelListItem, file: File) => void;
  scrollRef?: Ref<HTMLDivElement>;
};

const sortMark = { asc: " ▲", desc: " ▼" } as const;

/**
 * The models database table (spec §2): server-side sorting and paging; rows are selected by model id.
 * `scrollRef` is its scroll box, which a page change scrolls back to the top and focuses.
 */
export function ModelsTable({ models, sorting, onSortingChange, rowSelection, onRowSelectionChange, onRate, onReplacePhoto, scrollRef }: Props) {
  const photos = usePhotoPicker(onReplacePhoto);

  const columns: ColumnDef<ModelListItem>[] = [
    {
      id: "select",
      enableSorting: false,
      header: ({ table }) => (
        <input type="checkbox" aria-label={DASHBOARD.selectAll} checked={table.getIsAllRowsSelected()} onChange={table.getToggleAllRowsSelectedHandler()} />
      ),
      cell: ({ row }) => (
        <input type="checkbox" aria-label={DASHBOARD.selectRow(row.original.fullName)} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
      ),
    },
    {
      id: "photo",
      enableSorting: false,
      header: DASHBOARD.columns.photo,
      cell: ({ row }) => (
        <PhotoCell>
          {/* The 200x200 rendition shown at 96 px: sharp on dense screens, and every column fits at 1440 px. */}
          <img src={row.original.photoPath} alt={row.original.fullName} width={96} height={96} loading="lazy" />
          <Button $variant="outline" aria-label={`${DASHBOARD.replacePhoto} ${row.original.fullName}`} onClick={() => photos.pick(row.original)}>
            {DASHBOARD.replacePhoto}
          </Button>
        </PhotoCell>
      ),
    },
    { id: "fullName", accessorKey: "fullName", header: DASHBOARD.columns.fullName },
    {
      id: "rating",
      accessorKey: "rating",
      header: DASHBOARD.columns.rating,
      cell: ({ row }) => <RatingSelect model={row.original} onRate={onRate} />,
    },
    { id: "gender", accessorKey: "gender", header: DASHBOARD.columns.gender, cell: ({ getValue }) => DASHBOARD.genderOptions[getValue<"male" | "female">()] },
    { id: "email", accessorKey: "email", header: DASHBOARD.columns.email },
    { id: "phoneNumber", accessorKey: "phoneNumber", header: DASHBOARD.columns.phoneNumber },
    { id: "city", accessorKey: "city", header: DASHBOARD.columns.city },
    { id: "country", accessorKey: "country", header: DASHBOARD.columns.country },
    { id: "dateOfBirth", accessorKey: "dateOfBirth", header: DASHBOARD.columns.dateOfBirth, cell: ({ getValue }) => formatBirthDate(getValue<string | null>()) },
    { id: "regDate", accessorKey: "regDate", header: DASHBOARD.columns.regDate, cell: ({ getValue }) => formatRegDate(getValue<string>()) },
    {
      id: "socialMedia",
      enableSorting: false,
      header: DASHBOARD.columns.socialMedia,
      cell: ({ row }) => (
        <Links>
          {socialLinks(row.original).map((link) => (
            <a key={link.network} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.network}: {link.handle}
            </a>
          ))}
        </Links>
      ),
    },
  ];

  // TanStack Table's instance is not memoizable; this app does not run the React Compiler, so nothing is lost.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: models,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (model) => String(model.id),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: true,
    state: { sorting, rowSelection },
    onSortingChange,
    onRowSelectionChange,
  });

  return (
    <>
      {photos.input}
      <Scroll ref={scrollRef} tabIndex={0} role="region" aria-label={DASHBOARD.tableLabel}>
        <Table>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th key={header.id} aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}>
                      {header.column.getCanSort() ? (
                        <button type="button" onClick={header.column.getToggleSortingHandler()}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {sorted ? sortMark[sorted] : ""}
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.length ? (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={columns.length}>{DASHBOARD.noResults}</td>
              </tr>
            )}
          </tbody>
        </Table>
      </Scroll>
    </>
  );
}
