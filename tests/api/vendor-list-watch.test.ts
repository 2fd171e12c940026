import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendVendorListDigests } from "~/server/services/vendor-lists/send-vendor-list-digests";
import { watchCertificationChanges } from "~/server/services/vendor-lists/watch-certification-changes";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, outbox } from "./accounts-fixture";
import { member, newBusiness, type Who } from "./reviews-fixture";
import { csv, vendorListCalls } from "./vendor-lists-fixture";

const ADMIN_EMAIL = "admin@watch.test";
const YEAR = 365 * 86_400_000;
const REVOKED = "Kente Threads Boutique's Certified certification was revoked.";

type Received = { headers: IncomingHttpHeaders; body: string };

/** A buyer's endpoint on loopback: answers each POST with the next status of `answers` (then 200). */
async function receiver(answers: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answers.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ujamaa-hook`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const end = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(engines())("watched vendor lists on %s", (engine) => {
  let server: TestServer;
  let buyer: Who;
  let other: Who;
  let admin: Who;
  let calls: ReturnType<typeof vendorListCalls>;
  let certifiedId: string;
  let listId: string;
  let othersListId: string;
  let hook: Awaited<ReturnType<typeof receiver>>;

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    jsonCall(server, method, `/api/v1/vendor-lists/${path}`, cookie, body);
  const bell = async (who: Who) => {
    const res = await jsonCall(server, "GET", "/api/v1/notifications", who.cookie);
    return ((await res.json()) as { items: { title: string; message: string; link: string | null }[] }).items;
  };

  beforeAll(async () => {
    server = await startTestServer(engine, {
      ADMIN_EMAILS: ADMIN_EMAIL,
      TRUSTED_PROXY_HOPS: "1",
      WEBHOOKS_ALLOW_LOOPBACK: "true",
    });
    calls = vendorListCalls(server);
    buyer = await member(server, "buyer@watch.test", "Bea Buyer");
    other = await member(server, "other@watch.test", "Otto Other");
    admin = await member(server, ADMIN_EMAIL, "Ada Admin");
    const owner = await member(server, "owner@watch.test", "Olu Owner");
    certifiedId = await newBusiness(server, owner.id, "Kente Threads Boutique", {
      phone: "(404) 555-0171",
      isVerified: true,
      certificationTier: "Certified",
      certificationStatus: "approved",
      certificationExpiresAt: new Date(Date.now() + YEAR),
      certificateNumber: "UJ-2026-0101",
    });
    const file = csv([
      ["Vendor Name", "Telephone"],
      ["Kente Threads Boutique, Inc.", "404-555-0171"],
      ["Zebra Quantum Plumbing", "(999) 555-0000"],
    ]);
    listId = (await calls.uploaded(buyer.cookie, file, "suppliers.csv")).id;
    othersListId = (await calls.uploaded(other.cookie, csv([["Name"], ["Zebra Quantum Plumbing"]]), "o.csv"))
      .id;
    hook = await receiver([500]);
  }, 90_000);
  afterAll(async () => {
    await hook?.close();
    await server?.close();
  });

  it("registers an https-or-loopback endpoint for the owner only, with a secret shown once", async () => {
    expect((await call("PUT", `${listId}/webhook`, "", { url: hook.url })).status).toBe(401);
    expect((await call("PUT", `${listId}/webhook`, other.cookie, { url: hook.url })).status).toBe(403);
    const res = await call("PUT", `${listId}/webhook`, buyer.cookie, { url: hook.url });
    expect(res.status, await res.clone().text()).toBe(201);
    const made = (await res.json()) as { url: string; secret: string };
    expect(made.url).toBe(hook.url);
    expect(made.secret).toMatch(/^whsec_[\w-]{40,}$/);
    secret = made.secret;

    const read = await call("GET", `${listId}/webhook`, buyer.cookie);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ url: hook.url, deliveries: [] });
    expect(JSON.stringify(await (await call("GET", `${listId}/webhook`, admin.cookie)).json())).not.toContain(
      "whsec_",
    );
    expect((await call("GET", `${listId}/webhook`, other.cookie)).status).toBe(403);
    expect((await call("GET", `${othersListId}/webhook`, other.cookie)).status).toBe(404);
  });
  let secret = "";

  it("refuses private, link-local and metadata endpoints, and plain http elsewhere, storing nothing", async () => {
    for (const url of [
      "https://10.0.0.8/hook",
      "https://192.168.1.20/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://[fd00:ec2::254]/hook",
      "https://[::ffff:a9fe:a9fe]/hook",
    ]) {
      const res = await call("PUT", `${othersListId}/webhook`, other.cookie, { url });
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain(
        "must be a public address",
      );
    }
    const plain = await call("PUT", `${othersListId}/webhook`, other.cookie, {
      url: "http://example.com/hook",
    });
    expect(plain.status).toBe(400);
    expect((await call("GET", `${othersListId}/webhook`, other.cookie)).status).toBe(404);
  });

  it("tells a revocation once: the list's changes, the owner's bell, and one signed delivery retried until taken", async () => {
    expect((await call("PUT", `${listId}/watch`, buyer.cookie, { weekly_digest: true })).status).toBe(200);
    const revoked = await jsonCall(
      server,
      "POST",
      `/api/v1/admin/certifications/${certifiedId}/revocation`,
      admin.cookie,
      { reason: "The ownership affidavit was false." },
    );
    expect(revoked.status, await revoked.clone().text()).toBe(200);

    const items = await until(
      () => bell(buyer),
      (list) => list.some((n) => n.message === REVOKED),
      "the buyer's bell",
    );
    expect(items.filter((n) => n.message === REVOKED)).toEqual([
      expect.objectContaining({ title: "Vendor list: suppliers.csv", link: `/vendor-lists/${listId}` }),
    ]);
    expect((await bell(other)).some((n) => n.message === REVOKED)).toBe(false);

    const watch = (await (await call("GET", `${listId}/watch`, buyer.cookie)).json()) as {
      weekly_digest: boolean;
      changes: { kind: string; business_id: string; sentence: string; happened_at: string }[];
    };
    expect(watch.weekly_digest).toBe(true);
    expect(watch.changes).toEqual([
      expect.objectContaining({ kind: "revoked", business_id: certifiedId, sentence: REVOKED }),
    ]);
    // The sentence in the language the client asks for.
    const french = await server.api(`/api/v1/vendor-lists/${listId}/watch`, {
      headers: { cookie: buyer.cookie, "Accept-Language": "fr" },
    });
    expect(((await french.json()) as typeof watch).changes[0]?.sentence).toBe(
      "La certification Certifié de Kente Threads Boutique a été révoquée.",
    );
    // The vendor's row: revoked, with no date of expiry left to tell.
    const rows = (await (await call("GET", `${listId}/rows`, buyer.cookie)).json()) as {
      items: { business: { certificate_status: string; certification_expires_at: string | null } | null }[];
    };
    expect(rows.items[0]!.business).toMatchObject({
      certificate_status: "Revoked",
      certification_expires_at: null,
    });

    // The first try is answered 500; the queue tries again and the second is taken.
    const log = await until(
      async () =>
        (await (await call("GET", `${listId}/webhook`, buyer.cookie)).json()) as {
          deliveries: { status: string; attempts: number; last_status_code: number | null; type: string }[];
        },
      (w) => w.deliveries[0]?.status === "delivered",
      "the delivery",
    );
    expect(log.deliveries).toEqual([
      expect.objectContaining({
        type: "certification.revoked",
        status: "delivered",
        attempts: 2,
        last_status_code: 200,
      }),
    ]);
    expect(hook.received).toHaveLength(2);
    const [first, second] = hook.received;
    expect(second!.body).toBe(first!.body);
    expect(second!.headers["ujamaa-delivery"]).toBe(first!.headers["ujamaa-delivery"]);
    const body = JSON.parse(second!.body);
    expect(body).toMatchObject({
      type: "certification.revoked",
      list: { id: listId, name: "suppliers.csv" },
      business: { id: certifiedId, name: "Kente Threads Boutique", certification_status: "revoked" },
    });
    // Checked as a receiver would, with nothing of ours: HMAC-SHA256 over "<t>.<body>".
    for (const { headers, body: text } of hook.received) {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers["ujamaa-signature"]))!;
      expect(createHmac("sha256", secret).update(`${t}.${text}`).digest("hex")).toBe(v1);
      expect(createHmac("sha256", "another secret").update(`${t}.${text}`).digest("hex")).not.toBe(v1);
    }

    // Another run of the watch finds nothing new to tell.
    expect(await watchCertificationChanges(server.runtime)).toBe(0);
    expect((await bell(buyer)).filter((n) => n.message === REVOKED)).toHaveLength(1);
    expect(hook.received).toHaveLength(2);
  });

  it("mails the week's changes to an owner who asked, once", async () => {
    expect(await sendVendorListDigests(server.runtime)).toBe(1);
    const mails = await outbox(server, "buyer@watch.test");
    const digest = mails.filter((m) => m.subject === "Your vendor lists: 1 certification change this week");
    expect(digest).toHaveLength(1);
    expect(digest[0]!.text).toContain(REVOKED);
    expect(await sendVendorListDigests(server.runtime)).toBe(0);
    expect(
      (await outbox(server, "other@watch.test")).some((m) => m.subject.startsWith("Your vendor lists")),
    ).toBe(false);
  });

  it("keeps a list's watch to its owner and admins", async () => {
    expect((await call("GET", `${listId}/watch`, "")).status).toBe(401);
    expect((await call("GET", `${listId}/watch`, other.cookie)).status).toBe(403);
    expect((await call("GET", `${listId}/watch`, admin.cookie)).status).toBe(200);
    expect((await call("PUT", `${listId}/watch`, other.cookie, { weekly_digest: false })).status).toBe(403);
    expect((await call("DELETE", `${listId}/webhook`, other.cookie)).status).toBe(403);
    expect((await call("DELETE", `${listId}/webhook`, buyer.cookie)).status).toBe(204);
    expect((await call("GET", `${listId}/webhook`, buyer.cookie)).status).toBe(404);
  });
});
