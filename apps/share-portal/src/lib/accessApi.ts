import { accessResponseSchema, SHARING_URLS, type AccessRequest, type AccessResponse, type CredentialsRequest } from "@repo/contracts/sharing";
import { apiJson } from "shell/portalKit";

/**
 * `POST /api/call-sheet-access`: the invitation's token, e-mail and password. On success the server
 * session holds the grant for the sheet; the answer says which sheet and which role.
 */
export async function requestAccess(request: AccessRequest): Promise<AccessResponse> {
  return accessResponseSchema.parse(await apiJson<unknown>("POST", SHARING_URLS.access, request));
}

/** `POST /api/validate-call-sheet-credentials` (reading A without a token): the sheet id instead of the token. */
export async function validateCredentials(request: CredentialsRequest): Promise<AccessResponse> {
  return accessResponseSchema.parse(await apiJson<unknown>("POST", SHARING_URLS.validateCredentials, request));
}
