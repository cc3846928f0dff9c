/**
 * What the shared and print views list of a checkable section (team, props, gear; spec §4): once any
 * item is checked, the checks are a selection and only the checked items show; with none checked the
 * list was never curated, so every item shows.
 */
export function checkedOnly<Item extends { isChecked: boolean }>(items: readonly Item[]): Item[] {
  return items.some((item) => item.isChecked) ? items.filter((item) => item.isChecked) : [...items];
}
