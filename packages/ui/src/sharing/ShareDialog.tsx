import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import styled from "styled-components";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import type { ShareCreated } from "@repo/contracts/sharing/schemas";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { Button } from "../Button.tsx";
import { Dialog, DialogActions } from "../Dialog.tsx";
import { TextArea as BaseTextArea, Label } from "../Input.tsx";
import { entriesOf, sendShares, type ShareEntry } from "./sendShares.ts";
import { useShareRows } from "./shareRows.ts";
import { rowInputId, ShareRowFields } from "./ShareRowFields.tsx";
import { toastInvalidEmails, toastShared, toastSharingFailed } from "./shareToasts.tsx";

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Textarea = styled(BaseTextArea)`
  min-height: 80px;
`;

const Message = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

export type ShareDialogProps = {
  callSheetId: number;
  open: boolean;
  onClose(): void;
  /** The shares created, after a send: all of them on success, the ones that worked when others failed. */
  onShared?(shares: ShareCreated[]): void;
};

/**
 * The admin's 'Share with collaborator' dialog (spec §2, §4, §5, §8): rows of user search or typed e-mail
 * with a role, an optional personal message, and Send, which posts one invitation per distinct e-mail in
 * parallel. On success it closes and starts over; on a failure the failed rows stay for a retry.
 */
export function ShareDialog({ callSheetId, open, onClose, onShared }: ShareDialogProps) {
  const { rows, nextKey, add, remove, update, keep, reset } = useShareRows();
  const [message, setMessage] = useState("");
  const focusRow = useRef<number | undefined>(undefined);
  const idPrefix = useId();
  const messageId = `${idPrefix}-message`;
  const send = useMutation({
    mutationFn: ({ entries, text }: { entries: ShareEntry[]; text: string }) => sendShares(callSheetId, entries, text),
  });

  // A row added or removed takes the focus to a field that exists (the removed row's button is gone).
  // Runs after the render that added or removed the row.
  useEffect(() => {
    if (focusRow.current === undefined) return;
    document.getElementById(rowInputId(idPrefix, focusRow.current))?.focus();
    focusRow.current = undefined;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const entries = entriesOf(rows);
    if (!entries) return toastInvalidEmails();
    const outcome = await send.mutateAsync({ entries, text: message.trim() });
    const created = outcome.succeeded.map(({ created }) => created);
    if (!outcome.failed.length) {
      toastShared(created);
      reset();
      setMessage("");
      onClose();
      onShared?.(created);
      return;
    }
    keep(new Set(outcome.failed.map(({ entry }) => entry.rowKeys[0]!)));
    toastSharingFailed(outcome);
    if (created.length) onShared?.(created);
  };

  return (
    <Dialog
      open={open}
      // Escape closes the native dialog itself; a close that follows `open` turning false is the parent's own.
      onOpenChange={(next) => !next && open && onClose()}
      title={SHARING_TEXTS.dialogTitle}
      description={SHARING_TEXTS.dialogDescription}
    >
      <Form noValidate onSubmit={submit} aria-busy={send.isPending}>
        {rows.map((row, index) => (
          <ShareRowFields
            key={row.key}
            idPrefix={idPrefix}
            row={row}
            position={index + 1}
            canRemove={rows.length > 1}
            onChange={(patch) => update(row.key, patch)}
            onRemove={() => {
              remove(row.key);
              focusRow.current = (rows[index - 1] ?? rows[index + 1])?.key;
            }}
          />
        ))}
        <Button
          $variant="outline"
          onClick={() => {
            focusRow.current = nextKey;
            add();
          }}
        >
          {SHARING_TEXTS.addAnother}
        </Button>
        <Message>
          <Label htmlFor={messageId}>{SHARING_TEXTS.personalMessage}</Label>
          <Textarea id={messageId} maxLength={SHARING_CONSTANTS.messageMaxChars} value={message} onChange={(event) => setMessage(event.target.value)} />
        </Message>
        <DialogActions>
          <Button $variant="outline" disabled={send.isPending} onClick={onClose}>
            {SHARING_TEXTS.cancel}
          </Button>
          {/* aria-disabled, not disabled: a disabled button would drop the focus out of the dialog mid-send. */}
          <Button type="submit" aria-disabled={send.isPending}>
            {SHARING_TEXTS.send}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
