import { gzipSync } from "node:zlib";
import { and, eq, gte, lt, max } from "drizzle-orm";
import { SignJWT } from "jose";
import { canDownloadCertificate } from "~/domain/certification/badges";
import { bitstringOf, didWebOf, STATUS_LIST_BITS } from "~/domain/certification/credential-schema";
import type { Db } from "~/server/db/client";
import { businesses, credentialStatusEntries } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { ServiceContext } from "~/server/services/service-context";
import { getSigningKey } from "./get-signing-key";
import { credentialHeader } from "./issue-business-credential";
import { statusListUrl } from "./status-list-url";

const STATUS_LIST_NOT_FOUND = "Status list not found.";

/** Lists this process signed lately, per database, by origin and number, with when each stops serving. */
const recent = new WeakMap<Db, Map<string, { until: number; jwt: string }>>();

/**
 * Public: status list n as a BitstringStatusListCredential (a vc+jwt signed with the credentials' key).
 * Bit i is set when the certificate at index i no longer counts (revoked, lapsed, or otherwise not
 * current, as the certificate download's rule says), clear once it does again (a renewal). Built from the
 * database at request time; a built list is kept at most `cacheSeconds` (≤ 30), so a change shows
 * within a minute. A list past the last given index is 404.
 */
export async function getStatusListCredential(
  ctx: Pick<ServiceContext, "db" | "now">,
  { list, origin, cacheSeconds }: { list: number; origin: string; cacheSeconds: number },
): Promise<string> {
  const cacheKey = `${origin} ${list}`;
  let lists = recent.get(ctx.db);
  if (!lists) {
    lists = new Map();
    recent.set(ctx.db, lists);
  }
  const kept = lists.get(cacheKey);
  if (kept && kept.until > performance.now()) return kept.jwt;

  const from = (list - 1) * STATUS_LIST_BITS;
  if (list > 1) {
    const [last] = await ctx.db
      .select({ at: max(credentialStatusEntries.statusIndex) })
      .from(credentialStatusEntries);
    if (last?.at == null || last.at < from) throw new AppError("not_found", STATUS_LIST_NOT_FOUND);
  }
  const now = ctx.now();
  const rows = await ctx.db
    .select({
      statusIndex: credentialStatusEntries.statusIndex,
      isVerified: businesses.isVerified,
      tier: businesses.certificationTier,
      status: businesses.certificationStatus,
      expiresAt: businesses.certificationExpiresAt,
    })
    .from(credentialStatusEntries)
    .innerJoin(businesses, eq(businesses.id, credentialStatusEntries.businessId))
    .where(
      and(
        gte(credentialStatusEntries.statusIndex, from),
        lt(credentialStatusEntries.statusIndex, from + STATUS_LIST_BITS),
      ),
    );
  const ended = rows.filter(
    (r) =>
      !canDownloadCertificate(
        {
          is_verified: r.isVerified,
          certification_tier: r.tier,
          certification_status: r.status,
          certification_expires_at: r.expiresAt?.toISOString() ?? null,
        },
        now,
      ),
  );
  const bits = bitstringOf(ended.map((r) => r.statusIndex - from));
  const encodedList = `u${Buffer.from(gzipSync(bits)).toString("base64url")}`;
  const key = await getSigningKey(ctx.db);
  const did = didWebOf(origin);
  const url = statusListUrl(origin, list);
  const jwt = await new SignJWT({
    "@context": ["https://www.w3.org/ns/credentials/v2"],
    id: url,
    type: ["VerifiableCredential", "BitstringStatusListCredential"],
    issuer: did,
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: "BitstringStatusList",
      statusPurpose: "revocation",
      encodedList,
      ...(cacheSeconds > 0 ? { ttl: cacheSeconds * 1000 } : {}),
    },
  })
    .setProtectedHeader(credentialHeader(origin, key.kid))
    .setIssuer(did)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key.privateKey);
  if (cacheSeconds > 0) lists.set(cacheKey, { until: performance.now() + cacheSeconds * 1000, jwt });
  return jwt;
}
