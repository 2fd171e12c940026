import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { lookup as dnsLookupAll } from "node:dns/promises";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { isDeliverableAddress } from "./public-address";
import { SIGNATURE_HEADER, webhookSignature } from "./webhook-signature";

export type WebhookPost = {
  url: string;
  secret: string;
  /** The JSON text sent, byte for byte what is signed. */
  body: string;
  /** Unique per change: a receiver that sees it twice (a retry after a lost answer) can skip it. */
  deliveryId: string;
  now: Date;
  /** Test-only (WEBHOOKS_ALLOW_LOOPBACK): loopback addresses and plain http to them are allowed. */
  allowLoopback?: boolean;
  timeoutMs?: number;
};

export type WebhookOutcome =
  | { kind: "delivered"; status: number }
  | { kind: "failed"; status: number | null; error: string }
  /** Never sent: the address is not a public one. Retried like a failure, since DNS may change. */
  | { kind: "refused"; error: string };

const RESPONSE_LIMIT = 64 * 1024;

class RefusedAddress extends Error {}

/**
 * Resolves the host and refuses it unless every address it has is public; the connection then goes to
 * an address this check passed, so a name cannot answer one address to the check and another to the
 * connection. Runs on every attempt (a name's addresses may change between them).
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find((entry) => !isDeliverableAddress(entry.address, allowLoopback));
      if (refused || addresses.length === 0) {
        return callback(
          new RefusedAddress(`${hostname} resolves to ${refused?.address ?? "nothing"}`),
          "",
          0,
        );
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

/** Why a URL may not be posted to at all, before any network access; null when it may be tried. */
function refusalOf(url: URL, allowLoopback: boolean): string | null {
  if (url.username || url.password) return "The endpoint may not carry a user name or password.";
  if (url.protocol !== "https:" && !(allowLoopback && url.protocol === "http:")) {
    return "The endpoint must use https.";
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = /^[\d.]+$/.test(host) || host.includes(":");
  if (literal && !isDeliverableAddress(host, allowLoopback)) return `${host} is not a public address.`;
  return null;
}

/**
 * Whether an endpoint may be registered: an https URL (plain http to loopback under the test-only
 * setting) whose host is, or resolves only to, public addresses. Each delivery checks again.
 */
export async function checkWebhookEndpoint(
  raw: string,
  allowLoopback = false,
): Promise<"ok" | "not_https" | "not_public" | "unresolved"> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "not_https";
  }
  const refusal = refusalOf(url, allowLoopback);
  if (refusal) return refusal.startsWith("The endpoint") ? "not_https" : "not_public";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (/^[\d.]+$/.test(host) || host.includes(":")) return "ok";
  try {
    const addresses = await dnsLookupAll(host, { all: true, verbatim: true });
    if (addresses.length === 0) return "unresolved";
    return addresses.every((a) => isDeliverableAddress(a.address, allowLoopback)) ? "ok" : "not_public";
  } catch {
    return "unresolved";
  }
}

/** One signed POST of a change to a buyer's endpoint (decision 060). Never throws; says what happened. */
export function postWebhook(post: WebhookPost): Promise<WebhookOutcome> {
  const allowLoopback = post.allowLoopback ?? false;
  let url: URL;
  try {
    url = new URL(post.url);
  } catch {
    return Promise.resolve({ kind: "refused", error: "The endpoint is not a URL." });
  }
  const refusal = refusalOf(url, allowLoopback);
  if (refusal) return Promise.resolve({ kind: "refused", error: refusal });

  const timestamp = Math.floor(post.now.getTime() / 1000);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      url,
      {
        method: "POST",
        lookup: guardedLookup(allowLoopback),
        timeout: post.timeoutMs ?? 10_000,
        headers: {
          "content-type": "application/json",
          "user-agent": "Ujamaa-Webhooks/1",
          "ujamaa-delivery": post.deliveryId,
          [SIGNATURE_HEADER]: webhookSignature(post.secret, timestamp, post.body),
        },
      },
      (response) => {
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > RESPONSE_LIMIT) response.destroy();
        });
        response.on("close", () => {
          const status = response.statusCode ?? 0;
          resolve(
            status >= 200 && status < 300
              ? { kind: "delivered", status }
              : { kind: "failed", status, error: `The endpoint answered ${status}.` },
          );
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error("The endpoint did not answer in time.")));
    request.on("error", (error) => {
      resolve(
        error instanceof RefusedAddress
          ? { kind: "refused", error: `${error.message}: not a public address.` }
          : { kind: "failed", status: null, error: error.message },
      );
    });
    request.end(post.body);
  });
}
