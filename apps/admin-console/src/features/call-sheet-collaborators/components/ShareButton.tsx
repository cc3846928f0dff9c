import { Suspense, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { callSheetRevisionsUrl } from "@repo/contracts/callSheets/urls";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { lazyPage } from "@repo/ui/lazyPage";
import { Button } from "shell/Button";
import { sharesQueryKey } from "../api/shares.ts";

// The dialog (and its user search) loads when first opened: most visits to the editor share nothing.
const ShareDialog = lazyPage(() => import("shell/ShareDialog").then((module) => module.ShareDialog));

/**
 * 'Share': the same 'Share with collaborator' dialog as on the shared view. What it created shows in the
 * Collaborators panel at once (queued), which then follows the invitations. Sharing a sheet with no revision
 * publishes revision 1, so the revisions' queries (keyed by their URL, call-sheet-revisions) are asked again:
 * the editor's header says REV 1 and the next publish is 2. `beforeOpen` (the editor's: save what is on
 * screen first) keeps the dialog closed when it answers false.
 */
export function ShareButton({ callSheetId, $variant = "outline", beforeOpen }: { callSheetId: number; $variant?: "outline" | "primary"; beforeOpen?: () => boolean | Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Button
        type="button"
        $variant={$variant}
        onClick={() => {
          setLoaded(true);
          const go = beforeOpen?.() ?? true;
          if (go === true) setOpen(true);
          else if (go !== false) void go.then((saved) => saved && setOpen(true));
        }}
      >
        {SHARING_TEXTS.share}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ShareDialog
            callSheetId={callSheetId}
            open={open}
            onClose={() => setOpen(false)}
            onShared={() => {
              void queryClient.invalidateQueries({ queryKey: sharesQueryKey(callSheetId) });
              void queryClient.invalidateQueries({ queryKey: [callSheetRevisionsUrl(callSheetId)] });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
