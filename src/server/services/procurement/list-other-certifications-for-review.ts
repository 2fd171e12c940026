import { asc, count, desc, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type {
  AdminOtherCertificationList,
  AdminOtherCertificationsQuery,
} from "~/domain/procurement/other-certification-schema";
import { businesses, otherCertifications, users } from "~/server/db/schema";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { toOtherCertification } from "./other-certification-rows";

export const ADMIN_OTHER_CERTIFICATIONS_PER_PAGE = 20;

/**
 * Admins: other certifications to check (oldest first), or those checked (latest check first), or
 * all, each with its business's name and its file's link.
 */
export async function listOtherCertificationsForReview(
  ctx: Pick<ServiceContext, "db" | "now">,
  actor: Actor,
  { status, page }: AdminOtherCertificationsQuery,
): Promise<AdminOtherCertificationList> {
  requireAdmin(actor);
  const where: SQL = {
    unchecked: isNull(otherCertifications.checkedAt),
    checked: isNotNull(otherCertifications.checkedAt),
    all: sql`true`,
  }[status];
  const order =
    status === "checked"
      ? [desc(otherCertifications.checkedAt), asc(otherCertifications.id)]
      : [asc(otherCertifications.createdAt), asc(otherCertifications.id)];
  const size = ADMIN_OTHER_CERTIFICATIONS_PER_PAGE;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ row: otherCertifications, checkerName: users.name, businessName: businesses.name })
      .from(otherCertifications)
      .innerJoin(businesses, sql`${businesses.id} = ${otherCertifications.businessId}`)
      .leftJoin(users, sql`${users.id} = ${otherCertifications.checkedBy}`)
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset((page - 1) * size),
    ctx.db.select({ n: count() }).from(otherCertifications).where(where),
  ]);
  const now = ctx.now();
  const n = total?.n ?? 0;
  return {
    items: rows.map(({ row, checkerName, businessName }) => ({
      ...toOtherCertification({ ...row, checkerName }, true, now),
      business_name: businessName,
    })),
    total: n,
    next: page * size < n ? page + 1 : null,
  };
}
