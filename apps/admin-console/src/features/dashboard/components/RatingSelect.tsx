import { DASHBOARD } from "@repo/contracts/adminConsole/texts";
import { type Rating, RATINGS } from "@repo/contracts/models/constants";
import type { ModelListItem } from "@repo/contracts/models/schemas";
import { NativeSelect } from "shell/Input";

/** A model's score, chosen directly from the dropdown (spec §4 "Model rating"). */
export function RatingSelect({ model, onRate }: { model: ModelListItem; onRate: (model: ModelListItem, rating: Rating) => void }) {
  return (
    <NativeSelect aria-label={`${DASHBOARD.columns.rating}: ${model.fullName}`} value={model.rating} onChange={(event) => onRate(model, event.target.value as Rating)}>
      {RATINGS.map((rating) => (
        <option key={rating} value={rating}>
          {DASHBOARD.ratingValues[rating]}
        </option>
      ))}
    </NativeSelect>
  );
}
