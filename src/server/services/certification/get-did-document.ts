import { didWebOf } from "~/domain/certification/credential-schema";
import type { ServiceContext } from "~/server/services/service-context";
import { getSigningKey } from "./get-signing-key";

/**
 * Public: the did:web document of the site at `origin` (served at /.well-known/did.json), naming the
 * credentials' signing key as a JsonWebKey that asserts (signs) credentials.
 */
export async function getDidDocument({ db }: Pick<ServiceContext, "db">, { origin }: { origin: string }) {
  const key = await getSigningKey(db);
  const did = didWebOf(origin);
  const id = `${did}#${key.kid}`;
  return {
    "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/jwk/v1"],
    id: did,
    verificationMethod: [{ id, type: "JsonWebKey", controller: did, publicKeyJwk: key.publicJwk }],
    assertionMethod: [id],
    authentication: [id],
  };
}
