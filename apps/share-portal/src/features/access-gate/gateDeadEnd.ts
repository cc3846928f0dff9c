import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { MissingCallSheetIdError } from "../../lib/accessApi.ts";
import { previewBroke, type useAccessPreview } from "./api/accessPreview.ts";

type Facts = { token: string; email: string; unknown: boolean; preview: ReturnType<typeof useAccessPreview>; accessError: unknown };

/**
 * Why the gate cannot get the collaborator in (its alert), or undefined while the form still can. A token
 * nobody issued says so before a missing e-mail does (issue 23: a bad token said 'Nedostaju podaci za
 * pristup'): the fix is the same either way, the latest invitation's link.
 */
export function gateDeadEnd({ token, email, unknown, preview, accessError }: Facts): { title?: string; message: string } | undefined {
  if (!token) return { message: SHARING_TEXTS.gateTokenMissing };
  if (unknown) return { title: SHARE_PORTAL_TEXTS.gateLinkInvalidTitle, message: SHARE_PORTAL_TEXTS.gateLinkInvalid };
  if (!email) return { message: SHARING_TEXTS.gateDataMissing };
  if (previewBroke(preview)) return { message: SHARING_TEXTS.gateInitError };
  if (accessError instanceof MissingCallSheetIdError) return { message: accessError.message };
  return undefined;
}
