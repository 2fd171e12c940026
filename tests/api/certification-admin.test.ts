import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AFFIDAVIT_LABELS } from "~/domain/certification/affidavit-schema";
import { ADMIN_APPLICATIONS_PER_PAGE } from "~/domain/certification/certification-api-schema";
import { TIER_ANNUAL_PRICE_CENTS } from "~/domain/certification/tiers";
import {
  businessDocuments,
  businesses,
  certificationApplications,
  certificationEvents,
  users,
} from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, newUser, outbox, signInRoles } from "./accounts-fixture";
import { seedPendingApplication } from "./certification-admin-fixture";

type Card = {
  business: { id: string; name: string; certification_status: string; is_verified: boolean } & Record<
    string,
    unknown
  >;
  owner_email: string | null;
  application: { id: string; status: string; review_notes: string | null; tier: string } | null;
  documents: { id: string; url: string; mime_type: string; document_type: string; review_status: string }[];
  document_count: number;
  payment: {
    id: string;
    tier: string;
    amount_cents: number;
    currency: string;
    paid_at: string | null;
  } | null;
  history: { from_status: string; to_status: string; actor_name: string | null; notes: string | null }[];
};
type ReviewPage = {
  items: Card[];
  counts: { total: number; pending: number; approved: number; rejected: number };
  next: number | null;
};

