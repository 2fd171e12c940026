import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tier } from "~/domain/certification/tiers";
import { businesses, certificationEvents, users } from "~/server/db/schema";
import { assignCertificateNumber } from "~/server/services/certification/assign-certificate-number";
import { parsePdf } from "../support/pdf-text";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, signInRoles } from "./accounts-fixture";
import { seedPendingApplication } from "./certification-admin-fixture";

const DAY = 86_400_000;

type Certificate = {
  certificate_number: string;
  business_id: string;
  business_name: string;
  tier: string;
  status: string;
  issued_at: string | null;
  expires_at: string | null;
};

describe.each(engines())("certificates on %s", (engine) => {
  let server: TestServer;
  let owner: string;
  let other: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: "admin@cert.test", AUTH_RATE_LIMIT: "false" });
    ({ owner, other, admin } = await signInRoles(server, "cert.test"));
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, cookie = "", body?: unknown) =>
    jsonCall(server, method, path, cookie, body);
  const businessRow = async (id: string) =>
    (await server.database.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;

  /** A business of owner@cert.test whose pending application an admin approves through the API. */
  async function approved(name: string, tier: Exclude<Tier, "Free"> = "Certified") {
    const { businessId } = await seedPendingApplication(server, "owner@cert.test", { name, tier });
    const res = await call("POST", `/api/v1/admin/certifications/${businessId}/decision`, admin, {
      decision: "approved",
    });
    expect(res.status).toBe(200);
    return businessRow(businessId);
  }

  /** A business written straight into the table, in any certification state. */
  async function inserted(values: Partial<typeof businesses.$inferInsert> & { name: string }) {
    const [me] = await server.database.db.select().from(users).where(eq(users.email, "owner@cert.test"));
    const [row] = await server.database.db
      .insert(businesses)
      .values({
        ownerId: me!.id,
        category: "Retail",
        certificationTier: "Verified",
        certificationStatus: "approved",
        isVerified: true,
        certificationExpiresAt: new Date(Date.now() + 200 * DAY),
        ...values,
      })
      .returning();
    return row!;
  }

  const expectNotFound = async (res: Response) => {
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body).toEqual({ error: { code: "not_found", message: "Certificate not found." } });
  };

  it("numbers the certificate on approval, UJ-{year}-{6 digits}, and keeps the number on re-approval", async () => {
    const row = await approved("Numbered Cafe");
    expect(row.certificateNumber).toMatch(new RegExp(`^UJ-${new Date().getUTCFullYear()}-\\d{6}$`));
    // A renewal puts the business under review again; approving it once more keeps the number.
    await server.database.db
      .update(businesses)
      .set({ certificationStatus: "pending" })
      .where(eq(businesses.id, row.id));
    const again = await call("POST", `/api/v1/admin/certifications/${row.id}/decision`, admin, {
      decision: "approved",
    });
    expect(again.status).toBe(200);
    expect((await businessRow(row.id)).certificateNumber).toBe(row.certificateNumber);
    // A rejection never numbers a certificate.
    const { businessId } = await seedPendingApplication(server, "owner@cert.test", { name: "Refused Shop" });
    await call("POST", `/api/v1/admin/certifications/${businessId}/decision`, admin, {
      decision: "rejected",
      notes: "Licence expired.",
    });
    expect((await businessRow(businessId)).certificateNumber).toBeNull();
  });

  it("draws new digits when a number is taken, without losing the approval's transaction", async () => {
    const now = new Date("2026-05-01T12:00:00Z");
    await inserted({ name: "Holder", certificateNumber: "UJ-2026-000010" });
    const next = await inserted({ name: "Next in line" });
    const draws = [10, 10, 11];
    const number = await server.database.db.transaction(async (tx) => {
      const assigned = await assignCertificateNumber(tx, next.id, now, () => draws.shift()!);
      // The transaction is still usable after the collisions.
      await tx.update(businesses).set({ reviewCount: 1 }).where(eq(businesses.id, next.id));
      return assigned;
    });
    expect(number).toBe("UJ-2026-000011");
    expect(draws).toEqual([]);
    expect(await businessRow(next.id)).toMatchObject({ certificateNumber: "UJ-2026-000011", reviewCount: 1 });
  });

  it("lets anyone download an approved business's certificate: escaped, with the QR code of its verification page", async () => {
    const row = await approved(`<script>alert("x")</script> & Sons`, "Preferred");
    const number = row.certificateNumber!;
    const [approval] = await server.database.db
      .select()
      .from(certificationEvents)
      .where(eq(certificationEvents.businessId, row.id))
      .orderBy(certificationEvents.createdAt);
    expect(approval).toBeTruthy();
    for (const cookie of ["", owner, other, admin]) {
      const res = await call("GET", `/api/v1/businesses/${row.id}/certificate`, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("content-disposition")).toBe(
        'attachment; filename="certificate-script-alert-x-script-sons.html"',
      );
      const html = await res.text();
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Sons");
      expect(html).toContain(number);
      expect(html).toContain("Preferred");
      expect(html).toContain("Ujamaa".toUpperCase());
      expect(html).toContain("Educate. Elevate. Empower.");
      expect(html).toMatch(/<svg[^>]*>[\s\S]*<path/);
      expect(html).toContain(`${server.url}/verify/${number}`);
      const year = new Date().getUTCFullYear();
      expect(html).toContain(`${year}`);
      expect(html).toContain(`${year + 1}`);
      expect(html).not.toMatch(/<link|src="http|<iframe/i);
    }
  });

  it("lets anyone download the same certificate as one page of PDF, on Letter or A4 by the business's country", async () => {
    const row = await approved("Café Ōsaka & Sons", "Preferred");
    const number = row.certificateNumber!;
    for (const cookie of ["", owner, other, admin]) {
      const res = await call("GET", `/api/v1/businesses/${row.id}/certificate.pdf`, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(
        'attachment; filename="certificate-cafe-osaka-sons.pdf"',
      );
      const pdf = await parsePdf(new Uint8Array(await res.arrayBuffer()));
      expect(pdf.pages).toBe(1);
      expect(pdf.sizes[0]).toEqual({ width: 612, height: 792 });
      const text = pdf.text.replace(/\n/g, " ");
      expect(text).toContain("Café Osaka & Sons");
      expect(text).toContain(number);
      expect(text).toContain("certified at the Preferred tier of the Ujamaa network.");
      expect(text).toContain("Educate. Elevate. Empower.");
      expect(text).toContain(`${server.url}/verify/${number}`);
      expect(pdf.links).toContain(`${server.url}/verify/${number}`);
    }
    await server.database.db.update(businesses).set({ country: "Kenya" }).where(eq(businesses.id, row.id));
    const a4 = await call("GET", `/api/v1/businesses/${row.id}/certificate.pdf`);
    expect((await parsePdf(new Uint8Array(await a4.arrayBuffer()))).sizes[0]).toEqual({
      width: 595.28,
      height: 841.89,
    });
    const lapsed = await inserted({
      name: "Lapsed PDF",
      certificationExpiresAt: new Date(Date.now() - DAY),
      certificateNumber: "UJ-2020-000905",
    });
    await expectNotFound(await call("GET", `/api/v1/businesses/${lapsed.id}/certificate.pdf`));
  });

  it("answers 404 in the error shape for pending, rejected, Free, expired, unverified, hidden and unknown businesses", async () => {
    const { businessId: pending } = await seedPendingApplication(server, "owner@cert.test", {
      name: "Waiting Room",
    });
    const cases = [
      pending,
      (await inserted({ name: "Rejected", certificationStatus: "rejected", isVerified: false })).id,
      (await inserted({ name: "Free", certificationTier: "Free", certificateNumber: "UJ-2020-000901" })).id,
      (
        await inserted({
          name: "Lapsed",
          certificationExpiresAt: new Date(Date.now() - DAY),
          certificateNumber: "UJ-2020-000902",
        })
      ).id,
      (await inserted({ name: "Unverified", isVerified: false, certificateNumber: "UJ-2020-000903" })).id,
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
    ];
    for (const id of cases) {
      for (const cookie of ["", admin])
        await expectNotFound(await call("GET", `/api/v1/businesses/${id}/certificate`, cookie));
    }
    const hidden = await inserted({ name: "Hidden", isActive: false, certificateNumber: "UJ-2020-000904" });
    await expectNotFound(await call("GET", `/api/v1/businesses/${hidden.id}/certificate`, other));
    expect((await call("GET", `/api/v1/businesses/${hidden.id}/certificate`, owner)).status).toBe(200);
  });

  it("verifies a number publicly with its live status", async () => {
    const issued = await approved("Verified Grocer", "Verified");
    const res = await call("GET", `/api/v1/certificates/${issued.certificateNumber}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Certificate;
    const [approval] = await server.database.db
      .select()
      .from(certificationEvents)
      .where(eq(certificationEvents.businessId, issued.id));
    expect(body).toEqual({
      certificate_number: issued.certificateNumber,
      business_id: issued.id,
      business_name: "Verified Grocer",
      tier: "Verified",
      status: "valid",
      issued_at: expect.any(String),
      expires_at: issued.certificationExpiresAt!.toISOString(),
      history: [{ event: "issued", at: body.issued_at }],
    });
    expect(approval).toBeTruthy();
    expect(Math.abs(new Date(body.issued_at!).getTime() - Date.now())).toBeLessThan(60_000);

    const states = [
      { number: "UJ-2021-000001", status: "valid", values: {} },
      {
        number: "UJ-2021-000002",
        status: "expiring",
        values: { certificationExpiresAt: new Date(Date.now() + 10 * DAY) },
      },
      {
        number: "UJ-2021-000003",
        status: "expired",
        values: { certificationExpiresAt: new Date(Date.now() - 2 * DAY) },
      },
      {
        number: "UJ-2021-000004",
        status: "revoked",
        values: { certificationStatus: "rejected" as const, isVerified: false },
      },
      { number: "UJ-2021-000005", status: "revoked", values: { certificationTier: "Free" as const } },
    ];
    for (const s of states) {
      const row = await inserted({ name: `State ${s.status}`, certificateNumber: s.number, ...s.values });
      const found = await call("GET", `/api/v1/certificates/${s.number}`);
      expect(found.status).toBe(200);
      expect((await found.json()) as Certificate).toMatchObject({
        certificate_number: s.number,
        business_id: row.id,
        status: s.status,
        issued_at: null,
      });
    }
    // Typed in lower case, it is the same certificate.
    expect((await call("GET", "/api/v1/certificates/uj-2021-000002")).status).toBe(200);
    for (const unknown of ["UJ-2021-999999", "UJ-2021-12", "nonsense", "UJ-2021-000001%20OR%201=1"]) {
      const miss = await call("GET", `/api/v1/certificates/${unknown}`);
      await expectNotFound(miss);
    }
  });
});
