import { useQuery } from "@tanstack/react-query";
import { revisionSchema } from "@repo/contracts/callSheets/schemas/revisions";
import { callSheetRevisionUrl } from "@repo/contracts/callSheets/urls";
import type { SharedCallSheet } from "@repo/contracts/sharing/schemas";
import { apiJson } from "shell/portalKit";

export type AdminRevision = {
  /** The published revision the admin's live sheet IS: null while it is a draft (nothing published, or edited since), or not known yet. */
  revision: SharedCallSheet["revision"];
  /** Whether it is known (the revision's snapshot was read): before that, and if it cannot be read, no stamp on paper. */
  known: boolean;
};

/**
 * The admin reads the live sheet, and the API's answer names the latest published revision beside it, not
 * whether the sheet was edited since. As the admin console's print view decides it (call-sheet-print,
 * usePrintRevision): the sheet IS that revision when it has the version the revision published (publishing
 * never changes the version, every edit does); otherwise it is a draft. `GET /api/call-sheets/{id}/revisions/{n}`
 * (admin) gives that version. Until it answers (and the portal server's render) the sheet shows as a draft:
 * better no 'REV N' than a wrong one. Not asked for a grant: its sheet is always the published revision.
 */
export function useAdminRevision(callSheetId: string, data: SharedCallSheet | null, isAdmin: boolean): AdminRevision {
  const latest = data?.revision ?? null;
  const version = data?.callSheet.version;
  const asked = isAdmin && latest !== null && version !== undefined;
  const published = useQuery({
    queryKey: [callSheetRevisionUrl(callSheetId, latest?.number ?? 0), "version"],
    queryFn: async ({ signal }) => revisionSchema.parse(await apiJson("GET", callSheetRevisionUrl(callSheetId, latest?.number ?? 0), undefined, { signal })).callSheet.version,
    enabled: asked,
    // A published revision never changes: its version is read once per revision.
    staleTime: Infinity,
  });
  if (!isAdmin) return { revision: latest, known: true };
  if (latest === null) return { revision: null, known: true };
  if (!published.isSuccess) return { revision: null, known: false };
  return { revision: published.data === version ? latest : null, known: true };
}
