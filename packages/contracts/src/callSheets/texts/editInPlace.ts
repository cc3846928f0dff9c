/**
 * Texts of editing a list item in place (team members, locations, concepts) and of undoing a removal
 * (every list card with a remove button). Labels the spec leaves to us; the spec's own messages stay in
 * callSheets/messages.ts (SECTION_MESSAGES), which the inline forms show as the add forms do.
 */
export const EDIT_IN_PLACE_TEXTS = {
  editLabel: "Edit",
  /** The Edit button's accessible name, and the inline form's, naming the item. */
  edit: (name: string) => `Edit ${name}`,
  editLocation: (city: string) => `Edit location ${city}`,
  editConcept: (text: string) => `Edit concept ${text}`,
  /** The label of a concept's text while it is edited. */
  conceptText: "Concept",
  save: "Save",
  cancel: "Cancel",
  /** The toast after ✕: the item is gone from the list and saved so; Undo puts it back where it was. */
  removed: (name: string) => `Removed ${name}`,
  undo: "Undo",
} as const;

