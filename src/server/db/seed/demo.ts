import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  type PlaceAddress,
  type PlacementColumns,
  placementColumns,
} from "~/domain/businesses/business-placement";
import { CATEGORIES, categorySlugFor } from "~/domain/categories/categories";
import { dueReminder } from "~/domain/certification/certification-lifecycle";
import { TIER_ANNUAL_PRICE_CENTS } from "~/domain/certification/tiers";
import { defaultTimeZone } from "~/domain/places/time-zone";
import { monthName } from "~/domain/shared/format-date";
import type { Db } from "~/server/db/client";
import {
  businessCategories,
  businessDocuments,
  businesses,
  certificationApplications,
  certificationEvents,
  certificationNotices,
  contractOpportunities,
  notifications,
  payments,
} from "~/server/db/schema";
import type { Logger } from "~/server/logger";
import type { Storage } from "~/server/storage/storage";
import { DEMO_OWNER, insertDemoAccounts } from "./demo-accounts";
import {
  demoNotifications,
  demoOpportunities,
  type NoticedBusiness,
  type OwnerBusinesses,
} from "./demo-activity";
import { DEMO_BUSINESSES, type DemoBusiness } from "./demo-businesses";
import { type CertificationStep, demoCertification } from "./demo-certification";
import {
  type DemoTemplate,
  storeDemoApplicantFiles,
  storeDemoTemplates,
} from "./demo-certification-documents";
import { storeDemoImages } from "./demo-images";
import { insertDemoReviews, type ReviewTarget } from "./demo-reviews";
import { SAMPLE_BRANDS, SAMPLE_BUSINESSES } from "./sample-businesses";

type NewBusiness = typeof businesses.$inferInsert;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SEED_LOCK = 715202612;

async function isLoaded(db: Pick<Db, "select">): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(businessCategories);
  return (row?.n ?? 0) > 0;
}

/**
 * Loads the demo data into an empty database in one transaction: the categories, the six sample
 * businesses, about sixty more with logos and every certification state, the demo admin and owner,
 * opportunities, notifications and certification history (each paid application with its paid first
 * year), the admin's template documents of every
 * paid tier and each application's submitted documents (files stored first, removed again if the
 * data is not loaded). A database that has categories is left alone, so running it again changes
 * nothing (also when several processes start at once). With `place` (the gazetteer, which the
 * runtime passes in), every business is placed on the map as the business form places one.
 */
