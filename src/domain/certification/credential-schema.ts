import { z } from "zod";
import { fileNameSlug } from "~/domain/shared/file-name-slug";

/** Bits of one Bitstring Status List: the spec's minimum (16 KB), so a holder's index says little about them. */
export const STATUS_LIST_BITS = 131_072;

/** The most a pasted or uploaded credential may be: a credential of ours is a few kilobytes. */
export const CREDENTIAL_MAX_CHARS = 20_000;

/** The verification method of the server's signing key, within its did:web document. */
export const CREDENTIAL_KEY_FRAGMENT = "key-1";

/** The body of POST /api/v1/credentials/verify: a compact vc+jwt, or JSON text that holds one. */
export const credentialCheckSchema = z.object({
  credential: z
    .string()
    .trim()
    .min(1, "Paste a credential or choose its file.")
    .max(CREDENTIAL_MAX_CHARS, `A credential has at most ${CREDENTIAL_MAX_CHARS} characters.`),
});
export type CredentialCheck = z.infer<typeof credentialCheckSchema>;

export const CREDENTIAL_SIGNATURES = ["valid", "invalid"] as const;
export const CREDENTIAL_STATUSES = ["current", "revoked", "expired", "unknown"] as const;

/** What the check found: whether our key signed it, and whether the certificate still counts. */
export const credentialCheckResultSchema = z.object({
  signature: z.enum(CREDENTIAL_SIGNATURES),
  /** current: signed, its bit clear and within validUntil; revoked or expired (lapsed, or past validUntil): the certificate no longer counts; unknown: no status to read. */
  status: z.enum(CREDENTIAL_STATUSES),
  business_id: z.string().nullable(),
  business_name: z.string().nullable(),
  tier: z.string().nullable(),
  certificate_number: z.string().nullable(),
  valid_until: z.string().nullable(),
  message: z.string(),
});
export type CredentialCheckResult = z.infer<typeof credentialCheckResultSchema>;

/**
 * The did:web of an origin: its host, a port percent-encoded (did:web's rule), and its path's segments
 * after a colon. `http://localhost:3000` → `did:web:localhost%3A3000`.
 */
export function didWebOf(origin: string): string {
  const url = new URL(origin);
  const path = url.pathname.split("/").filter(Boolean);
  return ["did:web", encodeURIComponent(url.host), ...path].join(":");
}

/** Sets the bits of the given indexes in a list of `bits` bits, most significant bit of each byte first. */
export function bitstringOf(indexes: Iterable<number>, bits = STATUS_LIST_BITS): Uint8Array {
  const list = new Uint8Array(bits / 8);
  for (const i of indexes) {
    if (i >= 0 && i < bits) list[i >> 3]! |= 0x80 >> (i & 7);
  }
  return list;
}

/** Whether bit `index` is set, most significant bit first. */
export function bitAt(list: Uint8Array, index: number): boolean {
  return ((list[index >> 3] ?? 0) & (0x80 >> (index & 7))) !== 0;
}

/** The credential's download name: credential-{name}.jwt, named as the certificate's downloads are. */
export function credentialFileName(businessName: string): string {
  return `credential-${fileNameSlug(businessName) || "business"}.jwt`;
}
