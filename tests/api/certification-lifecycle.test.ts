import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Business } from "~/domain/businesses/business-schema";
import { canDownloadCertificate, tierBadge } from "~/domain/certification/badges";
import { lapsedRenewalMessage } from "~/domain/certification/certification-lifecycle";
import { businesses, certificationEvents } from "~/server/db/schema";
import { runCertificationLifecycle } from "~/server/services/certification/run-certification-lifecycle";
import { loadRenewPage } from "~/web/routes/renew.server";
import { loadVerifyPage } from "~/web/routes/verify.server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, outbox, signInRoles } from "./accounts-fixture";
import { actorOf } from "./certification-admin-fixture";
import { approvedAt, DAY, noticesAbout, runLifecycleJob, setClock } from "./certification-lifecycle-fixture";

const OWNER = "owner@life.test";
/** Approvals happen at T0; a certification then runs to T0 + one year (365 days: no 29 February between). */
const T0 = new Date("2025-06-02T12:00:00Z");
const EXPIRY = new Date("2026-06-02T12:00:00Z");
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

type Certificate = { status: string; history: { event: string; at: string }[]; issued_at: string | null };

describe.each(engines())("certification lifecycle on %s", (engine) => {
  let server: TestServer;
  let owner: string;
  let other: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: "admin@life.test", AUTH_RATE_LIMIT: "false" });
    ({ owner, other, admin } = await signInRoles(server, "life.test"));
  });
  afterAll(() => server.close());
  afterEach(() => setClock(server, null));

  const call = (method: string, path: string, cookie = "", body?: unknown) =>
    jsonCall(server, method, path, cookie, body);
  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const row = async (id: string) =>
    (await server.database.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;
  const eventsOf = async (id: string) =>
    (
      await server.database.db
        .select()
        .from(certificationEvents)
        .where(eq(certificationEvents.businessId, id))
    ).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const verify = async (number: string) =>
    json<Certificate>(await call("GET", `/api/v1/certificates/${number}`));
  const mails = async (subject: string) => (await outbox(server, OWNER)).filter((m) => m.subject === subject);

  it("keeps its timetable in the queue's own scheduler: hourly, UTC", async () => {
    expect(await server.runtime.jobs.schedules()).toContainEqual({
      kind: "certification-lifecycle",
      cron: "7 * * * *",
      timezone: "UTC",
    });
  });

  it("records a certification approved 365 days ago as expired when the job runs: one event, one notice, twice-run safe", async () => {
    const business = await approvedAt(server, admin, OWNER, { name: "Lapsing Bakery", at: T0 });
    expect(business.certificationExpiresAt).toEqual(EXPIRY);
    // The day before its anniversary, the job leaves it alone.
    setClock(server, at(EXPIRY, -DAY));
    await runLifecycleJob(server);
    expect((await row(business.id)).certificationStatus).toBe("approved");

    setClock(server, at(T0, 365 * DAY + 60 * 60_000));
    // Two app processes at once (on PostgreSQL two connections racing for the same rows), then the
    // scheduled job twice more.
    const [first, second] = await Promise.all([
      runCertificationLifecycle(server.runtime),
      runCertificationLifecycle(server.runtime),
    ]);
    expect(first.expired + second.expired).toBe(1);
    await runLifecycleJob(server);
    await runLifecycleJob(server);

    const after = await row(business.id);
    expect(after).toMatchObject({ certificationStatus: "expired", isVerified: true });
    const lapses = (await eventsOf(business.id)).filter((e) => e.toStatus === "expired");
    expect(lapses).toHaveLength(1);
    expect(lapses[0]).toMatchObject({
      fromStatus: "approved",
      actorId: null,
      bySystem: true,
      createdAt: EXPIRY,
    });
    // The admin's history names the system as the actor.
    const history = await json<{ items: { to_status: string; actor_name: string | null }[] }>(
      await call("GET", `/api/v1/admin/certifications/${business.id}/events`, admin),
    );
    expect(history.items.find((e) => e.to_status === "expired")?.actor_name).toBe("System");

    const notices = await noticesAbout(server, OWNER, business.id);
    const expired = notices.filter((n) => n.title === "Certification expired");
    expect(expired).toHaveLength(1);
    expect(expired[0]!.link).toBe(`/renew/${business.id}`);
    expect(expired[0]!.message).toContain("2026-07-02");
    const sent = await mails("Lapsing Bakery: Certified certification expired");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("Jul 02, 2026");
    expect(sent[0]!.links).toContain(`${server.url}/renew/${business.id}`);
  });

  it("takes the badge away at the expiry instant everywhere — card data, directory, download, /verify — whether or not the job has run", async () => {
    const business = await approvedAt(server, admin, OWNER, {
      name: "Instant Barbers",
      at: T0,
      tier: "Preferred",
    });
    const number = business.certificateNumber!;
    const directory = async () =>
      (
        await json<{ items: { id: string }[] }>(
          await call("GET", `/api/v1/businesses?q=${encodeURIComponent("Instant Barbers")}&tier=Preferred`),
        )
      ).items.map((b) => b.id);
    const seen = async (now: Date) => {
      const card = await json<Business>(await call("GET", `/api/v1/businesses/${business.id}`));
      const download = await call("GET", `/api/v1/businesses/${business.id}/certificate`);
      return {
        badge: tierBadge(card, now)?.tier ?? null,
        downloadable: canDownloadCertificate(card, now),
        inDirectory: (await directory()).includes(business.id),
        download: download.status,
        verify: (await verify(number)).status,
      };
    };

    const before = at(EXPIRY, -60_000);
    setClock(server, before);
    expect(await seen(before)).toEqual({
      badge: "Preferred",
      downloadable: true,
      inDirectory: true,
      download: 200,
      verify: "expiring",
    });

    const lapsed = at(EXPIRY, 60_000);
    setClock(server, lapsed);
    const gone = { badge: null, downloadable: false, inDirectory: false, download: 404, verify: "expired" };
    expect(await seen(lapsed)).toEqual(gone);
    await runLifecycleJob(server);
    expect((await row(business.id)).certificationStatus).toBe("expired");
    expect(await seen(lapsed)).toEqual(gone);
  });

  it("reminds 60, 30 and 7 days before the expiry, each once per period; a renewal starts a new period; the dashboard lists agree", async () => {
    const business = await approvedAt(server, admin, OWNER, { name: "Reminded Tailors", at: T0 });
    const reminders = async () =>
      (await noticesAbout(server, OWNER, business.id)).filter((n) =>
        n.title.startsWith("Certification expires in"),
      );
    const renewalList = async () =>
      (
        await json<{ items: { id: string }[] }>(
          await call("GET", "/api/v1/me/businesses?needs=renewal&page_size=48", owner),
        )
      ).items.map((b) => b.id);

    setClock(server, at(EXPIRY, -61 * DAY));
    await runLifecycleJob(server);
    expect(await reminders()).toHaveLength(0);
    expect(await renewalList()).not.toContain(business.id);

    for (const [days, count] of [
      [60, 1],
      [45, 1],
      [30, 2],
      [20, 2],
      [7, 3],
      [1, 3],
    ] as const) {
      setClock(server, at(EXPIRY, -days * DAY + 60_000));
      await Promise.all([
        runCertificationLifecycle(server.runtime),
        runCertificationLifecycle(server.runtime),
      ]);
      await runLifecycleJob(server);
      expect(await reminders(), `${days} days before`).toHaveLength(count);
      expect(await renewalList()).toContain(business.id);
    }
    expect((await reminders()).map((n) => n.title)).toEqual([
      "Certification expires in 60 days",
      "Certification expires in 30 days",
      "Certification expires in 7 days",
    ]);
    for (const n of await reminders()) expect(n.link).toBe(`/renew/${business.id}`);
    for (const days of [60, 30, 7]) {
      const sent = await mails(`Reminded Tailors: Certified certification expires in ${days} days`);
      expect(sent, `${days}-day e-mail`).toHaveLength(1);
      expect(sent[0]!.links).toContain(`${server.url}/renew/${business.id}`);
    }

    // Renewed 5 days before the expiry: a new period, nothing due for another ten months.
    setClock(server, at(EXPIRY, -5 * DAY));
    const checkout = await json<{ url: string }>(
      await call("POST", "/api/v1/payments/checkout", owner, {
        business_id: business.id,
        certification_tier: "Certified",
        is_renewal: true,
      }),
    );
    const session = checkout.url.replace("/pay/", "");
    await json(await call("POST", `/api/v1/payments/simulator/${session}`, owner, { outcome: "paid" }));
    await json(await call("POST", "/api/v1/payments/verify", owner, { session_id: session }));
    const renewedUntil = (await row(business.id)).certificationExpiresAt!;
    expect(renewedUntil.getTime()).toBeGreaterThan(at(EXPIRY, 364 * DAY).getTime());
    await runLifecycleJob(server);
    expect(await reminders()).toHaveLength(3);
    expect(await renewalList()).not.toContain(business.id);
    // The new period's first reminder comes 60 days before its own expiry.
    setClock(server, at(renewedUntil, -60 * DAY + 60_000));
    await runLifecycleJob(server);
    expect((await reminders()).map((n) => n.title)).toEqual([
      "Certification expires in 60 days",
      "Certification expires in 30 days",
      "Certification expires in 7 days",
      "Certification expires in 60 days",
    ]);
  });

  it("sends reminders whatever the owner's e-mail preferences (service notices)", async () => {
    await json(
      await call("PATCH", "/api/v1/me/privacy", owner, {
        promotionalEmails: false,
        contractNotifications: false,
        partnerAnnouncements: false,
      }),
    );
    const business = await approvedAt(server, admin, OWNER, { name: "Quiet Florist", at: T0 });
    setClock(server, at(EXPIRY, -7 * DAY + 60_000));
    await runLifecycleJob(server);
    expect(await mails("Quiet Florist: Certified certification expires in 7 days")).toHaveLength(1);
    expect((await noticesAbout(server, OWNER, business.id)).map((n) => n.title)).toContain(
      "Certification expires in 7 days",
    );
  });

  it("renews by payment within 30 days after the expiry (grace); after that refuses, naming the new-application path", async () => {
    const renewable = await approvedAt(server, admin, OWNER, { name: "Grace Period Deli", at: T0 });
    const lapsed = await approvedAt(server, admin, OWNER, { name: "Long Lapsed Deli", at: T0 });
    const checkout = (id: string) =>
      call("POST", "/api/v1/payments/checkout", owner, {
        business_id: id,
        certification_tier: "Certified",
        is_renewal: true,
      });

    // 29 days after the expiry, recorded by the job: still renewable, and listed as such.
    setClock(server, at(EXPIRY, 29 * DAY));
    await runLifecycleJob(server);
    expect((await row(renewable.id)).certificationStatus).toBe("expired");
    const renewals = await json<{ items: { id: string }[] }>(
      await call("GET", "/api/v1/me/businesses?needs=renewal&page_size=48", owner),
    );
    expect(renewals.items.map((b) => b.id)).toContain(renewable.id);
    const { url } = await json<{ url: string }>(await checkout(renewable.id));
    const session = url.replace("/pay/", "");
    await json(await call("POST", `/api/v1/payments/simulator/${session}`, owner, { outcome: "paid" }));
    await json(await call("POST", "/api/v1/payments/verify", owner, { session_id: session }));
    const renewed = await row(renewable.id);
    expect(renewed).toMatchObject({ certificationStatus: "approved", isVerified: true });
    // An expired certification runs a year from the renewal.
    expect(renewed.certificationExpiresAt).toEqual(new Date("2027-07-01T12:00:00Z"));
    expect((await verify(renewed.certificateNumber!)).status).toBe("valid");

    // 31 days after: refused, with the way back; listed under 'Complete Your Certification' instead.
    setClock(server, at(EXPIRY, 31 * DAY));
    const refused = await checkout(lapsed.id);
    expect(refused.status).toBe(409);
    const message = ((await refused.json()) as { error: { message: string } }).error.message;
    expect(message).toBe(lapsedRenewalMessage(lapsed.id));
    expect(message).toContain(`/certification/${lapsed.id}`);
    const lists = async (needs: string) =>
      (
        await json<{ items: { id: string }[] }>(
          await call("GET", `/api/v1/me/businesses?needs=${needs}&page_size=48`, owner),
        )
      ).items.map((b) => b.id);
    expect(await lists("renewal")).not.toContain(lapsed.id);
    expect(await lists("certification")).toContain(lapsed.id);
    // The one-click link's page says the same and leads to the application page.
    expect(await loadRenewPage(server.runtime, await actorOf(server, OWNER), lapsed.id)).toEqual({
      businessId: lapsed.id,
      message,
    });

    // The new application: first year paid again, then submitted and reviewed by an admin.
    expect((await row(lapsed.id)).certificationStatus).toBe("expired");
    const firstYear = await call("POST", "/api/v1/payments/checkout", owner, {
      business_id: lapsed.id,
      certification_tier: "Certified",
      is_renewal: false,
    });
    expect(firstYear.status).toBe(200);
  });

  it("sends the owner of the one-click renewal link straight to the checkout; anyone else to the not-found page", async () => {
    const business = await approvedAt(server, admin, OWNER, { name: "One Click Cafe", at: T0 });
    setClock(server, at(EXPIRY, -10 * DAY));
    const thrown = async (load: Promise<unknown>) => load.then(() => null).catch((e: unknown) => e);
    const mine = await thrown(loadRenewPage(server.runtime, await actorOf(server, OWNER), business.id));
    expect(mine).toBeInstanceOf(Response);
    expect((mine as Response).status).toBe(302);
    expect((mine as Response).headers.get("location")).toMatch(/^\/pay\/sim_[0-9a-f-]{36}$/);
    // The layout's guard answers 404 to anyone but the owner or an admin; the service refuses them too.
    const theirs = await thrown(
      loadRenewPage(server.runtime, await actorOf(server, "other@life.test"), business.id),
    );
    expect((theirs as { init: ResponseInit }).init.status).toBe(404);
  });

  describe("revocation", () => {
    const revoke = (
      cookie: string,
      id: string,
      body: unknown = { reason: "The ownership affidavit was false." },
    ) => call("POST", `/api/v1/admin/certifications/${id}/revocation`, cookie, body);

    it("is for admins only: anonymous 401, the owner and another user 403, and nothing changes", async () => {
      const business = await approvedAt(server, admin, OWNER, { name: "Matrix Market", at: T0 });
      setClock(server, at(T0, 10 * DAY));
      expect((await revoke("", business.id)).status).toBe(401);
      expect((await revoke(owner, business.id)).status).toBe(403);
      expect((await revoke(other, business.id)).status).toBe(403);
      expect(await row(business.id)).toMatchObject({ certificationStatus: "approved", isVerified: true });
      expect((await eventsOf(business.id)).map((e) => e.toStatus)).toEqual(["pending", "approved"]);
      expect((await revoke(admin, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
      // A reason is required.
      expect((await revoke(admin, business.id, {})).status).toBe(400);
      expect((await revoke(admin, business.id, { reason: "   " })).status).toBe(400);
      expect((await row(business.id)).certificationStatus).toBe("approved");
    });

    it("withdraws the badge at once, shows revoked with the date (not the reason), tells the owner why, keeps the event", async () => {
      const business = await approvedAt(server, admin, OWNER, { name: "Fraudulent Foods", at: T0 });
      const revokedAt = at(T0, 40 * DAY);
      setClock(server, revokedAt);
      const reason = "The ownership affidavit was found to be false.";
      const result = await json<{ business: { certification_status: string }; subscription: string }>(
        await revoke(admin, business.id, { reason }),
      );
      expect(result.business.certification_status).toBe("revoked");
      expect(result.subscription).toBe("none");

      expect(await row(business.id)).toMatchObject({ certificationStatus: "revoked", isVerified: false });
      const card = await json<Business>(await call("GET", `/api/v1/businesses/${business.id}`));
      expect(tierBadge(card, revokedAt)).toBeNull();
      expect((await call("GET", `/api/v1/businesses/${business.id}/certificate`)).status).toBe(404);
      const search = await json<{ items: { id: string }[] }>(
        await call("GET", `/api/v1/businesses?q=${encodeURIComponent("Fraudulent Foods")}&tier=Certified`),
      );
      expect(search.items.map((b) => b.id)).not.toContain(business.id);

      const certificate = await json<Certificate>(
        await call("GET", `/api/v1/certificates/${business.certificateNumber}`),
      );
      expect(certificate.status).toBe("revoked");
      expect(certificate.history.at(-1)).toEqual({ event: "revoked", at: revokedAt.toISOString() });
      expect(JSON.stringify(certificate)).not.toContain("affidavit");

      const events = await eventsOf(business.id);
      expect(events.at(-1)).toMatchObject({ fromStatus: "approved", toStatus: "revoked", notes: reason });
      const notices = (await noticesAbout(server, OWNER, business.id)).filter(
        (n) => n.title === "Certification revoked",
      );
      expect(notices).toHaveLength(1);
      expect(notices[0]!.message).toContain(reason);
      const sent = await mails("Fraudulent Foods: Certified certification revoked");
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain(`Reason: ${reason}`);

      // Once revoked: a second revocation is a conflict; renewal by payment is refused; a new application may start.
      expect((await revoke(admin, business.id)).status).toBe(409);
      const renewal = await call("POST", "/api/v1/payments/checkout", owner, {
        business_id: business.id,
        certification_tier: "Certified",
        is_renewal: true,
      });
      expect(renewal.status).toBe(409);
      const firstYear = await call("POST", "/api/v1/payments/checkout", owner, {
        business_id: business.id,
        certification_tier: "Certified",
        is_renewal: false,
      });
      expect(firstYear.status).toBe(200);
      // A pending application cannot be revoked.
      const lists = await json<{ items: { id: string }[] }>(
        await call("GET", "/api/v1/me/businesses?needs=certification&page_size=48", owner),
      );
      expect(lists.items.map((b) => b.id)).toContain(business.id);
      const tabs = await json<{ items: { business: { id: string } }[]; counts: { revoked: number } }>(
        await call("GET", "/api/v1/admin/certifications?status=revoked", admin),
      );
      expect(tabs.items.map((c) => c.business.id)).toContain(business.id);
      expect(tabs.counts.revoked).toBeGreaterThanOrEqual(1);
    });
  });

  it("answers the public history: issued, expired, renewed and revoked dates — no reasons, no people", async () => {
    const business = await approvedAt(server, admin, OWNER, { name: "Storied Studio", at: T0 });
    setClock(server, at(EXPIRY, 3 * DAY));
    await runLifecycleJob(server);
    const { url } = await json<{ url: string }>(
      await call("POST", "/api/v1/payments/checkout", owner, {
        business_id: business.id,
        certification_tier: "Certified",
        is_renewal: true,
      }),
    );
    const session = url.replace("/pay/", "");
    await json(await call("POST", `/api/v1/payments/simulator/${session}`, owner, { outcome: "paid" }));
    await json(await call("POST", "/api/v1/payments/verify", owner, { session_id: session }));
    const revokedAt = at(EXPIRY, 50 * DAY);
    setClock(server, revokedAt);
    await json(
      await call("POST", `/api/v1/admin/certifications/${business.id}/revocation`, admin, {
        reason: "Secret reason 42",
      }),
    );

    const certificate = await json<Certificate & Record<string, unknown>>(
      await call("GET", `/api/v1/certificates/${business.certificateNumber}`),
    );
    expect(certificate.history).toEqual([
      { event: "issued", at: T0.toISOString() },
      { event: "expired", at: EXPIRY.toISOString() },
      { event: "renewed", at: at(EXPIRY, 3 * DAY).toISOString() },
      { event: "revoked", at: revokedAt.toISOString() },
    ]);
    const text = JSON.stringify(certificate);
    for (const secret of ["Secret reason", "owner@life.test", "Renewed through payment", "affidavit"]) {
      expect(text).not.toContain(secret);
    }
    // The page reads the same answer.
    const page = (await loadVerifyPage(
      business.certificateNumber!,
      new URL("http://x/verify"),
      server.runtime,
    )) as {
      certificate: Certificate;
    };
    expect(page.certificate.history).toEqual(certificate.history);
  });
});
