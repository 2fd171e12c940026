import type { Runtime } from "../runtime.ts";
import { type Actor, ANONYMOUS } from "./actor.ts";

/**
 * The actor behind a request's headers (session cookie). Until accounts land every request is
 * anonymous; the accounts work replaces this body with the better-auth session lookup.
 */
export async function resolveActor(_runtime: Runtime, _headers: Headers): Promise<Actor> {
  return ANONYMOUS;
}
