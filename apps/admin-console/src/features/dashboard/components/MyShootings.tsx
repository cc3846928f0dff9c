import { useRef, useState } from "react";
import styled from "styled-components";
import { MY_SHOOTINGS_PAGE_SIZE } from "@repo/contracts/adminConsole/constants";
import { DASHBOARD } from "@repo/contracts/adminConsole/texts";
import { Button } from "shell/Button";
import { Card, CardTitle } from "shell/Card";
import { Dialog, DialogActions } from "shell/Dialog";
import { Input } from "shell/Input";
import { Skeleton } from "shell/Skeleton";
import { toast } from "shell/toast";
import { CALL_SHEETS_KEY, useDeleteCallSheet } from "../../../lib/callSheets.ts";
import { useRefetchWhenBack } from "../../../lib/useRefetchWhenBack.ts";
import { useCallSheetPage } from "../api/callSheets.ts";
import { ShootingItem } from "./ShootingItem.tsx";

const List = styled.ul<{ $busy: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  transition: opacity 120ms;
`;

const Search = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  div { display: flex; gap: ${({ theme }) => theme.space(2)}; }
`;

/**
 * 'My Shootings' (spec §2): the next shoots first, MY_SHOOTINGS_PAGE_SIZE at a time, with a title search
 * and paging for the rest, so a long history never pushes the models database out of reach.
 */
export function MyShootings() {
  const [search, setSearch] = useState("");
  const [draft, setDraft] = useState("");
  const [offset, setOffset] = useState(0);
  const sheets = useCallSheetPage({ limit: MY_SHOOTINGS_PAGE_SIZE, offset, search });
  useRefetchWhenBack(CALL_SHEETS_KEY);
  const remove = useDeleteCallSheet();
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const texts = DASHBOARD.shootings;
  const total = sheets.data?.total ?? 0;
  // A delete that empties the last page moves back to the one before it.
  if (sheets.data && !sheets.isPlaceholderData && offset > 0 && offset >= total) setOffset(Math.max(0, offset - MY_SHOOTINGS_PAGE_SIZE));

  const confirmDelete = () => {
    if (pendingDelete === null) return;
    remove.mutate(pendingDelete, {
      onSuccess: () => toast({ title: DASHBOARD.toasts.successTitle, description: DASHBOARD.toasts.callSheetDeleted }),
      onError: () => toast({ variant: "destructive", title: DASHBOARD.toasts.errorTitle, description: DASHBOARD.toasts.callSheetDeleteFailed }),
      onSettled: () => setPendingDelete(null),
    });
  };
  const shown = sheets.data?.sheets ?? [];

  return (
    <Card aria-busy={sheets.isFetching}>
      <CardTitle ref={heading} tabIndex={-1}>
        {texts.title}
      </CardTitle>
      <Search
        role="search"
        aria-label={texts.search}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
          setOffset(0);
        }}
      >
        <Input type="search" aria-label={texts.search} placeholder={texts.searchPlaceholder} value={draft} onChange={(event) => setDraft(event.target.value)} />
        <Button type="submit" $variant="outline">
          {texts.searchButton}
        </Button>
      </Search>
      {sheets.isPending ? (
        <Skeleton $height="3rem" />
      ) : !shown.length ? (
        <p>{search ? texts.noMatch(search) : texts.empty}</p>
      ) : (
        <List $busy={sheets.isPlaceholderData}>
          {shown.map((sheet) => (
            <ShootingItem key={sheet.id} sheet={sheet} onDelete={(target) => setPendingDelete(target.id)} />
          ))}
        </List>
      )}
      {total > MY_SHOOTINGS_PAGE_SIZE ? (
        <Pager aria-label={texts.pages}>
          <span>{texts.range(offset + 1, Math.min(offset + MY_SHOOTINGS_PAGE_SIZE, total), total)}</span>
          <div>
            <Button $variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - MY_SHOOTINGS_PAGE_SIZE))}>
              {texts.previous}
            </Button>
            <Button $variant="outline" disabled={offset + MY_SHOOTINGS_PAGE_SIZE >= total} onClick={() => setOffset(offset + MY_SHOOTINGS_PAGE_SIZE)}>
              {texts.next}
            </Button>
          </div>
        </Pager>
      ) : null}
      <Dialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && !remove.isPending && setPendingDelete(null)}
        title={texts.dialogTitle}
        description={texts.dialogDescription}
        // Once the sheet is deleted its button is gone: the list's heading is where the reader was.
        returnFocus={() => heading.current}
      >
        <DialogActions>
          <Button $variant="outline" onClick={() => setPendingDelete(null)} disabled={remove.isPending}>
            {texts.cancel}
          </Button>
          <Button $variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
            {texts.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
