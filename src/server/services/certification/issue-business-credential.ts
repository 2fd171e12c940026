import { SignJWT } from "jose";
import { credentialFileName, didWebOf } from "~/domain/certification/credential-schema";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { credentialStatusIndex } from "./credential-status-index";
import { getBusinessCertificate } from "./get-business-certificate";
import { getSigningKey } from "./get-signing-key";
import { statusListUrl } from "./status-list-url";

/** The JOSE header of every credential we sign (VC-JOSE-COSE, decision 058). */
export function credentialHeader(origin: string, kid: string) {
  return { alg: "EdDSA", typ: "vc+jwt", cty: "vc", kid: `${didWebOf(origin)}#${kid}` };
}

/**
 * A business's certificate as a W3C Verifiable Credential (data model 2.0), signed as a vc+jwt with the
 * server's Ed25519 key: whoever may download the certificate may download this (same 404s). The subject
 * is the business (its page), its tier and certificate number and the public check; validFrom is the
 * latest approval, validUntil the expiry; its status is its bit in the revocation status list, given on
 * the first credential and kept.
 */
export async function issueBusinessCredential(
  ctx: Pick<ServiceContext, "db" | "now">,
  actor: Actor,
  { businessId, origin }: { businessId: string; origin: string },
): Promise<{ jwt: string; fileName: string }> {
  const { certificate } = await getBusinessCertificate(ctx, actor, { businessId });
  const key = await getSigningKey(ctx.db);
  const place = await credentialStatusIndex(ctx.db, certificate.business_id);
  const did = didWebOf(origin);
  const verifyUrl = `${origin}/verify/${encodeURIComponent(certificate.certificate_number)}`;
  const listUrl = statusListUrl(origin, place.list);
  const credential = {
    "@context": ["https://www.w3.org/ns/credentials/v2"],
    id: `${verifyUrl}#credential`,
    type: ["VerifiableCredential", "UjamaaCertificationCredential"],
    issuer: { id: did, name: "Ujamaa" },
    validFrom: certificate.issued_at ?? ctx.now().toISOString(),
    ...(certificate.expires_at ? { validUntil: certificate.expires_at } : {}),
    credentialSubject: {
      id: `${origin}/business/${certificate.business_id}`,
      type: "CertifiedBusiness",
      name: certificate.business_name,
      certificationTier: certificate.tier,
      certificateNumber: certificate.certificate_number,
      verificationPage: verifyUrl,
    },
    credentialStatus: {
      id: `${listUrl}#${place.index}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(place.index),
      statusListCredential: listUrl,
    },
  };
  const jwt = await new SignJWT(credential)
    .setProtectedHeader(credentialHeader(origin, key.kid))
    .setIssuer(did)
    .setIssuedAt(Math.floor(ctx.now().getTime() / 1000))
    .sign(key.privateKey);
  return { jwt, fileName: credentialFileName(certificate.business_name) };
}