export async function seedDemoData(
  db: Db,
  logger: Logger,
  storage: Storage,
  { now = new Date(), place }: { now?: Date; place?: PlaceAddress } = {},
): Promise<void> {
  if (await isLoaded(db)) return;
  const started = Date.now();
  const placed = await placeDemoBusinesses(place);
  const images = await storeDemoImages(storage, [
    ...SAMPLE_BUSINESSES.map((b) => ({ name: b.name, brand: SAMPLE_BRANDS[b.name], banner: true })),
    ...DEMO_BUSINESSES.map((b) => ({
      name: b.name,
      brand: b.brand,
      banner: Boolean(b.ownedByDemoOwner) || b.tier === "Preferred",
    })),
  ]);

  // Certification states and business ids are known before the transaction, so the applicants'
  // documents can be stored under their business's folder first.
  const certifications = DEMO_BUSINESSES.map((b, i) =>
    demoCertification(b.certification, b.tier, now, 101 + i),
  );
  const businessIds = new Map(DEMO_BUSINESSES.map((b) => [b.name, randomUUID()]));
  const applied = DEMO_BUSINESSES.map((b, i) => ({ b, cert: certifications[i]! })).filter(
    ({ b }) => b.certification !== "free",
  );
  const templates = await storeDemoTemplates(storage, now);
  const applicantFiles = new Map(
    await Promise.all(
      applied.map(
        async ({ b, cert }) =>
          [
            b.name,
            await storeDemoApplicantFiles(storage, {
              businessId: businessIds.get(b.name)!,
              businessName: b.name,
              tier: b.tier,
              submittedAt: cert.history[0]?.at ?? now,
            }),
          ] as const,
      ),
    ),
  );
  const storedKeys = [
    ...templates.map((t) => t.filePath),
    ...[...applicantFiles.values()].flat().map((f) => f.key),
  ];

  const loaded = await db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await isLoaded(tx)) return false;
      await tx
        .insert(businessCategories)
        .values(CATEGORIES.map((c) => ({ title: c.title, slug: c.slug, iconName: c.iconName })));
      const { adminId, ownerId } = await insertDemoAccounts(tx, new Date(now.getTime() - 1100 * DAY_MS));

      const histories = new Map<string, CertificationStep[]>();
      const demoRows: NewBusiness[] = DEMO_BUSINESSES.map((b, i) => {
        const { fields, history } = certifications[i]!;
        histories.set(b.name, history);
        return {
          id: businessIds.get(b.name)!,
          ...toRow(b, ownerId),
          ...placed.get(b.name),
          ...fields,
          ...images.get(b.name),
          createdAt: ago(now, 428 + i * 9),
        };
      });
      // The six samples are the newest listings, so they lead the default "newest first" order. Every
      // listing is older than its certification history and has over a year of reviews behind it.
      const sampleRows: NewBusiness[] = SAMPLE_BUSINESSES.map(({ rating: _r, reviewCount: _c, ...b }, i) => ({
        ...b,
        ...placed.get(b.name),
        ...images.get(b.name),
        createdAt: ago(now, 420 + i * 0.5),
      }));
      const inserted = await tx
        .insert(businesses)
        .values([...sampleRows, ...demoRows])
        .returning({ id: businesses.id, name: businesses.name });
      const idOf = new Map(inserted.map((r) => [r.name, r.id]));

      // Rating and review count come from reviews (decision 044): each business gets reviews that
      // make the figures it lists, and the reviews' trigger stores them.
      const targets: ReviewTarget[] = [
        ...SAMPLE_BUSINESSES.map((b, i) => ({
          businessId: idOf.get(b.name)!,
          rating: Number(b.rating),
          count: b.reviewCount ?? 0,
          listedAt: sampleRows[i]!.createdAt!,
          ownerId: null,
        })),
        ...DEMO_BUSINESSES.map((b, i) => ({
          businessId: idOf.get(b.name)!,
          rating: b.rating,
          count: b.reviewCount,
          listedAt: demoRows[i]!.createdAt!,
          ownerId: b.ownedByDemoOwner ? ownerId : null,
        })),
      ];
      await insertDemoReviews(tx, targets, now);

      const events = DEMO_BUSINESSES.flatMap((b) =>
        (histories.get(b.name) ?? []).map((step) => ({
          businessId: idOf.get(b.name)!,
          actorId: step.bySystem ? null : step.byAdmin ? adminId : b.ownedByDemoOwner ? ownerId : null,
          bySystem: step.bySystem ?? false,
          fromStatus: step.from,
          toStatus: step.to,
          tier: b.tier,
          notes: step.notes ?? null,
          createdAt: step.at,
        })),
      );
      await tx.insert(certificationEvents).values(events);
      // The renewal reminder already due for a certification expiring soon counts as sent (the demo
      // owner's notifications tell of it), so the lifecycle job does not send it again (decision 045).
      const reminded = DEMO_BUSINESSES.flatMap((b, i) => {
        const { fields } = certifications[i]!;
        const expires = fields.certificationExpiresAt;
        const days = fields.certificationStatus === "approved" && expires ? dueReminder(expires, now) : null;
        return days && expires
          ? [
              {
                businessId: idOf.get(b.name)!,
                kind: `reminder_${days}`,
                key: expires.toISOString(),
                sentAt: now,
              },
            ]
          : [];
      });
      if (reminded.length > 0) await tx.insert(certificationNotices).values(reminded);

      // Every paid tier's application was submitted with its first year paid (decision 037): a
      // completed payment on the local test checkout an hour before the submission, linked to it.
      const paymentIds = new Map<string, string>();
      const paid = applied.filter(({ b }) => b.tier !== "Free");
      if (paid.length > 0) {
        await tx.insert(payments).values(
          paid.map(({ b, cert }) => {
            const id = randomUUID();
            paymentIds.set(b.name, id);
            const paidAt = new Date((cert.history[0]?.at ?? now).getTime() - HOUR_MS);
            return {
              id,
              businessId: idOf.get(b.name)!,
              userId: b.ownedByDemoOwner ? ownerId : null,
              tier: b.tier,
              isRenewal: false,
              provider: "simulator",
              providerSessionId: `sim_${id}`,
              status: "paid" as const,
              amountCents: TIER_ANNUAL_PRICE_CENTS[b.tier],
              paidAt,
              createdAt: paidAt,
              updatedAt: paidAt,
            };
          }),
        );
      }

      const applications = await tx
        .insert(certificationApplications)
        .values(
          applied.map(({ b, cert }, i) => {
            const decision = adminDecision(cert.history);
            return {
              businessId: idOf.get(b.name)!,
              paymentId: paymentIds.get(b.name) ?? null,
              tier: b.tier,
              affidavit: affidavitOf(b, i, cert.history[0]?.at ?? now),
              submittedBy: b.ownedByDemoOwner ? ownerId : null,
              status: decision?.to ?? "pending",
              decidedBy: decision ? adminId : null,
              decidedAt: decision?.at ?? null,
              reviewNotes: decision?.notes ?? null,
              createdAt: cert.history[0]?.at ?? now,
            };
          }),
        )
        .returning({ id: certificationApplications.id, businessId: certificationApplications.businessId });
      await tx.insert(businessDocuments).values([
        ...templates.map(({ tier: _tier, kind: _kind, ...row }) => ({ ...row, uploadedBy: adminId })),
        ...applied.flatMap(({ b, cert }) =>
          applicantDocuments(b, cert.history, {
            businessId: idOf.get(b.name)!,
            applicationId: applications.find((a) => a.businessId === idOf.get(b.name))!.id,
            files: applicantFiles.get(b.name) ?? [],
            templates,
            adminId,
            uploadedBy: b.ownedByDemoOwner ? ownerId : null,
          }),
        ),
      ]);

      await tx.insert(contractOpportunities).values(demoOpportunities(ownerId, now));
      await tx
        .insert(notifications)
        .values(demoNotifications({ ownerId, adminId }, ownerBusinesses(demoRows), countPending(), now));
      return true;
    })
    .catch(async (error: unknown) => {
      await Promise.allSettled(storedKeys.map((key) => storage.delete(key)));
      throw error;
    });
  if (!loaded) await Promise.allSettled(storedKeys.map((key) => storage.delete(key)));
  if (loaded) {
    const count = SAMPLE_BUSINESSES.length + DEMO_BUSINESSES.length;
    logger.info({ businesses: count, ms: Date.now() - started }, "demo data loaded");
  }
}

