import { createContext, useContext, useEffect, useId } from "react";

/**
 * Forms whose text is not part of the sheet yet (a scene typed but not added with 'Add Scene', a scene's
 * edit not saved with 'Save scene'). Nothing autosaves them, so before the sheet leaves the editor the
 * producer is asked about them by name instead of losing them silently.
 */
export class UnaddedForms {
  private readonly forms = new Map<string, string>();
  private readonly listeners = new Set<() => void>();

  set(key: string, description: string | null): void {
    if ((this.forms.get(key) ?? null) === description) return;
    if (description) this.forms.set(key, description);
    else this.forms.delete(key);
    for (const listener of this.listeners) listener();
  }

  /** For useSyncExternalStore: told whenever a form starts or stops holding text. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** How many forms hold text not added (a snapshot for useSyncExternalStore). */
  count = (): number => this.forms.size;

  /** What each open form holds, in words ("The new scene typed in the Shooting Agenda is"). */
  descriptions(): string[] {
    return [...this.forms.values()];
  }
}

export const UnaddedFormsContext = createContext<UnaddedForms>(new UnaddedForms());

/** Reports this form as holding text not added to the sheet (`description`), or as empty (null). */
export function useUnaddedForm(description: string | null): void {
  const forms = useContext(UnaddedFormsContext);
  const key = useId();
  useEffect(() => {
    forms.set(key, description);
    return () => forms.set(key, null);
  }, [forms, key, description]);
}
