import { useReducer } from "react";
import type { ShareRole } from "@repo/contracts/sharing/constants";

/** One collaborator line of the share dialog: what was typed or picked, and the role to grant. */
export type ShareRow = { key: number; email: string; role: ShareRole };

type State = { rows: ShareRow[]; nextKey: number };
type Action =
  | { type: "add" }
  | { type: "remove"; key: number }
  | { type: "update"; key: number; patch: Partial<Omit<ShareRow, "key">> }
  | { type: "keep"; keys: ReadonlySet<number> }
  | { type: "reset" };

const blankRow = (key: number): ShareRow => ({ key, email: "", role: "viewer" });
const initial = (): State => ({ rows: [blankRow(1)], nextKey: 2 });

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case "add":
      return { rows: [...state.rows, blankRow(state.nextKey)], nextKey: state.nextKey + 1 };
    case "remove":
      // The spec keeps the only remaining row (the button is disabled too; this guards a stale click).
      return state.rows.length > 1 ? { ...state, rows: state.rows.filter((row) => row.key !== action.key) } : state;
    case "update":
      return { ...state, rows: state.rows.map((row) => (row.key === action.key ? { ...row, ...action.patch } : row)) };
    case "keep": {
      const kept = state.rows.filter((row) => action.keys.has(row.key));
      return kept.length ? { ...state, rows: kept } : { rows: [blankRow(state.nextKey)], nextKey: state.nextKey + 1 };
    }
    case "reset":
      return initial();
  }
}

/** The dialog's rows: starts with one empty Viewer row; never fewer than one. */
export function useShareRows() {
  const [state, dispatch] = useReducer(reduce, undefined, initial);
  return {
    rows: state.rows,
    /** The key the next added row will get. */
    nextKey: state.nextKey,
    add: () => dispatch({ type: "add" }),
    remove: (key: number) => dispatch({ type: "remove", key }),
    update: (key: number, patch: Partial<Omit<ShareRow, "key">>) => dispatch({ type: "update", key, patch }),
    /** Keeps only these rows (the failed ones, for a retry). */
    keep: (keys: ReadonlySet<number>) => dispatch({ type: "keep", keys }),
    reset: () => dispatch({ type: "reset" }),
  };
}
