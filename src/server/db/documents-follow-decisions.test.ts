import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type Engine, engines } from "../../../tests/support/test-database";
import type { Database } from "./client";
import * as schema from "./schema";

const MIGRATION = new URL("./migrations/0021_documents_follow_decisions.sql", import.meta.url);

describe.each(engines())("the documents-follow-decisions migration on %s", (engine: Engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  it("gives the documents of applications decided before the rule their application's decision, once", async () => {
    const { db } = database;
    await db.insert(schema.users).values([
      { id: "owner", name: "Owner", email: "owner@example.com" },
      { id: "admin", name: "Admin", email: "admin@example.com" },
    ]);
    const [business] = await db
      .insert(schema.businesses)
      .values({ name: "Kente House", ownerId: "owner", category: "Retail", categorySlug: "retail-shopping" })
      .returning();
    const decidedAt = new Date("2026-10-01T12:00:00Z");
    const applications = await db
      .insert(schema.certificationApplications)
      .values([
        { businessId: business!.id, tier: "Verified", status: "approved", decidedBy: "admin", decidedAt },
        { businessId: business!.id, tier: "Verified", status: "rejected", decidedBy: "admin", decidedAt },
        { businessId: business!.id, tier: "Certified", status: "pending" },
      ])
      .returning();
    const doc = (applicationId: string | null, name: string) => ({
      businessId: business!.id,
      documentType: "business_registration",
      fileName: name,
      filePath: `private/${name}`,
      fileSize: 10,
      mimeType: "application/pdf",
      applicationId,
    });
    await db
      .insert(schema.businessDocuments)
      .values([
        doc(applications[0]!.id, "approved.pdf"),
        doc(applications[1]!.id, "rejected.pdf"),
        doc(applications[2]!.id, "waiting.pdf"),
        doc(null, "draft.pdf"),
      ]);

    const statements = fs.readFileSync(MIGRATION, "utf8").split("--> statement-breakpoint");
    for (let run = 0; run < 2; run++) {
      for (const statement of statements) await db.execute(sql.raw(statement));
    }

    const rows = await db
      .select({
        name: schema.businessDocuments.fileName,
        status: schema.businessDocuments.reviewStatus,
        by: schema.businessDocuments.reviewedBy,
        at: schema.businessDocuments.reviewedAt,
      })
      .from(schema.businessDocuments)
      .where(eq(schema.businessDocuments.businessId, business!.id));
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(byName["approved.pdf"]).toMatchObject({ status: "approved", by: "admin" });
    expect(byName["approved.pdf"]?.at?.toISOString()).toBe(decidedAt.toISOString());
    expect(byName["rejected.pdf"]).toMatchObject({ status: "rejected", by: "admin" });
    expect(byName["waiting.pdf"]).toMatchObject({ status: "pending", by: null, at: null });
    expect(byName["draft.pdf"]).toMatchObject({ status: "pending", by: null, at: null });
  });
});
