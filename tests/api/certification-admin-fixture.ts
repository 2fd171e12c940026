import { eq } from "drizzle-orm";
import { cleanFileName } from "~/domain/certification/document-rules";
import type { Tier } from "~/domain/certification/tiers";
import { businessDocuments, businesses, certificationApplications, users } from "~/server/db/schema";
import { documentScanPng, minimalPdf } from "~/server/db/seed/demo-files";
import type { SignedInActor } from "~/server/policy";
import { transitionCertification } from "~/server/services/certification/transition-certification";
import { filledAffidavit } from "../support/affidavit";
import type { TestServer } from "../support/test-server";
import { insertPaidPayment, signaturePng } from "./certification-fixture";

/** The signed-in actor of an account, as a request of theirs would be resolved. */
export async function actorOf(server: TestServer, email: string): Promise<SignedInActor> {
  const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return { kind: "user", userId: user.id, email, name: user.name, role: "user", emailVerified: true };
}

/**
 * A business of `ownerEmail` with a submitted, pending application (as the owner's submit leaves
 * it): the transition, the application row, and two submitted documents stored privately — a PNG
 * scan and a PDF. `complete`: with every affidavit field, a signature and the tier's paid first year
 * (decision 037), as the owner's submit stores them.
 */
export async function seedPendingApplication(
  server: TestServer,
  ownerEmail: string,
  {
    name,
    tier = "Certified",
    complete = false,
  }: { name: string; tier?: Exclude<Tier, "Free">; complete?: boolean },
) {
  const { db } = server.database;
  const owner = await actorOf(server, ownerEmail);
  const [business] = await db
    .insert(businesses)
    .values({
      ownerId: owner.userId,
      name,
      category: "Restaurant",
      categorySlug: "restaurant",
      subCategory: "Soul Food",
      address: "12 Main St",
      city: "Atlanta",
      state: "GA",
      zipCode: "30303",
      country: "USA",
      phone: "4045550100",
      email: "hello@example.com",
    })
    .returning();
  const businessId = business!.id;
  const files = [
    {
      name: "business license.png",
      type: "business_license",
      mime: "image/png",
      data: await documentScanPng(name),
    },
    { name: "tax id.pdf", type: "tax_id", mime: "application/pdf", data: minimalPdf(`Tax ID of ${name}`) },
  ];
  const keys = files.map((f) => `private/documents/${businessId}/${Date.now()}-${cleanFileName(f.name)}`);
  await Promise.all(files.map((f, i) => server.runtime.storage.put(keys[i]!, f.data, f.mime)));
  // The runtime's clock, which a test may have set (decision 045's lifecycle tests).
  const now = server.runtime.now();
  const payment = complete ? await insertPaidPayment(db, businessId, tier) : null;
  const signaturePath = complete ? `private/signatures/${businessId}/${Date.now()}.png` : null;
  if (signaturePath) await server.runtime.storage.put(signaturePath, await signaturePng(), "image/png");
  return db.transaction(async (tx) => {
    await transitionCertification(tx, owner, { businessId, action: "submit", tier, now });
    const [application] = await tx
      .insert(certificationApplications)
      .values({
        businessId,
        tier,
        affidavit: (complete
          ? filledAffidavit({ businessName: name })
          : { declarantName: "Owner" }) as Record<string, string>,
        signaturePath,
        submittedBy: owner.userId,
        paymentId: payment?.id ?? null,
      })
      .returning();
    const documents = await tx
      .insert(businessDocuments)
      .values(
        files.map((f, i) => ({
          businessId,
          applicationId: application!.id,
          documentType: f.type,
          fileName: cleanFileName(f.name),
          filePath: keys[i]!,
          fileSize: f.data.byteLength,
          mimeType: f.mime,
          uploadedBy: owner.userId,
        })),
      )
      .returning();
    return { businessId, applicationId: application!.id, documents, payment };
  });
}
