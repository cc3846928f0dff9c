import { Suspense, useState } from "react";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { lazyPage } from "@repo/ui/lazyPage";
import { Button } from "shell/Button";

// The dialog (and its user search) loads when first opened: most visits to the editor share nothing.
const ShareDialog = lazyPage(() => import("shell/ShareDialog").then((module) => module.ShareDialog));

/** 'Share' in the editor's bar: the same 'Share with collaborator' dialog as on the shared view. */
export function ShareButton({ callSheetId }: { callSheetId: number }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        type="button"
        $variant="outline"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {SHARING_TEXTS.share}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ShareDialog callSheetId={callSheetId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
