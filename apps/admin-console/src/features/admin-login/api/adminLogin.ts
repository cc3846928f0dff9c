import type { LoginInput } from "@repo/contracts/auth";

export type AdminLoginResult = { ok: boolean; status: number; text: string };

const NO_CACHE = { "Cache-Control": "no-cache", Pragma: "no-cache" };

/**
 * `POST /api/admin/login` (spec §7): with the cookies and caching off; the answer is read as text so the
 * page can show it raw in its debug panel. A network failure comes back as status 0 with its message.
 */
export async function adminLogin(input: LoginInput): Promise<AdminLoginResult> {
  try {
    const response = await fetch("/api/admin/login", {
      method: "POST",
      credentials: "include",
      cache: "no-store",
      headers: { "Content-Type": "application/json", ...NO_CACHE },
      body: JSON.stringify(input),
    });
    return { ok: response.ok, status: response.status, text: await response.text() };
  } catch (error) {
    return { ok: false, status: 0, text: error instanceof Error ? error.message : String(error) };
  }
}

/** The `message` of a JSON error text, if it has one. */
export function messageOf(text: string): string | undefined {
  try {
    const message = (JSON.parse(text) as { message?: unknown } | null)?.message;
    return typeof message === "string" && message ? message : undefined;
  } catch {
    return undefined;
  }
}
