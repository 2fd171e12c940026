import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import { CREDENTIAL_KEY_FRAGMENT } from "~/domain/certification/credential-schema";
import type { Db } from "~/server/db/client";
import { signingKeys } from "~/server/db/schema";

export type SigningKey = {
  /** The fragment of the verification method (key-1). */
  kid: string;
  /** The public half as a JWK (OKP, Ed25519), as the did:web document publishes it. */
  publicJwk: JWK;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
};

/** One load per database per process: the key never changes once made. */
const loaded = new WeakMap<Db, Promise<SigningKey>>();

/**
 * The Ed25519 key the server signs credentials with (decision 058). Made on first use: a fresh pair is
 * offered with `on conflict do nothing`, then the stored row is read, so two processes starting at once
 * both end up with the one key that won.
 */
export function getSigningKey(db: Db): Promise<SigningKey> {
  let key = loaded.get(db);
  if (!key) {
    key = loadSigningKey(db);
    key.catch(() => loaded.delete(db));
    loaded.set(db, key);
  }
  return key;
}

async function loadSigningKey(db: Db): Promise<SigningKey> {
  let [row] = await db.select().from(signingKeys).where(eq(signingKeys.kid, CREDENTIAL_KEY_FRAGMENT));
  if (!row) {
    const pair = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
    await db
      .insert(signingKeys)
      .values({
        kid: CREDENTIAL_KEY_FRAGMENT,
        publicJwk: publicPart(await exportJWK(pair.publicKey)),
        privateJwk: { ...(await exportJWK(pair.privateKey)) },
      })
      .onConflictDoNothing();
    [row] = await db.select().from(signingKeys).where(eq(signingKeys.kid, CREDENTIAL_KEY_FRAGMENT));
  }
  if (!row) throw new Error("credentials: the signing key could not be stored");
  const publicJwk = publicPart(row.publicJwk as JWK);
  return {
    kid: row.kid,
    publicJwk,
    privateKey: (await importJWK(row.privateJwk as JWK, "EdDSA")) as CryptoKey,
    publicKey: (await importJWK(publicJwk, "EdDSA")) as CryptoKey,
  };
}

/** Only the public members of an OKP key: never `d`. */
function publicPart(jwk: JWK): JWK {
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
}
