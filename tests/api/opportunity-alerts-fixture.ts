import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { businesses, contractOpportunities, privacyPreferences, users } from "~/server/db/schema";

const DAY = 86_400_000;

/** A business and its owner for an alert test; every field eligible unless overridden. */
export type AlertCase = {
  label: string;
  email?: string;
  tier?: "Free" | "Verified" | "Certified" | "Preferred";
  verified?: boolean;
  active?: boolean;
  expiresInDays?: number | null;
  /** The e-mail switch; both undefined: no privacy row (the defaults, on). */
  contractNotifications?: boolean;
  /** The bell's switch. */
  contractAlertsInApp?: boolean;
  /** false: a business nobody owns. */
  owned?: boolean;
};

export type SeededBusiness = { label: string; businessId: string; userId: string | null; email: string };

/** Stores each case's owner (with its privacy row, if any) and business by SQL. */
export async function seedAlertCases(db: Db, suffix: string, cases: AlertCase[]): Promise<SeededBusiness[]> {
  const seeded: SeededBusiness[] = [];
  for (const c of cases) {
    const email = c.email ?? `${c.label}-${suffix}@alerts.test`;
    let userId: string | null = null;
    if (c.owned !== false) {
      userId = `user-${c.label}-${suffix}`;
      await db.insert(users).values({ id: userId, name: `Owner ${c.label}`, email, emailVerified: true });
      if (c.contractNotifications !== undefined || c.contractAlertsInApp !== undefined)
        await db.insert(privacyPreferences).values({
          userId,
          contractNotifications: c.contractNotifications,
          contractAlertsInApp: c.contractAlertsInApp,
        });
    }
    const expires = c.expiresInDays === undefined ? 365 : c.expiresInDays;
    const [row] = await db
      .insert(businesses)
      .values({
        ownerId: userId,
        name: `Business ${c.label}`,
        category: "Technology",
        certificationTier: c.tier ?? "Preferred",
        certificationStatus: "approved",
        isVerified: c.verified ?? true,
        isActive: c.active ?? true,
        certificationExpiresAt: expires === null ? null : new Date(Date.now() + expires * DAY),
      })
      .returning({ id: businesses.id });
    seeded.push({ label: c.label, businessId: row!.id, userId, email });
  }
  return seeded;
}

/** An opportunity stored by SQL, without its alert job (the test runs the fan-out itself). */
export async function insertOpportunity(db: Db, createdBy: string, title = `Quiet ${randomUUID()}`) {
  const [row] = await db
    .insert(contractOpportunities)
    .values({ title, companyName: "Acme Corp", createdBy })
    .returning({ id: contractOpportunities.id });
  return row!.id;
}

/** `n` eligible Preferred businesses, each with its own owner, in two statements. */
export async function seedManyEligible(db: Db, prefix: string, n: number): Promise<void> {
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select ${prefix} || '-' || i, 'Owner ' || i, ${prefix} || '-' || i || '@bulk.test', true
      from generate_series(1, ${n}) as i`);
  await db.execute(sql`
    insert into businesses (owner_id, name, category, certification_tier, certification_status, is_verified, is_active)
    select ${prefix} || '-' || i, 'Bulk business ' || i, 'Technology', 'Preferred', 'approved', true, true
      from generate_series(1, ${n}) as i`);
}

/** More businesses for an owner already seeded, eligible unless `tier` says otherwise; their ids. */
export async function addBusinesses(
  db: Db,
  ownerId: string,
  names: string[],
  tier: "Free" | "Preferred" = "Preferred",
): Promise<string[]> {
  const rows = await db
    .insert(businesses)
    .values(
      names.map((name) => ({
        ownerId,
        name,
        category: "Technology",
        certificationTier: tier,
        certificationStatus: "approved" as const,
        isVerified: true,
        isActive: true,
        certificationExpiresAt: new Date(Date.now() + 365 * DAY),
      })),
    )
    .returning({ id: businesses.id });
  return rows.map((r) => r.id);
}
