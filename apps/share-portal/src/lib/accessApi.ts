import { inScreenLanguage } from "@repo/contracts/common/screenLanguage";
import { type AccessRequest, type AccessResponse, accessResponseSchema, type CredentialsRequest } from "@repo/contracts/sharing/schemas";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { ApiError, apiJson } from "shell/portalKit";

/**
 * An access call that succeeded but names no sheet: the grant may be won, yet there is nowhere to send the
 * collaborator (spec §8 'Nedostaje ID Call Sheet-a za preusmeravanje'). Retrying the password cannot help.
 */
export class MissingCallSheetIdError extends Error {
  override readonly name = "MissingCallSheetIdError";
  constructor() {
    super(SHARING_TEXTS.gateRedirectIdMissing);
  }
}

/**
 * `POST /api/call-sheet-access`: the invitation's token, e-mail and password. On success the server
 * session holds the grant for the sheet; the answer says which sheet and which role.
 */
export async function requestAccess(request: AccessRequest): Promise<AccessResponse> {
  const answer = await apiJson("POST", SHARING_URLS.access, request);
  if ((answer as { callSheetId?: unknown } | null)?.callSheetId == null) throw new MissingCallSheetIdError();
  return accessResponseSchema.parse(answer);
}

/**
 * The gate's words for a failed access call (spec §8): no answer at all is 'Greška prilikom pristupa'; else
 * the server's message (429 included) in Serbian, the gate's language (issue 23 item 7: 'Invalid
 * credentials' is 'Pogrešan e-mail ili lozinka'), else 'Greška pri autentifikaciji'. Shared by the gate and
 * the /direct-access links, which hand their failure over to the gate.
 */
export function accessErrorMessage(error: unknown): string {
  if (error instanceof MissingCallSheetIdError) return error.message;
  if (error instanceof ApiError) {
    if (error.status === 0) return SHARING_TEXTS.gateAccessError;
    return error.serverMessage ? inScreenLanguage("sr", error.serverMessage, SHARING_TEXTS.gateAuthError) : SHARING_TEXTS.gateAuthError;
  }
  return SHARING_TEXTS.gateAuthError;
}

/** `POST /api/validate-call-sheet-credentials` (reading A without a token): the sheet id instead of the token. */
export async function validateCredentials(request: CredentialsRequest): Promise<AccessResponse> {
  return accessResponseSchema.parse(await apiJson("POST", SHARING_URLS.validateCredentials, request));
}
