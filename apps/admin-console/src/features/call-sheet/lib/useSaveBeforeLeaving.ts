import { useCallback, useMemo } from "react";
import { EDITOR_TRUST_TEXTS as TRUST } from "@repo/contracts/adminConsole/editorTrustTexts";
import { toast } from "shell/toast";
import type { EditorStore } from "./editorStore.ts";
import type { UnaddedForms } from "./unaddedForms.ts";
import { sectionNames } from "./useCallSheetEditor.ts";

/**
 * Asked before the sheet leaves the editor (Print, Download PDF, Share): resolves true once the server has
 * everything on screen. A scene form with text not added asks first, naming it; then every edit is saved
 * (store.saveEverything); a save that fails or conflicts is told, naming the sections, and the answer is
 * false: the caller does not go on with a sheet that lacks what the producer sees.
 */
export type SaveBeforeLeaving = {
  /** True when something would have to be saved or asked about first. */
  needed: () => boolean;
  /** `action`: the button's name, for the message when saving fails. */
  run: (action: string) => Promise<boolean>;
};

export function useSaveBeforeLeaving(store: EditorStore, forms: UnaddedForms): SaveBeforeLeaving {
  const needed = useCallback(() => {
    const now = store.getSnapshot();
    return now.unsaved || now.pending.size > 0 || now.failures.length > 0 || forms.descriptions().length > 0;
  }, [store, forms]);
  const run = useCallback(
    async (action: string) => {
      const unadded = forms.descriptions();
      if (unadded.length && !window.confirm(TRUST.unaddedScenes(unadded.join("; ")))) return false;
      const result = await store.saveEverything();
      if (result.saved) return true;
      toast({ variant: "destructive", title: TRUST.notSavedTitle(action), description: TRUST.notSaved(sectionNames(result.fields)), durationMs: 10_000 });
      return false;
    },
    [store, forms],
  );
  return useMemo(() => ({ needed, run }), [needed, run]);
}
