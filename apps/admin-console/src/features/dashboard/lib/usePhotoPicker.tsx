import { useRef, type ReactElement } from "react";
import type { ModelListItem } from "@repo/contracts/models/schemas";

/**
 * One hidden file input for every 'Replace' button of the list: `pick(model)` opens the file chooser,
 * and the chosen file goes to `onPicked` with the model it was picked for.
 */
export function usePhotoPicker(onPicked: (model: ModelListItem, file: File) => void): { input: ReactElement; pick: (model: ModelListItem) => void } {
  const fileInput = useRef<HTMLInputElement>(null);
  const replacing = useRef<ModelListItem | null>(null);
  const input = (
    <input
      ref={fileInput}
      type="file"
      accept="image/*"
      hidden
      data-testid="replace-photo-input"
      onChange={(event) => {
        const file = event.target.files?.[0];
        if (file && replacing.current) onPicked(replacing.current, file);
        event.target.value = "";
      }}
    />
  );
  return {
    input,
    pick: (model) => {
      replacing.current = model;
      fileInput.current?.click();
    },
  };
}
