import type { ShareRole } from "@repo/contracts/sharing/constants";
import { type ShareCreated, shareCreatedSchema, shareEmailSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { apiJson, serverMessage } from "../apiClient.ts";
import type { ShareRow } from "./shareRows.ts";

/** One invitation to send: a distinct e-mail, its role, and the rows that asked for it. */
export type ShareEntry = { email: string; role: ShareRole; rowKeys: number[] };

/**
 * The rows as invitations (spec §5): empty rows dropped, whitespace stripped, one entry per e-mail (the
 * first row's role wins; the server would refuse or duplicate a second share for the same address).
 * `undefined` when nothing valid is left or any entry is not an e-mail: the dialog says 'Validation Error'.
 */
export function entriesOf(rows: readonly ShareRow[]): ShareEntry[] | undefined {
  const filled = rows.filter((row) => row.email.replace(/\s+/g, "") !== "");
  if (!filled.length) return undefined;
  const entries = new Map<string, ShareEntry>();
  for (const row of filled) {
    const parsed = shareEmailSchema.safeParse(row.email);
    if (!parsed.success) return undefined;
    const known = entries.get(parsed.data);
    if (known) known.rowKeys.push(row.key);
    else entries.set(parsed.data, { email: parsed.data, role: row.role, rowKeys: [row.key] });
  }
  return [...entries.values()];
}

export type ShareOutcome = {
  succeeded: { entry: ShareEntry; created: ShareCreated }[];
  /** `message` is the server's, when it sent one. */
  failed: { entry: ShareEntry; message: string | undefined }[];
};

/** One POST per collaborator, all at once (spec §7); every answer is awaited, failed or not. */
export async function sendShares(callSheetId: number, entries: readonly ShareEntry[], message: string): Promise<ShareOutcome> {
  const results = await Promise.allSettled(
    entries.map(async (entry) =>
      shareCreatedSchema.parse(await apiJson("POST", SHARING_URLS.shares, { callSheetId, email: entry.email, role: entry.role, message })),
    ),
  );
  const outcome: ShareOutcome = { succeeded: [], failed: [] };
  results.forEach((result, index) => {
    const entry = entries[index]!;
    if (result.status === "fulfilled") outcome.succeeded.push({ entry, created: result.value });
    else outcome.failed.push({ entry, message: serverMessage(result.reason) });
  });
  return outcome;
}
