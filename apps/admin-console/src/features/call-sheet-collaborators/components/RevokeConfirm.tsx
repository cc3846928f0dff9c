import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import type { Share } from "@repo/contracts/sharing/schemas";
import { Button } from "shell/Button";
import { Dialog, DialogActions } from "shell/Dialog";

/** 'Revoke access?', naming the person: revoking cannot be undone (a new invitation would be needed). */
export function RevokeConfirm({ share, busy, onCancel, onConfirm }: { share: Share | null; busy: boolean; onCancel: () => void; onConfirm: (share: Share) => void }) {
  return (
    <Dialog
      open={share !== null}
      onOpenChange={(open) => !open && share && onCancel()}
      title={TEXTS.revokeTitle}
      description={share ? TEXTS.revokeQuestion(share.email) : undefined}
      returnFocus={() => document.querySelector<HTMLElement>("[data-collaborators-list]")}
    >
      <DialogActions>
        <Button $variant="outline" onClick={onCancel}>
          {TEXTS.cancel}
        </Button>
        <Button $variant="destructive" aria-disabled={busy} onClick={() => share && !busy && onConfirm(share)}>
          {TEXTS.revokeConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
