import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { decodeProtectedHeader, importJWK, type JWK, type JWTPayload, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, users } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, signInRoles } from "./accounts-fixture";
import { seedPendingApplication } from "./certification-admin-fixture";

const DAY = 86_400_000;

type Credential = JWTPayload & {
  "@context": string[];
  type: string[];
  issuer: { id: string };
  validFrom: string;
  validUntil: string;
  credentialSubject: Record<string, string>;
  credentialStatus: Record<string, string>;
};

type DidDocument = {
  id: string;
  verificationMethod: { id: string; type: string; controller: string; publicKeyJwk: JWK }[];
  assertionMethod: string[];
};

/** One changed byte in the signature part of a compact JWS. */
function tampered(jwt: string): string {
  const [header, payload, signature] = jwt.split(".") as [string, string, string];
  const bytes = Buffer.from(signature, "base64url");
  bytes[5] = bytes[5]! ^ 0x01;
  return [header, payload, bytes.toString("base64url")].join(".");
}

describe.each(engines())("verifiable credentials on %s", (engine) => {
  let server: TestServer;
  let owner: string;
  let other: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      ADMIN_EMAILS: "admin@vc.test",
      AUTH_RATE_LIMIT: "false",
      // A status list is built afresh on every request here; in production it is kept at most 30 s.
      CREDENTIAL_STATUS_CACHE_SECONDS: "0",
    });
    ({ owner, other, admin } = await signInRoles(server, "vc.test"));
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, cookie = "", body?: unknown) =>
    jsonCall(server, method, path, cookie, body);

  async function approved(name: string) {
    const { businessId } = await seedPendingApplication(server, "owner@vc.test", { name, tier: "Certified" });
    const res = await call("POST", `/api/v1/admin/certifications/${businessId}/decision`, admin, {
      decision: "approved",
    });
    expect(res.status).toBe(200);
    return (await server.database.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]!;
  }

  /** The published key, read the way any verifier reads it: the did:web document, then jose. */
  async function publishedKey() {
    const res = await server.api("/.well-known/did.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const did = (await res.json()) as DidDocument;
    const host = new URL(server.url).host.replace(":", "%3A");
    expect(did.id).toBe(`did:web:${host}`);
    const method = did.verificationMethod[0]!;
    expect(method).toMatchObject({ id: `did:web:${host}#key-1`, type: "JsonWebKey", controller: did.id });
    expect(did.assertionMethod).toEqual([method.id]);
    expect(method.publicKeyJwk).toEqual({ kty: "OKP", crv: "Ed25519", x: expect.any(String) });
    return { kid: method.id, key: await importJWK(method.publicKeyJwk, "EdDSA") };
  }

  async function download(businessId: string, cookie = "") {
    const res = await call("GET", `/api/v1/businesses/${businessId}/credential`, cookie);
    return res;
  }

  /** Bit `index` of status list `url`, after checking the list's own signature with the published key. */
  async function statusBit(url: string, index: number) {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vc+jwt");
    const { key, kid } = await publishedKey();
    const { payload, protectedHeader } = await jwtVerify<{
      type: string[];
      credentialSubject: { type: string; statusPurpose: string; encodedList: string };
    }>(await res.text(), key, { typ: "vc+jwt", algorithms: ["EdDSA"] });
    expect(protectedHeader.kid).toBe(kid);
    expect(payload.type).toEqual(["VerifiableCredential", "BitstringStatusListCredential"]);
    expect(payload.credentialSubject).toMatchObject({
      type: "BitstringStatusList",
      statusPurpose: "revocation",
    });
    const encoded = payload.credentialSubject.encodedList;
    expect(encoded.startsWith("u")).toBe(true);
    const bits = gunzipSync(Buffer.from(encoded.slice(1), "base64url"));
    expect(bits.length * 8).toBeGreaterThanOrEqual(131_072);
    return (bits[index >> 3]! >> (7 - (index % 8))) & 1;
  }

  it("issues a credential that an independent verifier accepts, and refuses after one changed byte", async () => {
    const business = await approved("Credential Bakery & Co");
    const res = await download(business.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vc+jwt");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="credential-credential-bakery-co.jwt"',
    );
    const jwt = await res.text();

    const { key, kid } = await publishedKey();
    const { payload, protectedHeader } = await jwtVerify<Credential>(jwt, key, {
      typ: "vc+jwt",
      algorithms: ["EdDSA"],
    });
    expect(protectedHeader).toMatchObject({ alg: "EdDSA", typ: "vc+jwt", kid });
    expect(payload["@context"]).toEqual(["https://www.w3.org/ns/credentials/v2"]);
    expect(payload.type).toContain("VerifiableCredential");
    expect(payload.issuer.id).toBe(kid.split("#")[0]);
    expect(payload.credentialSubject).toMatchObject({
      id: `${server.url}/business/${business.id}`,
      name: "Credential Bakery & Co",
      certificationTier: "Certified",
      certificateNumber: business.certificateNumber,
      verificationPage: `${server.url}/verify/${business.certificateNumber}`,
    });
    expect(Date.parse(payload.validFrom)).toBeLessThanOrEqual(Date.now());
    expect(payload.validUntil).toBe(business.certificationExpiresAt!.toISOString());
    expect(payload.credentialStatus).toMatchObject({
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListCredential: `${server.url}/api/v1/credentials/status/1`,
    });

    await expect(jwtVerify(tampered(jwt), key)).rejects.toThrow();
    // The same byte changed in the claims fails too.
    const [h, p, s] = jwt.split(".") as [string, string, string];
    const claims = Buffer.from(p, "base64url");
    claims[10] = claims[10]! ^ 0x01;
    await expect(jwtVerify([h, claims.toString("base64url"), s].join("."), key)).rejects.toThrow();
    expect(decodeProtectedHeader(tampered(jwt)).kid).toBe(kid);

    const check = await call("POST", "/api/v1/credentials/verify", "", { credential: jwt });
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({
      signature: "valid",
      status: "current",
      business_id: business.id,
      business_name: "Credential Bakery & Co",
      certificate_number: business.certificateNumber,
    });
    const bad = await call("POST", "/api/v1/credentials/verify", "", { credential: tampered(jwt) });
    expect(await bad.json()).toMatchObject({ signature: "invalid", status: "unknown", business_name: null });
  });

  it("marks a revoked certificate in the status list within the list's cache time, and the check says revoked", async () => {
    const business = await approved("Revoked Credential Shop");
    const jwt = await (await download(business.id, owner)).text();
    const { key } = await publishedKey();
    const { payload } = await jwtVerify<Credential>(jwt, key);
    const index = Number(payload.credentialStatus.statusListIndex);
    const listUrl = payload.credentialStatus.statusListCredential!;
    expect(await statusBit(listUrl, index)).toBe(0);
    // A second download keeps the same place in the list.
    const again = await jwtVerify<Credential>(await (await download(business.id)).text(), key);
    expect(again.payload.credentialStatus.statusListIndex).toBe(String(index));

    const revoked = await call("POST", `/api/v1/admin/certifications/${business.id}/revocation`, admin, {
      reason: "The ownership affidavit was false.",
    });
    expect(revoked.status).toBe(200);
    expect(await statusBit(listUrl, index)).toBe(1);
    const check = await call("POST", "/api/v1/credentials/verify", "", {
      credential: JSON.stringify({
        "@context": ["https://www.w3.org/ns/credentials/v2"],
        type: "EnvelopedVerifiableCredential",
        id: `data:application/vc+jwt,${jwt}`,
      }),
    });
    expect(await check.json()).toMatchObject({ signature: "valid", status: "revoked" });
    // Revoked: no new credential for anyone.
    expect((await download(business.id, admin)).status).toBe(404);
  });

  it("sets the bit when a certificate lapses and clears it when it is renewed", async () => {
    const business = await approved("Lapsing Credential Cafe");
    const { key } = await publishedKey();
    const { payload } = await jwtVerify<Credential>(await (await download(business.id)).text(), key);
    const index = Number(payload.credentialStatus.statusListIndex);
    const listUrl = payload.credentialStatus.statusListCredential!;
    const setExpiry = (at: Date) =>
      server.database.db
        .update(businesses)
        .set({ certificationExpiresAt: at })
        .where(eq(businesses.id, business.id));
    await setExpiry(new Date(Date.now() - DAY));
    expect(await statusBit(listUrl, index)).toBe(1);
    await setExpiry(new Date(Date.now() + 365 * DAY));
    expect(await statusBit(listUrl, index)).toBe(0);
  });

  it("answers 404 for a business without a current certificate, and follows the certificate's visibility", async () => {
    const [me] = await server.database.db.select().from(users).where(eq(users.email, "owner@vc.test"));
    const [plain] = await server.database.db
      .insert(businesses)
      .values({ ownerId: me!.id, name: "No Certificate Yet", category: "Retail" })
      .returning();
    for (const cookie of ["", owner, other, admin]) {
      const res = await download(plain!.id, cookie);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "Certificate not found." } });
    }
    expect((await download("not-a-uuid")).status).toBe(404);

    const shown = await approved("Public Credential Studio");
    for (const cookie of ["", owner, other, admin])
      expect((await download(shown.id, cookie)).status).toBe(200);

    const hidden = await approved("Hidden Credential Studio");
    await server.database.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, hidden.id));
    expect((await download(hidden.id)).status).toBe(404);
    expect((await download(hidden.id, other)).status).toBe(404);
    expect((await download(hidden.id, owner)).status).toBe(200);
    expect((await download(hidden.id, admin)).status).toBe(200);
  });

  it("refuses text that holds no credential with a 400 in the error shape, and an unknown list with a 404", async () => {
    for (const credential of ["", "hello", '{"type":"VerifiableCredential"}', "a.b"]) {
      const res = await call("POST", "/api/v1/credentials/verify", "", { credential });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe("validation");
      expect(body.error.fields.credential).toBeTruthy();
    }
    expect((await call("POST", "/api/v1/credentials/verify", "", {})).status).toBe(400);
    expect((await call("GET", "/api/v1/credentials/status/99")).status).toBe(404);
    expect((await call("GET", "/api/v1/credentials/status/0")).status).toBe(400);
  });
});
