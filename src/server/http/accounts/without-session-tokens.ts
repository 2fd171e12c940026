type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A better-auth answer without the session token in its body (`token`, `session.token`): the
 * HttpOnly cookie carries the session, and a token a script can read is one XSS away from theft.
 */
export async function withoutSessionTokens(res: Response): Promise<Response> {
  if (!res.headers.get("content-type")?.includes("application/json")) return res;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  if (!isObject(body)) return res;
  const session = isObject(body.session) ? body.session : undefined;
  if (!("token" in body) && !(session && "token" in session)) return res;
  delete body.token;
  if (session) delete session.token;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: res.status, statusText: res.statusText, headers });
}
