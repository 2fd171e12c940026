import { sql } from "drizzle-orm";
import { CATEGORIES, categorySlugFor } from "~/domain/categories/categories";
import { defaultTimeZone } from "~/domain/countries/time-zone";
import type { Db } from "~/server/db/client";
import {
  businessCategories,
  businesses,
  certificationApplications,
  certificationEvents,
  contractOpportunities,
  notifications,
} from "~/server/db/schema";
import type { Logger } from "~/server/logger";
import type { Storage } from "~/server/storage/storage";
import { DEMO_OWNER, insertDemoAccounts } from "./demo-accounts";
import { demoNotifications, demoOpportunities } from "./demo-activity";
import { DEMO_BUSINESSES, type DemoBusiness } from "./demo-businesses";
import { type CertificationStep, demoCertification } from "./demo-certification";
import { storeDemoImages } from "./demo-images";
import { SAMPLE_BRANDS, SAMPLE_BUSINESSES } from "./sample-businesses";

type NewBusiness = typeof businesses.$inferInsert;
const DAY_MS = 86_400_000;
const SEED_LOCK = 715202612;

async function isLoaded(db: Pick<Db, "select">): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(businessCategories);
  return (row?.n ?? 0) > 0;
}

/**
 * Loads the demo data into an empty database in one transaction: the categories, the six sample
 * businesses, about sixty more with logos and every certification state, the demo admin and owner,
 * opportunities, notifications and certification history. A database that has categories is left
 * alone, so running it again changes nothing (also when several processes start at once).
 */
export async function seedDemoData(
  db: Db,
  logger: Logger,
  storage: Storage,
  now = new Date(),
): Promise<void> {
  if (await isLoaded(db)) return;
  const started = Date.now();
  const images = await storeDemoImages(storage, [
    ...SAMPLE_BUSINESSES.map((b) => ({ name: b.name, brand: SAMPLE_BRANDS[b.name], banner: true })),
    ...DEMO_BUSINESSES.map((b) => ({
      name: b.name,
      brand: b.brand,
      banner: Boolean(b.ownedByDemoOwner) || b.tier === "Preferred",
    })),
  ]);

  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isLoaded(tx)) return false;
    await tx
      .insert(businessCategories)
      .values(CATEGORIES.map((c) => ({ title: c.title, slug: c.slug, iconName: c.iconName })));
    const { adminId, ownerId } = await insertDemoAccounts(tx, new Date(now.getTime() - 400 * DAY_MS));

    const histories = new Map<string, CertificationStep[]>();
    let sequence = 100;
    const demoRows: NewBusiness[] = DEMO_BUSINESSES.map((b, i) => {
      const { fields, history } = demoCertification(b.certification, b.tier, now, ++sequence);
      histories.set(b.name, history);
      return { ...toRow(b, ownerId), ...fields, ...images.get(b.name), createdAt: ago(now, 8 + i * 9) };
    });
    // The six samples are the newest listings, so they lead the default "newest first" order.
    const sampleRows: NewBusiness[] = SAMPLE_BUSINESSES.map((b, i) => ({
      ...b,
      ...images.get(b.name),
      createdAt: ago(now, 1 + i * 0.5),
    }));
    const inserted = await tx
      .insert(businesses)
      .values([...sampleRows, ...demoRows])
      .returning({ id: businesses.id, name: businesses.name });
    const idOf = new Map(inserted.map((r) => [r.name, r.id]));

    const events = DEMO_BUSINESSES.flatMap((b) =>
      (histories.get(b.name) ?? []).map((step) => ({
        businessId: idOf.get(b.name)!,
        actorId: step.byAdmin ? adminId : b.ownedByDemoOwner ? ownerId : null,
        fromStatus: step.from,
        toStatus: step.to,
        tier: b.tier,
        notes: step.notes ?? null,
        createdAt: step.at,
      })),
    );
    await tx.insert(certificationEvents).values(events);

    const applied = DEMO_BUSINESSES.filter((b) => b.certification !== "free");
    await tx.insert(certificationApplications).values(
      applied.map((b, i) => ({
        businessId: idOf.get(b.name)!,
        tier: b.tier,
        affidavit: affidavitOf(b, i),
        submittedBy: b.ownedByDemoOwner ? ownerId : null,
        createdAt: histories.get(b.name)?.[0]?.at ?? now,
      })),
    );

    await tx.insert(contractOpportunities).values(demoOpportunities(ownerId, now));
    await tx
      .insert(notifications)
      .values(demoNotifications({ ownerId, adminId }, ownerBusinessNames(demoRows), countPending(), now));
    return true;
  });
  if (loaded) {
    const count = SAMPLE_BUSINESSES.length + DEMO_BUSINESSES.length;
    logger.info({ businesses: count, ms: Date.now() - started }, "demo data loaded");
  }
}

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

function toRow(b: DemoBusiness, ownerId: string): NewBusiness {
  return {
    ownerId: b.ownedByDemoOwner ? ownerId : null,
    name: b.name,
    category: b.category,
    categorySlug: categorySlugFor(b.category),
    subCategory: b.subCategory,
    description: b.description,
    address: b.address,
    city: b.city,
    state: b.state,
    zipCode: b.zipCode,
    country: b.country,
    timeZone: defaultTimeZone(b.country, b.state),
    phone: b.phone,
    email: b.domain ? `hello@${b.domain}` : null,
    website: b.domain ? `https://www.${b.domain}` : null,
    socialMedia: b.socialMedia ?? null,
    businessHours: b.hours,
    rating: b.rating,
    reviewCount: b.reviewCount,
  };
}

const DECLARANTS = [
  "Tamika Brooks",
  "Kwame Mensah",
  "Denise Carter",
  "Olu Adebayo",
  "Marcus Greene",
  "Aisha Kamau",
];

/** The certification application's affidavit fields as the applicant filled them in. */
function affidavitOf(b: DemoBusiness, index: number): Record<string, string> {
  const declarant = b.ownedByDemoOwner ? DEMO_OWNER.name : DECLARANTS[index % DECLARANTS.length]!;
  return {
    state: b.state,
    declarantName: declarant,
    businessName: b.name,
    businessAddress: b.address,
    city: b.city,
    state2: b.state,
    zipCode: b.zipCode,
    printedName: declarant,
    title: "Owner",
    phoneNumber: b.phone,
    emailAddress: b.domain ? `hello@${b.domain}` : "",
  };
}

function ownerBusinessNames(rows: NewBusiness[]) {
  const owned = DEMO_BUSINESSES.filter((b) => b.ownedByDemoOwner);
  const named = (state: string) => owned.find((b) => b.certification === state)?.name ?? "";
  const approved = named("approved");
  return {
    approved,
    expiring: named("expiring"),
    expired: named("expired"),
    rejected: named("rejected"),
    certificateNumber: rows.find((r) => r.name === approved)?.certificateNumber ?? "",
  };
}

const countPending = () => DEMO_BUSINESSES.filter((b) => b.certification === "pending").length;
