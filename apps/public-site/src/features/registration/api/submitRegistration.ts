import { REGISTRATION_MESSAGES, type ModelRegistrationInput, type RegistrationResponse } from "@repo/contracts/registration";

/** The server's message: an array of `{message}` joined with ", ", or a string, or the fallback (spec §8). */
export function registrationErrorMessage(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (Array.isArray(message)) {
    const parts = message.map((item) => (item as { message?: unknown })?.message).filter((part): part is string => typeof part === "string");
    if (parts.length) return parts.join(", ");
  }
  if (typeof message === "string" && message) return message;
  return REGISTRATION_MESSAGES.failedFallback;
}

/** `POST /api/models`. A non-OK answer throws an Error carrying the server's message. */
export async function submitRegistration(payload: ModelRegistrationInput): Promise<RegistrationResponse> {
  let response: Response;
  try {
    response = await fetch("/api/models", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    throw new Error(REGISTRATION_MESSAGES.failedFallback);
  }
  if (!response.ok) throw new Error(registrationErrorMessage(await response.json().catch(() => null)));
  return (await response.json()) as RegistrationResponse;
}
