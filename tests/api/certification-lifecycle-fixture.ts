import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { expect } from "vitest";
import type { Tier } from "~/domain/certification/tiers";
import { businesses, notifications } from "~/server/db/schema";
import { settleJobs } from "../support/jobs";
import type { TestServer } from "../support/test-server";
import { jsonCall } from "./accounts-fixture";
import { seedPendingApplication } from "./certification-admin-fixture";
import { userIdOf } from "./notifications-fixture";

export const DAY = 86_400_000;

/** Sets the clock the API, the pages and the lifecycle job read (the runtime's `now`). */
export function setClock(server: TestServer, at: Date | null): void {
  server.runtime.now = at ? () => new Date(at) : () => new Date();
}

/**
 * A business of `ownerEmail` whose pending application an admin approves through the API while the
 * clock reads `at`: numbered, verified, expiring one year after `at`. The clock is left at `at`.
 */
export async function approvedAt(
  server: TestServer,
  adminCookie: string,
  ownerEmail: string,
  { name, at, tier = "Certified" }: { name: string; at: Date; tier?: Exclude<Tier, "Free"> },
) {
  setClock(server, new Date(at.getTime() - DAY));
  const { businessId } = await seedPendingApplication(server, ownerEmail, { name, tier, complete: true });
  setClock(server, at);
  const res = await jsonCall(
    server,
    "POST",
    `/api/v1/admin/certifications/${businessId}/decision`,
    adminCookie,
    {
      decision: "approved",
    },
  );
  expect(res.status).toBe(200);
  const [row] = await server.database.db.select().from(businesses).where(eq(businesses.id, businessId));
  return row!;
}

/** Runs the scheduled certification job through the queue, as the scheduler would, and waits for it and its mail. */
export async function runLifecycleJob(server: TestServer): Promise<void> {
  await server.runtime.jobs.enqueue(server.database.db, "certification-lifecycle", {});
  await settleJobs(server.database);
}

/** The owner's notifications about one business (its id in the link). */
export async function noticesAbout(server: TestServer, ownerEmail: string, businessId: string) {
  const { db } = server.database;
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, await userIdOf(db, ownerEmail)));
  return rows.filter((n) => n.link?.includes(businessId));
}

export const STRIPE_SECRET_KEY = "sk_test_ujamaaLifecycleTests";
export const STRIPE_WEBHOOK_SECRET = "whsec_ujamaaLifecycleTests";

/**
 * Stripe's API as far as the lifecycle needs it: cancelling a subscription (DELETE /v1/subscriptions/{id});
 * one whose id starts with sub_refused is refused.
 */
export async function startFakeStripe(): Promise<{ server: Server; url: string; cancelled: string[] }> {
  const cancelled: string[] = [];
  const server = createServer(async (req, res) => {
    for await (const _ of req) {
      // drain the body
    }
    const path = (req.url ?? "").split("?")[0]!;
    res.setHeader("content-type", "application/json");
    res.setHeader("request-id", `req_${cancelled.length + 1}`);
    const cancel = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (req.headers.authorization !== `Bearer ${STRIPE_SECRET_KEY}`) {
      res.statusCode = 401;
      return res.end(
        JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key" } }),
      );
    }
    if (req.method === "DELETE" && cancel) {
      const id = decodeURIComponent(cancel[1]!);
      // A subscription Stripe will not cancel (as for one it no longer has).
      if (id.startsWith("sub_refused")) {
        res.statusCode = 404;
        return res.end(
          JSON.stringify({
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: "No such subscription",
            },
          }),
        );
      }
      cancelled.push(id);
      return res.end(JSON.stringify({ id, object: "subscription", status: "canceled" }));
    }
    res.statusCode = 404;
    res.end(
      JSON.stringify({
        error: { type: "invalid_request_error", code: "resource_missing", message: "No such resource" },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, cancelled };
}

/** A signed Stripe webhook delivery (no Origin, no cookie), as Stripe posts it. */
export function deliverStripeEvent(server: TestServer, event: { id: string; type: string; object: object }) {
  const payload = JSON.stringify({
    id: event.id,
    object: "event",
    api_version: "2025-01-27.acacia",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: event.type,
    data: { object: event.object },
  });
  const signature = new Stripe(STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_WEBHOOK_SECRET,
  });
  return fetch(`${server.url}/api/v1/payments/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}
