import { useRef } from "react";
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type OnChangeFn, type RowSelectionState, type SortingState } from "@tanstack/react-table";
import styled from "styled-components";
import { DASHBOARD } from "@repo/contracts/adminConsole";
import { RATINGS, type ModelListItem, type Rating } from "@repo/contracts/models";
import { Button } from "shell/Button";
import { NativeSelect } from "shell/Input";
import { formatBirthDate, formatRegDate, socialLinks } from "../lib/formatting.ts";

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th, td { padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)}; text-align: left; vertical-align: middle; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { background: ${({ theme }) => theme.colors.background}; white-space: nowrap; }
  th button { background: none; border: 0; font: inherit; font-weight: 600; cursor: pointer; padding: 0; color: inherit; }
  td { white-space: nowrap; }
  img { display: block; width: 200px; height: 200px; object-fit: cover; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.background}; }
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
};

const sortMark = { asc: " ▲", desc: " ▼" } as const;

/** The models database table (spec §2): server-side sorting and paging; rows are selected by model id. */
export function ModelsTable({ models, sorting, onSortingChange, rowSelection, onRowSelectionChange, onRate, onReplacePhoto }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const replacing = useRef<ModelListItem | null>(null);

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
          <img src={row.original.photoPath} alt={row.original.fullName} width={200} height={200} loading="lazy" />
          <Button
            $variant="outline"
            aria-label={`${DASHBOARD.replacePhoto} ${row.original.fullName}`}
            onClick={() => {
              replacing.current = row.original;
              fileInput.current?.click();
            }}
          >
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
      cell: ({ row }) => (
        <NativeSelect aria-label={`${DASHBOARD.columns.rating}: ${row.original.fullName}`} value={row.original.rating} onChange={(event) => onRate(row.original, event.target.value as Rating)}>
          {RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {DASHBOARD.ratingValues[rating]}
            </option>
          ))}
        </NativeSelect>
      ),
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
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        data-testid="replace-photo-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file && replacing.current) onReplacePhoto(replacing.current, file);
          event.target.value = "";
        }}
      />
      <Scroll>
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
