import { eq } from "drizzle-orm";
import type { Tier } from "~/domain/certification/tiers";
import { businesses, certificationEvents, notifications, payments } from "~/server/db/schema";
import type { TestServer } from "../support/test-server";
import { userIdOf } from "./notifications-fixture";

const DAY = 86_400_000;

/** A business of `ownerEmail`, certified (approved, verified) on `tier` until `expiresInDays` from now. */
export async function seedCertifiedBusiness(
  server: TestServer,
  ownerEmail: string,
  {
    name,
    tier = "Certified",
    status = "approved",
    expiresInDays = 10,
  }: { name: string; tier?: Tier; status?: "approved" | "pending"; expiresInDays?: number },
) {
  const ownerId = await userIdOf(server.database.db, ownerEmail);
  const [row] = await server.database.db
    .insert(businesses)
    .values({
      ownerId,
      name,
      category: "Retail",
      certificationTier: tier,
      certificationStatus: status,
      isVerified: status === "approved",
      certificationExpiresAt: new Date(Date.now() + expiresInDays * DAY),
    })
    .returning();
  return row!;
}

/** What a business's renewal left behind: its row, its events, its payments and its owner's notifications. */
export async function stateOf(server: TestServer, businessId: string, ownerEmail: string) {
  const { db } = server.database;
  const ownerId = await userIdOf(db, ownerEmail);
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  const events = await db
    .select()
    .from(certificationEvents)
    .where(eq(certificationEvents.businessId, businessId));
  const rows = await db.select().from(payments).where(eq(payments.businessId, businessId));
  const notes = await db.select().from(notifications).where(eq(notifications.userId, ownerId));
  return {
    expiresAt: business!.certificationExpiresAt!,
    events,
    payments: rows,
    renewalNotices: notes.filter((n) => n.type === "certification_update" && n.link?.includes(businessId)),
  };
}

/** One year after `from`, as the renewal computes it. */
export function yearAfter(from: Date): Date {
  const d = new Date(from);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d;
}
