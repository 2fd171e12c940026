import { eq } from "drizzle-orm";
import { STATUS_LIST_BITS } from "~/domain/certification/credential-schema";
import type { Db } from "~/server/db/client";
import { credentialStatusEntries } from "~/server/db/schema";

/** Where a certificate's bit sits: list n (from 1) and the index within it. */
export type StatusPlace = { list: number; index: number };

/** A status index in its list: index i of the whole sequence is list ⌊i / bits⌋ + 1, place i mod bits. */
export function statusPlaceOf(statusIndex: number): StatusPlace {
  return { list: Math.floor(statusIndex / STATUS_LIST_BITS) + 1, index: statusIndex % STATUS_LIST_BITS };
}

/**
 * The business's place in the status lists, given on its first credential: the insert takes the next
 * number of the identity sequence unless a row is already there (a parallel download too), then the
 * stored row is read, so a business keeps one place for good.
 */
export async function credentialStatusIndex(db: Db, businessId: string): Promise<StatusPlace> {
  await db.insert(credentialStatusEntries).values({ businessId }).onConflictDoNothing();
  const [row] = await db
    .select({ statusIndex: credentialStatusEntries.statusIndex })
    .from(credentialStatusEntries)
    .where(eq(credentialStatusEntries.businessId, businessId));
  if (!row) throw new Error("credentials: the status index could not be stored");
  return statusPlaceOf(row.statusIndex);
}