describe.each(engines())("admin certification review on %s", (engine) => {
  let server: TestServer;
  let owner: string;
  let other: string;
  let admin: string;
  let admin2: string;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      ADMIN_EMAILS: "admin@review.test,admin2@review.test",
      AUTH_RATE_LIMIT: "false",
    });
    ({ owner, other, admin } = await signInRoles(server, "review.test"));
    admin2 = await newUser(server, "admin2@review.test");
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    jsonCall(server, method, path, cookie, body);
  const list = async (query = "", cookie = admin) => {
    const res = await call("GET", `/api/v1/admin/certifications${query}`, cookie);
    expect(res.status).toBe(200);
    return (await res.json()) as ReviewPage;
  };
  const eventCount = async (businessId: string) =>
    (
      await server.database.db
        .select()
        .from(certificationEvents)
        .where(eq(certificationEvents.businessId, businessId))
    ).length;
  const businessRow = async (id: string) =>
    (await server.database.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;

  it("lists pending applications to admins only, with every card field and readable documents", async () => {
    const { businessId, documents } = await seedPendingApplication(server, "owner@review.test", {
      name: "Listed Kitchen",
    });
    for (const [cookie, status] of [
      ["", 401],
      [owner, 403],
      [other, 403],
    ] as const) {
      expect((await call("GET", "/api/v1/admin/certifications", cookie)).status).toBe(status);
    }
    const page = await list("?status=pending");
    const card = page.items.find((c) => c.business.id === businessId)!;
    expect(card).toMatchObject({
      business: {
        name: "Listed Kitchen",
        certification_status: "pending",
        certification_tier: "Certified",
        city: "Atlanta",
        state: "GA",
        category: "Restaurant",
        sub_category: "Soul Food",
        address: "12 Main St",
        phone: "4045550100",
        email: "hello@example.com",
      },
      owner_email: "owner@review.test",
      application: { status: "pending", tier: "Certified" },
      document_count: 2,
    });
    expect(card.business.certification_requested_at).toBeTruthy();
    expect(card.documents.map((d) => d.mime_type).sort()).toEqual(["application/pdf", "image/png"]);
    for (const doc of card.documents) {
      const file = await server.api(doc.url.replace(server.url, ""));
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe(doc.mime_type);
    }
    expect(documents).toHaveLength(2);
    expect(page.counts.pending).toBeGreaterThanOrEqual(1);
    expect(page.counts.total).toBe(page.counts.pending + page.counts.approved + page.counts.rejected);
    expect((await call("GET", "/api/v1/admin/certifications?status=lost", admin)).status).toBe(400);
  });

  it("shows the admin the whole submission: every affidavit field, the signature, the payment and the history", async () => {
    const { businessId, payment } = await seedPendingApplication(server, "owner@review.test", {
      name: "Whole Submission",
      tier: "Preferred",
      complete: true,
    });
    const pending = (await list("?status=pending")).items.find((c) => c.business.id === businessId)!;
    const application = pending.application as unknown as {
      affidavit: Record<string, unknown> | null;
      signature_url: string | null;
    };
    expect(Object.keys(application.affidavit ?? {}).sort()).toEqual(
      [...Object.keys(AFFIDAVIT_LABELS), "ownershipConfirmed"].sort(),
    );
    expect(application.affidavit).toMatchObject({ businessName: "Whole Submission", county: "Fulton" });
    const signature = await server.api(application.signature_url!.replace(server.url, ""));
    expect(signature.status).toBe(200);
    expect(signature.headers.get("content-type")).toBe("image/png");
    expect(pending.payment).toEqual({
      id: payment!.id,
      tier: "Preferred",
      amount_cents: TIER_ANNUAL_PRICE_CENTS.Preferred,
      currency: "usd",
      paid_at: payment!.paidAt!.toISOString(),
    });
    expect(pending.history.map((e) => [e.from_status, e.to_status])).toEqual([["none", "pending"]]);

    const decided = await call("POST", `/api/v1/admin/certifications/${businessId}/decision`, admin, {
      decision: "approved",
      notes: "All in order",
    });
    const card = (await decided.json()) as Card;
    expect(card.payment?.id).toBe(payment!.id);
    expect(card.history.map((e) => [e.from_status, e.to_status])).toEqual([
      ["pending", "approved"],
      ["none", "pending"],
    ]);
    expect(card.history[0]).toMatchObject({ actor_name: "Test Person", notes: "All in order" });
    const approved = (await list("?status=approved")).items.find((c) => c.business.id === businessId)!;
    expect(approved.history).toEqual(card.history);
    expect(approved.payment).toEqual(card.payment);
    // An application without a payment (the demo data's, or older ones) has none to show.
    const { businessId: unpaid } = await seedPendingApplication(server, "owner@review.test", {
      name: "No Payment",
    });
    const bare = (await list("?status=pending")).items.find((c) => c.business.id === unpaid)!;
    expect(bare.payment).toBeNull();
    expect(bare.history).toHaveLength(1);
  });

  it("pages the list on the server, newest request first, and leaves Free and never-applied businesses out", async () => {
    const [me] = await server.database.db.select().from(users).where(eq(users.email, "owner@review.test"));
    const base = Date.now() - 30 * 86_400_000;
    await server.database.db.insert(businesses).values([
      ...Array.from({ length: ADMIN_APPLICATIONS_PER_PAGE + 1 }, (_, i) => ({
        ownerId: me!.id,
        name: `Paged ${String(i).padStart(2, "0")}`,
        category: "Retail",
        certificationTier: "Verified" as const,
        certificationStatus: "rejected" as const,
        certificationRequestedAt: new Date(base + i * 60_000),
      })),
      { name: "Free one", category: "Retail", certificationStatus: "rejected" as const },
      { name: "Never applied", category: "Retail", certificationTier: "Preferred" as const },
    ]);
    const first = await list("?status=rejected");
    expect(first.items).toHaveLength(ADMIN_APPLICATIONS_PER_PAGE);
    expect(first.next).toBe(2);
    expect(first.items[0]?.business.name).toBe(`Paged ${ADMIN_APPLICATIONS_PER_PAGE}`);
    const second = await list("?status=rejected&page=2");
    expect(second.next).toBeNull();
    const names = [...first.items, ...second.items].map((c) => c.business.name);
    expect(names).not.toContain("Free one");
    expect(names).not.toContain("Never applied");
    expect(names.at(-1)).toBe("Paged 00");
    expect(first.counts.rejected).toBe(ADMIN_APPLICATIONS_PER_PAGE + 1);
  });

  it("lets only an admin decide: approval certifies for a year, records the decider, notifies and e-mails the owner", async () => {
    const { businessId, applicationId } = await seedPendingApplication(server, "owner@review.test", {
      name: "Approved Bakery",
      tier: "Preferred",
    });
    const path = `/api/v1/admin/certifications/${businessId}/decision`;
    for (const [cookie, status] of [
      ["", 401],
      [owner, 403],
      [other, 403],
    ] as const) {
      expect((await call("POST", path, cookie, { decision: "approved" })).status).toBe(status);
    }
    expect((await businessRow(businessId)).certificationStatus).toBe("pending");
    expect((await call("POST", path, admin, { decision: "maybe" })).status).toBe(400);
    expect((await call("POST", path, admin, { decision: "approved", extra: 1 })).status).toBe(400);

    const res = await call("POST", path, admin, { decision: "approved", notes: "All documents verified." });
    expect(res.status).toBe(200);
    const card = (await res.json()) as Card;
    expect(card.business).toMatchObject({ certification_status: "approved", is_verified: true });
    expect(card.application).toMatchObject({ status: "approved", review_notes: "All documents verified." });
    const row = await businessRow(businessId);
    const year = row.certificationExpiresAt!.getTime() - Date.now();
    expect(year).toBeGreaterThan(364 * 86_400_000);
    expect(year).toBeLessThan(367 * 86_400_000);
    const [application] = await server.database.db
      .select()
      .from(certificationApplications)
      .where(eq(certificationApplications.id, applicationId));
    const [adminUser] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, "admin@review.test"));
    expect(application).toMatchObject({
      status: "approved",
      decidedBy: adminUser!.id,
      reviewNotes: "All documents verified.",
    });
    expect(application!.decidedAt).toBeInstanceOf(Date);

    const bell = await call("GET", "/api/v1/notifications", owner);
    const note = ((await bell.json()) as { items: { type: string; link: string; title: string }[] }).items[0];
    expect(note).toMatchObject({ type: "certification_update", link: `/certification/${businessId}` });
    const mail = (await outbox(server, "owner@review.test")).find((m) =>
      m.subject.includes("Approved Bakery"),
    );
    expect(mail?.subject).toBe("Approved Bakery is now Preferred certified");
    expect(mail?.text).toContain("All documents verified.");

    // Deciding again: 409, nothing changes twice.
    const again = await call("POST", path, admin, { decision: "rejected", notes: "Changed my mind" });
    expect(again.status).toBe(409);
    expect((await businessRow(businessId)).certificationStatus).toBe("approved");
    expect(await eventCount(businessId)).toBe(2);
  });

  it("names the Certified tier once in the owner's notification and e-mail subject", async () => {
    const { businessId } = await seedPendingApplication(server, "owner@review.test", {
      name: "Dlamini House Inn",
      tier: "Certified",
    });
    const res = await call("POST", `/api/v1/admin/certifications/${businessId}/decision`, admin, {
      decision: "approved",
    });
    expect(res.status).toBe(200);
    const bell = await call("GET", "/api/v1/notifications", owner);
    const items = ((await bell.json()) as { items: { title: string; message: string }[] }).items;
    expect(items[0]).toMatchObject({
      title: "Certification approved",
      message: "Dlamini House Inn is now Certified.",
    });
    const mail = (await outbox(server, "owner@review.test")).find((m) =>
      m.subject.includes("Dlamini House Inn"),
    );
    expect(mail?.subject).toBe("Dlamini House Inn is now Certified");
  });

  it("rejects with the notes in the owner's notification and e-mail", async () => {
    const { businessId } = await seedPendingApplication(server, "owner@review.test", {
      name: "Rejected Salon",
    });
    const notes = "The licence has expired. Please upload a current one.";
    const res = await call("POST", `/api/v1/admin/certifications/${businessId}/decision`, admin, {
      decision: "rejected",
      notes,
    });
    expect(res.status).toBe(200);
    expect(await businessRow(businessId)).toMatchObject({
      certificationStatus: "rejected",
      isVerified: false,
    });
    const bell = await call("GET", "/api/v1/notifications", owner);
    const items = ((await bell.json()) as { items: { message: string; link: string }[] }).items;
    expect(items[0]).toMatchObject({ link: `/certification/${businessId}` });
    expect(items[0]?.message).toContain(notes);
    const mail = (await outbox(server, "owner@review.test")).find((m) =>
      m.subject.includes("Rejected Salon"),
    );
    expect(mail?.subject).toBe("Your certification application for Rejected Salon was not approved");
    expect(mail?.text).toContain(notes);
  });

  it("carries the decision to every document of the application (who, when), for the owner and the admin alike", async () => {
    const db = server.database.db;
    const [adminUser] = await db.select().from(users).where(eq(users.email, "admin@review.test"));
    const documentsOf = (applicationId: string) =>
      db.select().from(businessDocuments).where(eq(businessDocuments.applicationId, applicationId));
    const ownerPage = async (businessId: string, cookie = owner) =>
      call("GET", `/api/v1/certification/${businessId}`, cookie);

    for (const decision of ["approved", "rejected"] as const) {
      const { businessId, applicationId, documents } = await seedPendingApplication(
        server,
        "owner@review.test",
        { name: `Documents ${decision}` },
      );
      // A per-document review before the decision: the application's decision still reaches it.
      const earlier = decision === "approved" ? "rejected" : "approved";
      expect(
        (
          await call("PUT", `/api/v1/admin/certification-documents/${documents[0]!.id}/review`, admin, {
            review_status: earlier,
          })
        ).status,
      ).toBe(200);
      // A draft uploaded since is not part of the application and stays pending.
      const [draft] = await db
        .insert(businessDocuments)
        .values({
          businessId,
          documentType: "insurance_certificate",
          fileName: "draft.pdf",
          filePath: `private/documents/${businessId}/draft.pdf`,
          fileSize: 5,
          mimeType: "application/pdf",
        })
        .returning();

      const path = `/api/v1/admin/certifications/${businessId}/decision`;
      for (const [cookie, status] of [
        ["", 401],
        [owner, 403],
        [other, 403],
      ] as const) {
        expect((await call("POST", path, cookie, { decision })).status).toBe(status);
      }
      expect((await documentsOf(applicationId)).map((d) => d.reviewStatus).sort()).toEqual(
        [earlier, "pending"].sort(),
      );

      const decidedAt = Date.now();
      const res = await call("POST", path, admin, { decision, notes: "Checked" });
      expect(res.status).toBe(200);
      const card = (await res.json()) as Card;
      expect(card.documents).toHaveLength(2);
      expect(card.documents.map((d) => d.review_status)).toEqual([decision, decision]);

      const rows = await documentsOf(applicationId);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.reviewStatus).toBe(decision);
        expect(row.reviewedBy).toBe(adminUser!.id);
        expect(row.reviewedAt!.getTime()).toBeGreaterThanOrEqual(decidedAt - 1000);
      }
      const [application] = await db
        .select()
        .from(certificationApplications)
        .where(eq(certificationApplications.id, applicationId));
      // Documents and application share the decision's instant: one transaction.
      expect(rows.map((r) => r.reviewedAt!.getTime())).toEqual([
        application!.decidedAt!.getTime(),
        application!.decidedAt!.getTime(),
      ]);
      const [draftRow] = await db.select().from(businessDocuments).where(eq(businessDocuments.id, draft!.id));
      expect(draftRow).toMatchObject({ reviewStatus: "pending", reviewedBy: null, reviewedAt: null });

      // The owner reads the same statuses; a visitor and another user read nothing.
      expect((await ownerPage(businessId, "")).status).toBe(401);
      expect((await ownerPage(businessId, other)).status).toBe(403);
      for (const cookie of [owner, admin]) {
        const page = (await (await ownerPage(businessId, cookie)).json()) as {
          documents: {
            id: string;
            application_id: string | null;
            review_status: string;
            reviewed_at: string;
          }[];
        };
        const submitted = page.documents.filter((d) => d.application_id === applicationId);
        expect(submitted.map((d) => d.review_status)).toEqual([decision, decision]);
        expect(submitted.every((d) => d.reviewed_at === application!.decidedAt!.toISOString())).toBe(true);
        expect(page.documents.find((d) => d.id === draft!.id)?.review_status).toBe("pending");
      }
      // And the admin's tab of that status lists the card with the same statuses.
      const tab = await list(`?status=${decision}`);
      const listed = tab.items.find((c) => c.business.id === businessId);
      expect(listed?.documents.map((d) => d.review_status)).toEqual([decision, decision]);
    }
  });

  it("lets exactly one of two admins deciding at once win; the other gets 409 and one event is written", async () => {
    const { businessId } = await seedPendingApplication(server, "owner@review.test", {
      name: "Contested Cafe",
    });
    const path = `/api/v1/admin/certifications/${businessId}/decision`;
    const answers = await Promise.all([
      call("POST", path, admin, { decision: "approved" }),
      call("POST", path, admin2, { decision: "rejected", notes: "Too late" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const decided = await server.database.db
      .select()
      .from(certificationEvents)
      .where(and(eq(certificationEvents.businessId, businessId), sql`from_status = 'pending'`));
    expect(decided).toHaveLength(1);
    const winner = answers[0]!.status === 200 ? "approved" : "rejected";
    expect((await businessRow(businessId)).certificationStatus).toBe(winner);
  });

  it("answers 404 for an unknown business and 409 for one that never applied", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(
      (
        await call("POST", `/api/v1/admin/certifications/${unknown}/decision`, admin, {
          decision: "approved",
        })
      ).status,
    ).toBe(404);
    expect(
      (await call("POST", "/api/v1/admin/certifications/nope/decision", admin, { decision: "approved" }))
        .status,
    ).toBe(404);
    const [row] = await server.database.db
      .insert(businesses)
      .values({ name: "Not applied", category: "Retail", certificationTier: "Verified" })
      .returning();
    const res = await call("POST", `/api/v1/admin/certifications/${row!.id}/decision`, admin, {
      decision: "approved",
    });
    expect(res.status).toBe(409);
    expect(await eventCount(row!.id)).toBe(0);
  });

  it("lets only admins review a document, recording who and when; templates are not reviewed", async () => {
    const { documents } = await seedPendingApplication(server, "owner@review.test", {
      name: "Reviewed Docs",
    });
    const doc = documents[0]!;
    const path = `/api/v1/admin/certification-documents/${doc.id}/review`;
    for (const [cookie, status] of [
      ["", 401],
      [owner, 403],
      [other, 403],
    ] as const) {
      expect((await call("PUT", path, cookie, { review_status: "approved" })).status).toBe(status);
    }
    expect((await call("PUT", path, admin, { review_status: "pending" })).status).toBe(400);
    const res = await call("PUT", path, admin, { review_status: "rejected", admin_notes: "Blurry scan" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: doc.id,
      review_status: "rejected",
      admin_notes: "Blurry scan",
    });
    const [row] = await server.database.db
      .select()
      .from(businessDocuments)
      .where(eq(businessDocuments.id, doc.id));
    expect(row?.reviewedBy).toBeTruthy();
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    const [template] = await server.database.db
      .insert(businessDocuments)
      .values({
        documentType: "Verified-tax_id",
        fileName: "t.pdf",
        filePath: "private/templates/t.pdf",
        fileSize: 5,
        mimeType: "application/pdf",
        reviewStatus: "approved",
      })
      .returning();
    const onTemplate = await call(
      "PUT",
      `/api/v1/admin/certification-documents/${template!.id}/review`,
      admin,
      {
        review_status: "rejected",
      },
    );
    expect(onTemplate.status).toBe(404);
  });

  it("shows the history to admins only, newest first, and no one can change an event", async () => {
    const { businessId } = await seedPendingApplication(server, "owner@review.test", {
      name: "History House",
    });
    await call("POST", `/api/v1/admin/certifications/${businessId}/decision`, admin, {
      decision: "rejected",
      notes: "Missing insurance",
    });
    const path = `/api/v1/admin/certifications/${businessId}/events`;
    for (const [cookie, status] of [
      ["", 401],
      [owner, 403],
      [other, 403],
    ] as const) {
      expect((await call("GET", path, cookie)).status).toBe(status);
    }
    const res = await call("GET", path, admin);
    expect(res.status).toBe(200);
    const { items, business } = (await res.json()) as {
      business: { name: string };
      items: {
        id: string;
        from_status: string;
        to_status: string;
        notes: string | null;
        actor_name: string;
        tier: string;
      }[];
    };
    expect(business.name).toBe("History House");
    expect(items.map((e) => [e.from_status, e.to_status])).toEqual([
      ["pending", "rejected"],
      ["none", "pending"],
    ]);
    expect(items[0]).toMatchObject({
      notes: "Missing insurance",
      actor_name: "Test Person",
      tier: "Certified",
    });
    for (const method of ["PATCH", "PUT", "DELETE"]) {
      const changed = await call(method, `${path}/${items[0]!.id}`, admin, { notes: "rewritten" });
      expect([404, 405]).toContain(changed.status);
      expect([404, 405]).toContain((await call(method, path, admin, { notes: "x" })).status);
    }
    await expect(
      server.database.db.execute(
        sql`update certification_events set notes = 'rewritten' where business_id = ${businessId}`,
      ),
    ).rejects.toThrow();
    const after = (await (await call("GET", path, admin)).json()) as { items: { notes: string | null }[] };
    expect(after.items[0]?.notes).toBe("Missing insurance");
    expect(
      (await call("GET", "/api/v1/admin/certifications/00000000-0000-4000-8000-000000000000/events", admin))
        .status,
    ).toBe(404);
  });
});
