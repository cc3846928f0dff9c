import type * as ApiClient from "shell/apiClient";
import { REGISTRATION_MESSAGES } from "@repo/contracts/registration/messages";
import { type ModelRegistrationInput, type RegistrationResponse, registrationResponseSchema } from "@repo/contracts/registration/schemas";

/**
 * `POST /api/models` through the shell's API client. A refusal throws an Error carrying the server's
 * message (an array of `{message}` joined with ", ", or a string), else the spec's fallback (§8). The client
 * is fetched on the first submit, not with the page: `/` is at its first-load budget.
 */
export async function submitRegistration(payload: ModelRegistrationInput): Promise<RegistrationResponse> {
  let client: typeof ApiClient | undefined;
  let answer: unknown;
  try {
    client = await import("shell/apiClient");
    answer = await client.apiJson("POST", "/api/models", payload);
  } catch (error) {
    throw new Error(client?.serverMessage(error) ?? REGISTRATION_MESSAGES.failedFallback, { cause: error });
  }
  // Outside the try: an answer that breaks its contract is our bug, not the server refusing the registration.
  return registrationResponseSchema.parse(answer);
}
