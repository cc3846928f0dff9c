import { useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { DASHBOARD } from "@repo/contracts/adminConsole";
import { Button } from "shell/Button";
import { Card, CardTitle } from "shell/Card";
import { Dialog, DialogActions } from "shell/Dialog";
import { Skeleton } from "shell/Skeleton";
import { toast } from "shell/toast";
import { useCallSheets, useDeleteCallSheet } from "../../../lib/callSheets.ts";
import { formatShootingDate } from "../lib/formatting.ts";

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0 0 ${({ theme }) => theme.space(1)}; font-size: 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0 ${({ theme }) => theme.space(2)}; margin: 0; font-size: 0.875rem; }
  dt { color: ${({ theme }) => theme.colors.mutedText}; }
  dd { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

/** 'My Shootings' (spec §2): each sheet with its details, view, print and a confirmed delete. */
export function MyShootings() {
  const sheets = useCallSheets();
  const remove = useDeleteCallSheet();
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const texts = DASHBOARD.shootings;

  const confirmDelete = () => {
    if (pendingDelete === null) return;
    remove.mutate(pendingDelete, {
      onSuccess: () => toast({ title: DASHBOARD.toasts.successTitle, description: DASHBOARD.toasts.callSheetDeleted }),
      onError: () => toast({ variant: "destructive", title: DASHBOARD.toasts.errorTitle, description: DASHBOARD.toasts.callSheetDeleteFailed }),
      onSettled: () => setPendingDelete(null),
    });
  };

  return (
    <Card>
      <CardTitle>{texts.title}</CardTitle>
      {sheets.isPending ? (
        <Skeleton $height="3rem" />
      ) : !sheets.data?.length ? (
        <p>{texts.empty}</p>
      ) : (
        <List>
          {sheets.data.map((sheet) => (
            <Item key={sheet.id}>
              <div>
                <h3>{sheet.shootingTitle}</h3>
                <dl>
                  <dt>{texts.client}</dt>
                  <dd>{sheet.client || texts.notSet}</dd>
                  <dt>{texts.date}</dt>
                  <dd>{formatShootingDate(sheet.shootingDate)}</dd>
                  <dt>{texts.time}</dt>
                  <dd>{sheet.shootingTime || texts.notSet}</dd>
                  <dt>{texts.location}</dt>
                  <dd>{sheet.locations || texts.notSet}</dd>
                </dl>
              </div>
              <Actions>
                <Link to={`/admin/call-sheet/${sheet.id}`}>{texts.viewDetails}</Link>
                <Link to={`/admin/call-sheet-print/${sheet.id}`}>{texts.printView}</Link>
                <Button $variant="destructive" aria-label={`${texts.delete} ${sheet.shootingTitle}`} onClick={() => setPendingDelete(sheet.id)}>
                  {texts.delete}
                </Button>
              </Actions>
            </Item>
          ))}
        </List>
      )}
      <Dialog open={pendingDelete !== null} onOpenChange={(open) => !open && !remove.isPending && setPendingDelete(null)} title={texts.dialogTitle} description={texts.dialogDescription}>
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
