/**
 * Texts of the editor's list cards (Shooting Agenda, Concepts, Props, Gear), their reorder controls and the
 * print view's controls. The spec's own messages stay in callSheets/texts/editor.ts (EDITOR_TEXTS) and
 * callSheets/messages.ts (SECTION_MESSAGES); these are the labels the spec leaves to us.
 */

export const SCENE_CARD_TEXTS = {
  title: "Shooting Agenda",
  addHeading: "Add a scene",
  name: "Scene name",
  date: "Date",
  startTime: "Start time",
  endTime: "End time",
  description: "Description",
  /** The new-scene form saves this field as the scene's `instructions` (spec §3). */
  method: "Shooting method",
  /** A scene's separate `method` field, shown when an older scene has one (the document calls it Method). */
  storedMethod: "Method",
  add: "Add Scene",
  save: "Save scene",
  cancel: "Cancel",
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  editLabel: "Edit",
  removeLabel: "Delete",
  empty: "No scenes yet: add the first one above.",
  listLabel: "Scenes",
} as const;

export const CONCEPT_CARD_TEXTS = {
  title: "Concepts",
  newConcept: "New concept",
  add: "Add Concept",
  remove: (text: string) => `Delete concept ${text}`,
  removeLabel: "Delete",
  empty: "No concepts yet.",
  listLabel: "Concepts",
} as const;

export const CHECKLIST_CARD_TEXTS = {
  newItem: (title: string) => `New ${title === "Props" ? "prop" : "gear item"}`,
  add: (title: string) => `Add ${title === "Props" ? "Prop" : "Gear"}`,
  rename: (name: string) => `Rename ${name}`,
  renameLabel: "Rename",
  newName: (name: string) => `New name for ${name}`,
  saveName: "Save",
  cancel: "Cancel",
  remove: (name: string) => `Delete ${name}`,
  removeLabel: "Delete",
  empty: (title: string) => `No ${title.toLowerCase()} yet.`,
} as const;

/** The reorder controls every sortable list shares (drag handle, Move up / Move down, the announcement). */
export const REORDER_TEXTS = {
  dragHandle: "Drag to reorder",
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  moved: (name: string, position: number, total: number) => `${name} moved to position ${position} of ${total}`,
} as const;

export const PRINT_VIEW_TEXTS = {
  backToEditor: "Back to editor",
  print: "Print",
  loading: "Loading call sheet...",
  notFoundHint: "It may have been deleted, or the link has a wrong number.",
  controlsLabel: "Print view controls",
} as const;
