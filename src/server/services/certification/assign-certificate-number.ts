import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { formatCertificateNumber } from "~/domain/certification/certificate-number";
import type { Db } from "~/server/db/client";
import { businesses } from "~/server/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const ATTEMPTS = 8;

/** PostgreSQL's unique_violation, as `pg` and PGlite report it (drizzle wraps it as the cause). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Gives an approved business its certificate number, UJ-{year}-{6 random digits}, unless it already
 * has one (a re-approval keeps it). Inside the caller's transaction; each try runs in a savepoint so
 * that a number already taken (unique violation) rolls back only that try. Answers the number.
 */
export async function assignCertificateNumber(
  tx: Tx,
  businessId: string,
  now: Date,
  /** The six digits of each try; tests pass their own to force a collision. */
  draw: () => number = () => randomInt(0, 1_000_000),
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const candidate = formatCertificateNumber(now.getUTCFullYear(), draw());
    try {
      const [row] = await tx.transaction((sp) =>
        sp
          .update(businesses)
          .set({ certificateNumber: candidate })
          .where(and(eq(businesses.id, businessId), isNull(businesses.certificateNumber)))
          .returning({ number: businesses.certificateNumber }),
      );
      if (row?.number) return row.number;
      const [existing] = await tx
        .select({ number: businesses.certificateNumber })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      if (existing?.number) return existing.number;
      throw new Error(`business ${businessId} not found while numbering its certificate`);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
