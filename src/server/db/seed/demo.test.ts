import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { verifyPassword } from "better-auth/crypto";
import { eq, isNotNull, isNull, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_SLUGS } from "~/domain/categories/categories";
import { affidavitSchema } from "~/domain/certification/affidavit-schema";
import { notificationText } from "~/domain/notifications/notice";
import { defaultTimeZone } from "~/domain/places/time-zone";
import type { Database } from "~/server/db/client";
import * as schema from "~/server/db/schema";
import { createLocalStorage } from "~/server/storage/local-storage";
import { createTestDatabase, type Engine, engines } from "../../../../tests/support/test-database";
import { seedDemoData } from "./demo";
import { DEMO_PASSWORD } from "./demo-accounts";
import { DEMO_BUSINESSES } from "./demo-businesses";
import { SAMPLE_BUSINESSES } from "./sample-businesses";

const logger = pino({ level: "silent" });
const DAY_MS = 86_400_000;

const TABLES = {
  businessCategories: schema.businessCategories,
  businesses: schema.businesses,
  users: schema.users,
  accounts: schema.accounts,
  profiles: schema.profiles,
  userRoles: schema.userRoles,
  privacyPreferences: schema.privacyPreferences,
  certificationEvents: schema.certificationEvents,
  certificationApplications: schema.certificationApplications,
  payments: schema.payments,
  businessDocuments: schema.businessDocuments,
  contractOpportunities: schema.contractOpportunities,
  notifications: schema.notifications,
  reviews: schema.reviews,
};