/** Each demo and sample business's place, by name, from the gazetteer (none without one). */
async function placeDemoBusinesses(place: PlaceAddress | undefined): Promise<Map<string, PlacementColumns>> {
  if (!place) return new Map();
  const addresses = [
    ...SAMPLE_BUSINESSES.map((b) => ({ ...b, country: b.country ?? "USA" })),
    ...DEMO_BUSINESSES,
  ].map((b) => ({
    name: b.name,
    address: { zipCode: b.zipCode ?? null, city: b.city ?? null, state: b.state ?? null, country: b.country },
  }));
  return new Map(
    await Promise.all(
      addresses.map(
        async ({ name, address }) => [name, placementColumns(await place(address), null)] as const,
      ),
    ),
  );
}

type StoredApplicantFile = Awaited<ReturnType<typeof storeDemoApplicantFiles>>[number];

/**
 * The documents submitted with a demo application, each answering its tier's template: reviewed with
 * the decision (a rejected application's licence scan carries the reviewer's note), pending otherwise.
 */
/** The admin's decision on the application (a later expiry is the system's, not a decision). */
function adminDecision(history: CertificationStep[]): CertificationStep | null {
  return history.filter((step) => step.byAdmin).at(-1) ?? null;
}

function applicantDocuments(
  b: DemoBusiness,
  history: CertificationStep[],
  ctx: {
    businessId: string;
    applicationId: string;
    files: StoredApplicantFile[];
    templates: DemoTemplate[];
    adminId: string;
    uploadedBy: string | null;
  },
): (typeof businessDocuments.$inferInsert)[] {
  const decision = adminDecision(history);
  return ctx.files.map((f) => {
    const rejected = decision?.to === "rejected" && f.kind === "business_license";
    return {
      businessId: ctx.businessId,
      applicationId: ctx.applicationId,
      templateId: ctx.templates.find((t) => t.tier === b.tier && t.kind === f.kind)?.id ?? null,
      documentType: f.kind,
      fileName: f.name,
      filePath: f.key,
      fileSize: f.data.byteLength,
      mimeType: f.mime,
      reviewStatus: decision ? (rejected ? "rejected" : "approved") : "pending",
      reviewedBy: decision ? ctx.adminId : null,
      reviewedAt: decision?.at ?? null,
      adminNotes: rejected ? "This licence expired last year; upload the current one." : null,
      uploadedBy: ctx.uploadedBy,
      uploadDate: f.uploadedAt,
      createdAt: f.uploadedAt,
      updatedAt: f.uploadedAt,
    };
  });
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
    showAreaOnly: b.showAreaOnly ?? false,
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

const NOTARIES = ["Nia Robinson", "Samuel Owusu", "Grace Mwangi", "Lena Baptiste"];
/**
 * The certification application's affidavit as the applicant filled it in on `signedAt`: every field
 * of the form (spec part 2 §2), notarised the same day, and the ownership declaration, so the admin's
 * review shows the whole affidavit of a demo application too.
 */
function affidavitOf(b: DemoBusiness, index: number, signedAt: Date): Record<string, string> {
  const declarant = b.ownedByDemoOwner ? DEMO_OWNER.name : DECLARANTS[index % DECLARANTS.length]!;
  const day = String(signedAt.getUTCDate());
  const month = monthName(signedAt);
  const year = String(signedAt.getUTCFullYear());
  const affidavit = {
    state: b.state,
    county: `${b.city} County`,
    declarantName: declarant,
    businessName: b.name,
    businessAddress: b.address,
    city: b.city,
    state2: b.state,
    zipCode: b.zipCode,
    executionDay: day,
    executionMonth: month,
    executionYear: year,
    printedName: declarant,
    title: "Owner",
    phoneNumber: b.phone,
    emailAddress: b.domain ? `hello@${b.domain}` : "owner@example.com",
    notaryDay: day,
    notaryMonth: month,
    notaryYear: year,
    notaryPublic: NOTARIES[index % NOTARIES.length]!,
    commissionExpires: `December 31, ${signedAt.getUTCFullYear() + 4}`,
    ownershipConfirmed: true,
  };
  // Stored as the form sends it (the declaration a boolean), like submitApplication's.
  return affidavit as unknown as Record<string, string>;
}

function ownerBusinesses(rows: NewBusiness[]): OwnerBusinesses {
  const owned = DEMO_BUSINESSES.filter((b) => b.ownedByDemoOwner);
  const facts = (state: string): NoticedBusiness => {
    const name = owned.find((b) => b.certification === state)?.name ?? "";
    const row = rows.find((r) => r.name === name);
    return {
      name,
      tier: row?.certificationTier ?? "Certified",
      expiresAt: row?.certificationExpiresAt ?? null,
    };
  };
  return {
    approved: facts("approved"),
    expiring: facts("expiring"),
    expired: facts("expired"),
    rejected: facts("rejected"),
  };
}

const countPending = () => DEMO_BUSINESSES.filter((b) => b.certification === "pending").length;
