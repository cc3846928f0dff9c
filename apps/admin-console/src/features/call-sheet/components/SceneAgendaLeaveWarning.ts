import { useEffect } from "react";

/**
 * While the agenda has unsaved scene edits, closing or reloading the tab asks first: the draft lives only
 * in this card (the spec saves scenes with 'Save Changes', not as they are typed).
 */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
}