async function tableCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe.each(engines())("demo data on %s", (engine: Engine) => {
  let database: Database;
  let filesDir: string;
  const storage = () => createLocalStorage({ root: filesDir, secret: "demo-test-secret-0123456789abcdef" });
  const now = new Date();
  let seedMs = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-demo-files-"));
    const started = Date.now();
    await seedDemoData(database.db, logger, storage(), { now });
    seedMs = Date.now() - started;
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it("loads in a few seconds", () => {
    expect(seedMs).toBeLessThan(15_000);
  });

  it("creates the demo admin and owner with verified e-mails, roles, profiles and preferences", async () => {
    const { db } = database;
    const people = await db
      .select({
        email: schema.users.email,
        verified: schema.users.emailVerified,
        role: schema.userRoles.role,
        name: schema.profiles.fullName,
      })
      .from(schema.users)
      .innerJoin(schema.userRoles, eq(schema.userRoles.userId, schema.users.id))
      .innerJoin(schema.profiles, eq(schema.profiles.id, schema.users.id))
      .innerJoin(schema.privacyPreferences, eq(schema.privacyPreferences.userId, schema.users.id))
      .orderBy(schema.users.email);
    expect(people.map((p) => [p.email, p.verified, p.role])).toEqual([
      ["admin@ujamaa.test", true, "admin"],
      ["owner@ujamaa.test", true, "user"],
    ]);
  });

  it("stores a password hash that better-auth verifies for the demo password only", async () => {
    const rows = await database.db
      .select({
        accountId: schema.accounts.accountId,
        userId: schema.accounts.userId,
        providerId: schema.accounts.providerId,
        password: schema.accounts.password,
      })
      .from(schema.accounts);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.providerId).toBe("credential");
      expect(row.accountId).toBe(row.userId);
      expect(await verifyPassword({ hash: row.password!, password: DEMO_PASSWORD })).toBe(true);
      expect(await verifyPassword({ hash: row.password!, password: "wrong-password" })).toBe(false);
    }
  });

  it("creates the six samples and sixty more businesses across at least eight countries", async () => {
    const rows = await database.db.select().from(schema.businesses);
    expect(rows.length).toBeGreaterThanOrEqual(66);
    for (const sample of SAMPLE_BUSINESSES) {
      const row = rows.find((r) => r.name === sample.name);
      expect(row, sample.name).toMatchObject({
        category: sample.category,
        rating: sample.rating,
        address: sample.address,
      });
    }
    expect(new Set(rows.map((r) => r.country)).size).toBeGreaterThanOrEqual(9);
    expect(new Set(rows.filter((r) => r.country === "USA").map((r) => r.state)).size).toBeGreaterThanOrEqual(
      20,
    );
    expect(new Set(rows.map((r) => r.categorySlug)).size).toBe(16);
    expect(rows.some((r) => r.businessHours && Object.values(r.businessHours).some((d) => d.closed))).toBe(
      true,
    );
    expect(
      rows.some(
        (r) => r.businessHours && Object.values(r.businessHours).some((d) => !d.closed && d.open > d.close),
      ),
    ).toBe(true);
    for (const r of rows) expect(r.timeZone, r.name).toBe(defaultTimeZone(r.country, r.state));
  });

  it("has every certification state, and the owner holds one of each", async () => {
    const rows = await database.db.select().from(schema.businesses);
    const soon = now.getTime() + 30 * DAY_MS;
    const state = (r: (typeof rows)[number]) => {
      if (r.certificationTier === "Free" && r.certificationStatus === "none") return "free";
      if (r.certificationStatus === "expired") {
        // Recorded as the lifecycle job does, and still within the grace period (decision 045).
        expect(r.certificationExpiresAt!.getTime()).toBeLessThan(now.getTime());
        expect(r.certificationExpiresAt!.getTime()).toBeGreaterThan(now.getTime() - 30 * DAY_MS);
        return "expired";
      }
      if (r.certificationStatus !== "approved") return r.certificationStatus;
      const at = r.certificationExpiresAt!.getTime();
      return at < now.getTime() ? "expired" : at <= soon ? "expiring" : "approved";
    };
    const states = new Set(rows.map(state));
    expect([...states].sort()).toEqual(["approved", "expired", "expiring", "free", "pending", "rejected"]);
    const [owner] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "owner@ujamaa.test"));
    const owned = rows.filter((r) => r.ownerId === owner!.id);
    expect(owned.length).toBeGreaterThanOrEqual(8);
    expect(new Set(owned.map(state)).size).toBe(6);

    for (const r of rows.filter((x) => x.certificationStatus === "approved")) {
      expect(r.isVerified).toBe(true);
      expect(r.certificationTier).not.toBe("Free");
      expect(r.certificateNumber).toMatch(/^UJ-\d{4}-\d{6}$/);
    }
    for (const r of rows.filter(
      (x) => x.certificationStatus === "pending" || x.certificationStatus === "rejected",
    )) {
      expect(r.isVerified).toBe(false);
      expect(r.certificationRequestedAt).not.toBeNull();
    }
    expect(rows.filter((r) => r.certificationTier === "Free").length).toBeGreaterThan(rows.length / 3);

    const events = await database.db.select().from(schema.certificationEvents);
    const approvedIds = rows.filter((r) => r.certificationStatus === "approved").map((r) => r.id);
    for (const id of approvedIds) {
      expect(events.filter((e) => e.businessId === id).map((e) => e.toStatus)).toEqual(
        expect.arrayContaining(["pending", "approved"]),
      );
    }
  });

  it("has real PDF and Word templates for every paid tier, stored privately", async () => {
    const templates = await database.db
      .select()
      .from(schema.businessDocuments)
      .where(isNull(schema.businessDocuments.businessId));
    const store = storage();
    for (const tier of ["Verified", "Certified", "Preferred"]) {
      const mine = templates.filter((t) => t.documentType.startsWith(`${tier}-`));
      expect(mine.map((t) => t.documentType)).toEqual(
        expect.arrayContaining([`${tier}-affidavit`, `${tier}-business_license`]),
      );
    }
    const types = new Set<string>();
    for (const t of templates) {
      expect(t).toMatchObject({ reviewStatus: "approved" });
      expect(t.adminNotes).toMatch(/^Title: .+\nInstructions: .+/);
      expect(t.filePath).toMatch(/^private\/templates\/\d+-[A-Za-z0-9._-]+$/);
      const file = await store.get(t.filePath);
      const detected = await fileTypeFromBuffer(file!.data);
      expect(detected?.mime).toBe(t.mimeType);
      expect(file!.data.byteLength).toBe(t.fileSize);
      types.add(detected!.ext);
    }
    expect([...types].sort()).toEqual(["docx", "pdf"]);
  });

  it("gives every application its decision and its submitted documents (an image and a PDF)", async () => {
    const rows = await database.db.select().from(schema.businesses);
    const applications = await database.db.select().from(schema.certificationApplications);
    const documents = await database.db
      .select()
      .from(schema.businessDocuments)
      .where(isNotNull(schema.businessDocuments.businessId));
    const store = storage();
    const statuses = new Set<string>();
    for (const a of applications) {
      const business = rows.find((r) => r.id === a.businessId)!;
      // An expired certification's application was approved.
      expect(a.status, business.name).toBe(
        business.certificationStatus === "expired" ? "approved" : business.certificationStatus,
      );
      statuses.add(a.status);
      if (a.status === "pending") expect(a.decidedAt).toBeNull();
      else expect(a.decidedBy && a.decidedAt).toBeTruthy();
      if (a.status === "rejected") expect(a.reviewNotes).toMatch(/licence/);
      // The whole affidavit, as the form sends it: the admin's review shows every field.
      expect(affidavitSchema.safeParse(a.affidavit).error?.issues, business.name).toBeUndefined();
      const mine = documents.filter((d) => d.applicationId === a.id);
      expect(mine.map((d) => d.mimeType).sort()).toEqual(["application/pdf", "image/png"]);
      for (const d of mine) {
        expect(d.businessId).toBe(a.businessId);
        expect(d.templateId).not.toBeNull();
        expect(d.filePath.startsWith(`private/documents/${a.businessId}/`)).toBe(true);
        expect(d.reviewStatus === "pending").toBe(a.status === "pending");
      }
    }
    expect([...statuses].sort()).toEqual(["approved", "pending", "rejected"]);
    const sample = documents[0]!;
    // Each paid tier's application has its own completed first-year payment, paid before it was made.
    const payments = await database.db.select().from(schema.payments);
    for (const a of applications.filter((x) => x.tier !== "Free")) {
      const payment = payments.find((p) => p.id === a.paymentId);
      expect(payment, a.businessId).toMatchObject({
        businessId: a.businessId,
        tier: a.tier,
        isRenewal: false,
        provider: "simulator",
        status: "paid",
      });
      expect(payment!.paidAt!.getTime()).toBeLessThan(a.createdAt.getTime());
    }
    expect(new Set(applications.map((a) => a.paymentId)).size).toBe(applications.length);
    const file = await store.get(sample.filePath);
    expect((await fileTypeFromBuffer(file!.data))?.mime).toBe(sample.mimeType);
  });

  it("gives every business reviews that make the rating and count it lists, by reviewers who cannot sign in", async () => {
    const rows = await database.db.select().from(schema.businesses);
    const reviews = await database.db.select().from(schema.reviews);
    const targets = new Map<string, { rating: number; count: number }>([
      ...SAMPLE_BUSINESSES.map(
        (b) => [b.name, { rating: Number(b.rating), count: b.reviewCount ?? 0 }] as const,
      ),
      ...DEMO_BUSINESSES.map((b) => [b.name, { rating: b.rating, count: b.reviewCount }] as const),
    ]);
    for (const r of rows) {
      const mine = reviews.filter((v) => v.businessId === r.id);
      const mean = Math.round((mine.reduce((s, v) => s + v.rating, 0) * 10) / mine.length) / 10;
      expect([r.rating, r.reviewCount], r.name).toEqual([mean, mine.length]);
      expect([r.rating, r.reviewCount], r.name).toEqual([
        targets.get(r.name)!.rating,
        targets.get(r.name)!.count,
      ]);
      expect(new Set(mine.map((v) => v.authorId)).size, r.name).toBe(mine.length);
      for (const v of mine) {
        expect(v.createdAt.getTime()).toBeGreaterThanOrEqual(r.createdAt.getTime());
        expect(v.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
    expect(new Set(reviews.map((v) => v.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    const [owner] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "owner@ujamaa.test"));
    const answered = reviews.filter((v) => v.response !== null);
    expect(answered.length).toBeGreaterThan(10);
    for (const v of answered) {
      expect(v.respondedBy).toBe(owner!.id);
      expect(rows.find((r) => r.id === v.businessId)!.ownerId).toBe(owner!.id);
    }
    const events = await database.db.select().from(schema.reviewEvents);
    expect(events.filter((e) => e.action === "created")).toHaveLength(reviews.length);
    expect(events.filter((e) => e.action === "responded")).toHaveLength(answered.length);
    const authors = new Set(reviews.map((v) => v.authorId));
    const credentials = await database.db.select({ userId: schema.accounts.userId }).from(schema.accounts);
    expect(credentials.some((c) => authors.has(c.userId))).toBe(false);
  });

  it("keeps the category counts equal to the active businesses in each category", async () => {
    const categories = await database.db.select().from(schema.businessCategories);
    const rows = await database.db.select().from(schema.businesses);
    expect(categories.map((c) => c.slug).sort()).toEqual([...CATEGORY_SLUGS].sort());
    for (const c of categories) {
      expect(c.count, c.slug).toBe(rows.filter((r) => r.isActive && r.categorySlug === c.slug).length);
    }
    expect(categories.find((c) => c.slug === "restaurant")!.count).toBeGreaterThan(3);
  });

  it("stores a generated WebP logo behind each logo URL", async () => {
    const rows = await database.db.select().from(schema.businesses);
    const withLogo = rows.filter((r) => r.logoUrl);
    expect(withLogo.length).toBeGreaterThan(rows.length * 0.8);
    expect(rows.some((r) => !r.logoUrl)).toBe(true);
    const store = storage();
    for (const r of withLogo.slice(0, 10)) {
      expect(r.logoUrl).toMatch(/^\/files\/public\/logos\/[a-z0-9-]+-[0-9a-f]{10}\.webp$/);
      const file = await store.get(r.logoUrl!.replace("/files/", ""));
      expect(file?.contentType).toBe("image/webp");
      const meta = await sharp(file!.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
    }
  });

  it("adds the owner's opportunities and notifications", async () => {
    const [owner] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "owner@ujamaa.test"));
    const opportunities = await database.db.select().from(schema.contractOpportunities);
    expect(opportunities.length).toBeGreaterThanOrEqual(3);
    expect(opportunities.every((o) => o.createdBy === owner!.id)).toBe(true);
    expect(opportunities.some((o) => !o.isActive)).toBe(true);
    const mine = await database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, owner!.id));
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.some((n) => !n.isRead)).toBe(true);
    expect(new Set(mine.map((n) => n.type))).toEqual(
      new Set(["contract_opportunity", "certification_update", "other"]),
    );
    // Each keeps its messages, so that it reads in its reader's language, and says what it is about.
    const french = mine.map((n) => notificationText(n.notice!, "fr"));
    expect(french.map((n) => n.title)).toContain("Bienvenue sur Ujamaa");
    expect(mine.every((n) => n.notice !== null)).toBe(true);
    expect(mine.map((n) => n.message).join("\n")).not.toMatch(/\{\w+\}/);
  });

  it("changes nothing when run again", async () => {
    const before = await tableCounts(database);
    const files = fs.readdirSync(filesDir, { recursive: true }).length;
    await seedDemoData(database.db, logger, storage());
    expect(await tableCounts(database)).toEqual(before);
    expect(fs.readdirSync(filesDir, { recursive: true }).length).toBe(files);
  });
});
