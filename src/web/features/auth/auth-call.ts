/** A better-auth endpoint answer: its JSON on success, or the server's message and field on failure. */
export type AuthResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string | null; field?: string };

export async function authCall<T = Record<string, unknown>>(
  path: string,
  body: unknown,
): Promise<AuthResult<T>> {
  let res: Response;
  try {
    res = await fetch(`/api/auth${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return {
      ok: false,
      status: 0,
      message: "Could not reach the server. Check your connection and try again.",
    };
  }
  const json = (await res.json().catch(() => null)) as (T & { message?: string; field?: string }) | null;
  if (res.ok) return { ok: true, data: json as T };
  return { ok: false, status: res.status, message: json?.message ?? null, field: json?.field };
}
