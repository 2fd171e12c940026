import { eq } from "drizzle-orm";
import { decodeProtectedHeader, type JWTPayload, jwtVerify } from "jose";
import { certificateStatus } from "~/domain/certification/certificate-status";
import { type CredentialCheckResult, STATUS_LIST_BITS } from "~/domain/certification/credential-schema";
import { businesses, credentialStatusEntries } from "~/server/db/schema";
import { AppError, RateLimitedError } from "~/server/errors";
import { takeAllowance } from "~/server/services/search/take-allowance";
import type { ServiceContext } from "~/server/services/service-context";
import { getSigningKey } from "./get-signing-key";
import { statusListNumberOf } from "./status-list-url";

/** Checks one address may ask for a minute: enough for people, too few to probe keys with. */
const CHECKS_PER_MINUTE = 30;

const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const ENVELOPE = "data:application/vc+jwt,";

const NOT_A_CREDENTIAL =
  "This is not a credential we can read. Paste the whole credential file (it starts with “ey”) or choose it.";

/** The compact JWT in what was pasted: the JWT itself, a JSON string of it, or an enveloped credential. */
function compactJwtOf(text: string): string | null {
  if (COMPACT_JWT.test(text)) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const candidates =
    typeof parsed === "string"
      ? [parsed]
      : parsed && typeof parsed === "object"
        ? ["id", "credential", "verifiableCredential", "jwt", "vc"].map(
            (k) => (parsed as Record<string, unknown>)[k],
          )
        : [];
  for (const c of candidates) {
    if (typeof c !== "string") continue;
    const jwt = c.startsWith(ENVELOPE) ? c.slice(ENVELOPE.length) : c;
    if (COMPACT_JWT.test(jwt.trim())) return jwt.trim();
  }
  return null;
}

type Claims = JWTPayload & {
  validUntil?: unknown;
  credentialSubject?: {
    name?: unknown;
    certificationTier?: unknown;
    certificateNumber?: unknown;
    id?: unknown;
  };
  credentialStatus?: { statusListIndex?: unknown; statusListCredential?: unknown };
};

const text = (v: unknown) => (typeof v === "string" ? v : null);

/**
 * Public: whether a credential was signed by this site's key (VC-JOSE-COSE, vc+jwt, EdDSA) and whether
 * the certificate it carries still counts — its bit in our status list (read from the database, so as
 * fresh as it gets) and its validUntil. Text that holds no JWT is a 400; a JWT that fails the signature
 * is answered `invalid`, and nothing it claims is repeated. Limited per client address.
 */
export async function checkCredential(
  ctx: Pick<ServiceContext, "db" | "now">,
  { credential, address }: { credential: string; address: string | undefined },
): Promise<CredentialCheckResult> {
  const wait = await takeAllowance(ctx, {
    key: `credential-check:${address ?? "unknown"}`,
    max: CHECKS_PER_MINUTE,
    windowSeconds: 60,
  });
  if (wait > 0) {
    throw new RateLimitedError(
      `You can check ${CHECKS_PER_MINUTE} credentials a minute. Please try again shortly.`,
      wait,
    );
  }
  const jwt = compactJwtOf(credential.trim());
  if (!jwt) throw new AppError("validation", NOT_A_CREDENTIAL, { credential: NOT_A_CREDENTIAL });
  try {
    decodeProtectedHeader(jwt);
  } catch {
    throw new AppError("validation", NOT_A_CREDENTIAL, { credential: NOT_A_CREDENTIAL });
  }

  const key = await getSigningKey(ctx.db);
  let claims: Claims;
  try {
    ({ payload: claims } = await jwtVerify<Claims>(jwt, key.publicKey, {
      algorithms: ["EdDSA"],
      typ: "vc+jwt",
    }));
  } catch {
    return {
      signature: "invalid",
      status: "unknown",
      business_id: null,
      business_name: null,
      tier: null,
      certificate_number: null,
      valid_until: null,
      message:
        "The signature does not hold: this credential was not issued by Ujamaa, or it was changed after it was.",
    };
  }

  const subject = claims.credentialSubject ?? {};
  const facts = {
    business_id: text(subject.id)?.split("/business/")[1] ?? null,
    business_name: text(subject.name),
    tier: text(subject.certificationTier),
    certificate_number: text(subject.certificateNumber),
    valid_until: text(claims.validUntil),
  };
  const now = ctx.now();
  const list = statusListNumberOf(claims.credentialStatus?.statusListCredential);
  const index = Number(text(claims.credentialStatus?.statusListIndex) ?? Number.NaN);
  if (list === null || !Number.isInteger(index) || index < 0 || index >= STATUS_LIST_BITS) {
    return {
      signature: "valid",
      status: "unknown",
      ...facts,
      message: "The signature holds, but this credential names no status we keep.",
    };
  }
  const [row] = await ctx.db
    .select({
      isVerified: businesses.isVerified,
      tier: businesses.certificationTier,
      status: businesses.certificationStatus,
      expiresAt: businesses.certificationExpiresAt,
    })
    .from(credentialStatusEntries)
    .innerJoin(businesses, eq(businesses.id, credentialStatusEntries.businessId))
    .where(eq(credentialStatusEntries.statusIndex, (list - 1) * STATUS_LIST_BITS + index));
  if (!row) {
    return {
      signature: "valid",
      status: "unknown",
      ...facts,
      message: "The signature holds, but we keep no status for this credential.",
    };
  }
  const live = certificateStatus(
    {
      is_verified: row.isVerified,
      certification_tier: row.tier,
      certification_status: row.status,
      certification_expires_at: row.expiresAt?.toISOString() ?? null,
    },
    now,
  );
  if (live === "revoked") {
    return {
      signature: "valid",
      status: "revoked",
      ...facts,
      message: "The signature holds, but this certificate was revoked.",
    };
  }
  if (live === "expired") {
    return {
      signature: "valid",
      status: "expired",
      ...facts,
      message: "The signature holds, but this certificate has lapsed.",
    };
  }
  if (facts.valid_until && Date.parse(facts.valid_until) <= now.getTime()) {
    return {
      signature: "valid",
      status: "expired",
      ...facts,
      message:
        "The signature holds, but this credential's validity has ended. The certificate was renewed: ask for a fresh credential.",
    };
  }
  return {
    signature: "valid",
    status: "current",
    ...facts,
    message: "The signature holds and the certificate is current.",
  };
}
