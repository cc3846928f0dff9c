import { Suspense, useState } from "react";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { lazyPage } from "@repo/ui/lazyPage";
import { Button } from "shell/portalKit";

// The dialog (user search, rows, roles) is the shell's and only admins open it: load it on first click.
const ShareDialog = lazyPage(() => import("shell/ShareDialog").then((module) => module.ShareDialog));

/** 'Share' (admin only): the shell's dialog; a new share refreshes the Shared with panel. */
export function ShareButton({ callSheetId, onShared }: { callSheetId: number; onShared: () => void }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        $variant="outline"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {SHARING_TEXTS.share}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ShareDialog callSheetId={callSheetId} open={open} onClose={() => setOpen(false)} onShared={onShared} />
        </Suspense>
      ) : null}
    </>
  );
}
