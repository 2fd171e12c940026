import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { CSV_EXPORTS_PER_HOUR } from "~/domain/businesses/business-csv";
import type { Business } from "~/domain/businesses/business-schema";
import { otherCertificationsCell } from "~/domain/procurement/other-certification-rules";
import { serviceAreaCode } from "~/domain/procurement/procurement-rules";
import type { BusinessSearch } from "~/domain/search/search-params";
import type { Db } from "~/server/db/client";
import { businesses, otherCertifications, procurementProfiles } from "~/server/db/schema";
import { RateLimitedError } from "~/server/errors";
import { businessColumns, toBusiness } from "~/server/services/businesses/to-business";
import type { ServiceContext } from "~/server/services/service-context";
import { accentFree } from "./accent-free";
import { typoKeyword } from "./name-vocabulary";
import { type SearchArea, searchAreaOf } from "./search-area";
import { exactKeyword, filterConditions, type KeywordMatch, searchOrder } from "./search-conditions";
import { takeAllowance } from "./take-allowance";

const BATCH = 500;

/**
 * A business as the export writes it: with its procurement profile's NAICS codes and service areas,
 * and its other certifications as one cell.
 */
export type ExportedBusiness = {
  business: Business;
  naics: string[];
  serviceAreas: string[];
  otherCertifications: string;
};

/**
 * The businesses a search finds, in its order, `BATCH` at a time so an export never holds them
 * all: at most `maxRows`, then `capped` says whether more matched. Page and limit are ignored.
 * A keyword matches exactly, else (when nothing matches exactly) by closeness, as the search does.
 */
export async function* exportBusinesses(
  ctx: Pick<ServiceContext, "db" | "now">,
  params: BusinessSearch,
  maxRows: number,
  area: SearchArea | null,
): AsyncGenerator<{ batch: ExportedBusiness[]; capped: boolean }> {
  const now = ctx.now();
  const typed = params.keyword?.toLowerCase();
  // Without accents, as the search reads them (searchBusinesses).
  const [plain = "", location] = await accentFree(ctx.db, [typed, params.location]);
  const filters = filterConditions({ ...params, location }, now, false, area);
  if (!filters) return;
  const keyword = typed ? await keywordMatch(ctx, filters, typed, plain, params.include_description) : null;
  const where = and(...filters, ...(keyword ? [keyword.where] : []))!;
  const { orderBy } = searchOrder(params, now, keyword, area);

  for (let offset = 0; offset < maxRows; offset += BATCH) {
    const take = Math.min(BATCH, maxRows - offset);
    const rows = await ctx.db
      .select({
        ...businessColumns,
        naics: procurementProfiles.naicsCodes,
        serviceAreas: procurementProfiles.serviceAreas,
      })
      .from(businesses)
      .leftJoin(procurementProfiles, eq(procurementProfiles.businessId, businesses.id))
      .where(where)
      .orderBy(...orderBy)
      .limit(take + 1)
      .offset(offset);
    const more = rows.length > take;
    const page = rows.slice(0, take);
    const others = await otherCertificationCells(
      ctx.db,
      page.map((row) => row.id),
      now,
    );
    const batch = page.map(({ naics, serviceAreas, ...row }) => ({
      business: toBusiness(row),
      naics: naics ?? [],
      serviceAreas: (serviceAreas ?? []).map(serviceAreaCode),
      otherCertifications: others.get(row.id) ?? "",
    }));
    yield { batch, capped: more && offset + take >= maxRows };
    if (!more) return;
  }
}

/** Each business's other certifications as the CSV writes them, one statement for a batch. */
async function otherCertificationCells(db: Db, ids: string[], now: Date): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      businessId: otherCertifications.businessId,
      kind: otherCertifications.kind,
      name: otherCertifications.name,
      expires_on: otherCertifications.expiresOn,
      checkedAt: otherCertifications.checkedAt,
    })
    .from(otherCertifications)
    .where(inArray(otherCertifications.businessId, ids))
    .orderBy(asc(otherCertifications.createdAt), asc(otherCertifications.id));
  const byBusiness = new Map<string, typeof rows>();
  for (const row of rows) byBusiness.set(row.businessId, [...(byBusiness.get(row.businessId) ?? []), row]);
  return new Map(
    [...byBusiness].map(([id, list]) => [
      id,
      otherCertificationsCell(
        list.map((c) => ({ ...c, checked: c.checkedAt !== null })),
        now,
      ),
    ]),
  );
}

async function keywordMatch(
  { db }: Pick<ServiceContext, "db">,
  filters: SQL[],
  keyword: string,
  plain: string,
  withDescription: boolean,
): Promise<KeywordMatch> {
  const exact = exactKeyword(keyword, plain, withDescription);
  const any = await db
    .select({ one: sql`1` })
    .from(businesses)
    .where(and(...filters, exact.where))
    .limit(1);
  return any.length > 0 ? exact : ((await typoKeyword(db, plain)) ?? exact);
}

/**
 * Starts a CSV download of a search for a client address: a 404 for a place the gazetteer cannot
 * find, refused with a 429 past CSV_EXPORTS_PER_HOUR an hour per address (counted before any
 * business is read), else the rows.
 */
export async function startBusinessExport(
  ctx: Pick<ServiceContext, "db" | "now">,
  { params, address, maxRows }: { params: BusinessSearch; address: string | undefined; maxRows: number },
) {
  const area = await searchAreaOf(ctx.db, params);
  const wait = await takeAllowance(ctx, {
    key: `csv-export:${address ?? "unknown"}`,
    max: CSV_EXPORTS_PER_HOUR,
    windowSeconds: 60 * 60,
  });
  if (wait > 0) {
    throw RateLimitedError.after(
      wait,
      "You can download {count} lists an hour. Please try again in {minutes} minutes.",
      { count: CSV_EXPORTS_PER_HOUR, minutes: Math.ceil(wait / 60) },
    );
  }
  return exportBusinesses(ctx, params, maxRows, area);
}
