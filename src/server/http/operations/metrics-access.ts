import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import type { AppEnv } from "~/server/http/app-env";
import { isLocal } from "~/server/http/is-local-request";

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * Who may read /metrics: a request from this machine (the rule of the mail outbox: a loopback peer,
 * a loopback host name, no proxy's forwarding header, since a proxy here relays strangers from
 * loopback), or one that sends `Authorization: Bearer <METRICS_TOKEN>` when a token is set.
 */
export function mayReadMetrics(c: Context<AppEnv>, token: string | undefined): boolean {
  if (isLocal(c)) return true;
  const sent = BEARER.exec(c.req.header("authorization") ?? "")?.[1];
  return token !== undefined && sent !== undefined && sameSecret(sent, token);
}

/** Compared in constant time (digests of equal length), so the answer's timing says nothing of the token. */
function sameSecret(sent: string, token: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(sent), digest(token));
}
