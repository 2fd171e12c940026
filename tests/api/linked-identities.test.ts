import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, users } from "~/server/db/schema";
import {
  listenOidcProvider,
  type OidcPerson,
  signInAtProvider,
  type TestOidcProvider,
} from "../support/oidc-provider";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { authPost, cookiesOf, get, jsonCall, newUser, signUp } from "./accounts-fixture";

const CLIENT = { clientId: "ujamaa", clientSecret: "a-client-secret-for-tests" };

/**
 * A provider that lies about who it is: its discovery document is another provider's (`real`), with
 * its own address as the issuer. ID tokens it leads to are signed by `real`, an issuer the site does
 * not have configured.
 */
async function listenLyingDiscovery(real: TestOidcProvider) {
  const server = http.createServer(async (req, res) => {
    if (req.url !== "/.well-known/openid-configuration") return res.writeHead(404).end();
    const upstream = await fetch(`${real.issuer}/.well-known/openid-configuration`);
    if (!upstream.ok) return res.writeHead(upstream.status).end();
    const document = await upstream.json();
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ...document, issuer }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(engines())("linked identities (OpenID Connect) on %s", (engine) => {
  let server: TestServer;
  let acme: TestOidcProvider;
  let other: TestOidcProvider;
  let liar: { issuer: string; close(): Promise<void> };

  beforeAll(async () => {
    acme = await listenOidcProvider();
    other = await listenOidcProvider();
    liar = await listenLyingDiscovery(other);
    const providers = [
      { id: "acme", name: "Acme", issuer: acme.issuer },
      { id: "rogue", name: "Rogue", issuer: liar.issuer },
    ].map((p) => ({ ...p, client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret }));
    server = await startTestServer(engine, {
      AUTH_RATE_LIMIT: "false",
      OIDC_PROVIDERS: JSON.stringify(providers),
    });
    // The providers start after the site (they need its redirect URIs): its first use finds them.
    acme.start({ ...CLIENT, redirectUri: `${server.url}/api/auth/callback/acme` });
    other.start({ ...CLIENT, redirectUri: `${server.url}/api/auth/callback/rogue` });
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([acme?.close(), other?.close(), liar?.close()]);
  });

  let n = 0;
  function person(prefix: string, overrides: Partial<OidcPerson> = {}): OidcPerson {
    n += 1;
    const p = {
      sub: `${prefix}-${n}`,
      email: `${prefix}-${n}@${engine}.example.com`,
      email_verified: true,
      name: `Person ${prefix}`,
      ...overrides,
    };
    acme.person(p);
    other.person(p);
    return p;
  }

  /** Starts sign-in with a provider as a browser would: the provider's URL and this browser's cookies. */
  async function startSignIn(provider: string) {
    const res = await authPost(server, "/sign-in/social", {
      provider,
      callbackURL: "/dashboard",
      errorCallbackURL: "/auth",
      disableRedirect: true,
    });
    expect(res.status).toBe(200);
    return { url: (await res.json()).url as string, cookie: cookiesOf(res) };
  }

  /** Starts linking from Settings for the holder of `session`. */
  async function startLink(session: string, provider = "acme") {
    const res = await jsonCall(server, "POST", "/api/v1/me/identities", session, { provider });
    expect(res.status).toBe(200);
    const state = cookiesOf(res);
    return { url: (await res.json()).url as string, cookie: `${session}; ${state}` };
  }

  /** The browser coming back to the site's callback: where it goes next and the cookies it gets. */
  async function callback(url: string, cookie: string) {
    const res = await fetch(url, { redirect: "manual", headers: { cookie } });
    const location = res.headers.get("location") ?? "";
    return {
      status: res.status,
      location,
      cookie: cookiesOf(res),
      error: new URL(location, server.url).searchParams.get("error"),
    };
  }

  function sessionCookieIn(cookie: string) {
    return /session_token=/.test(cookie);
  }

  async function identitiesOf(session: string) {
    const res = await get(server, "/api/v1/me/identities", session);
    expect(res.status).toBe(200);
    return (await res.json()).items as {
      id: string;
      provider: string;
      provider_name: string;
      email: string | null;
    }[];
  }

  it("lists the configured providers to everyone, and nothing else about them", async () => {
    const res = await get(server, "/api/v1/identity-providers");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      items: [
        { id: "acme", name: "Acme" },
        { id: "rogue", name: "Rogue" },
      ],
      total: 2,
      next: null,
    });
  });

  it("signs in with the provider, creating an account with its verified address, PKCE and a nonce in the request", async () => {
    const p = person("newcomer");
    const { url, cookie } = await startSignIn("acme");
    const authorize = new URL(url);
    expect(authorize.origin).toBe(acme.issuer);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("nonce")).toBeTruthy();
    expect(authorize.searchParams.get("scope")).toBe("openid email profile");

    const done = await callback(await signInAtProvider(url, p.sub), cookie);
    expect(done.location).toBe("/dashboard");
    expect(sessionCookieIn(done.cookie)).toBe(true);
    const me = await (await get(server, "/api/v1/me", done.cookie)).json();
    expect(me).toMatchObject({ email: p.email, email_verified: true, full_name: "Person newcomer" });
    const identities = await identitiesOf(done.cookie);
    expect(identities).toEqual([
      {
        id: expect.any(String),
        provider: "acme",
        provider_name: "Acme",
        email: p.email,
        created_at: expect.any(String),
      },
    ]);

    // Signing in again finds the same account.
    const again = await startSignIn("acme");
    const second = await callback(await signInAtProvider(again.url, p.sub), again.cookie);
    expect(second.location).toBe("/dashboard");
    expect((await (await get(server, "/api/v1/me", second.cookie)).json()).id).toBe(me.id);
  });

  it("refuses a forged state and a replayed callback: no session, nothing linked", async () => {
    const p = person("forger");
    const { url, cookie } = await startSignIn("acme");
    const returned = await signInAtProvider(url, p.sub);

    const forged = new URL(returned);
    forged.searchParams.set("state", "forged-state-value");
    const refused = await callback(forged.toString(), cookie);
    expect(refused.location).toMatch(/^\/auth\?/);
    expect(refused.error).toBe("identity_verification_failed");
    expect(sessionCookieIn(refused.cookie)).toBe(false);

    // The right state in another browser (without this one's state cookie) is refused too.
    const elsewhere = await callback(returned, "");
    expect(elsewhere.error).toBe("identity_verification_failed");
    expect(sessionCookieIn(elsewhere.cookie)).toBe(false);

    const first = await callback(returned, cookie);
    expect(first.location).toBe("/dashboard");
    const replayed = await callback(returned, cookie);
    expect(replayed.error).toBe("identity_verification_failed");
    expect(sessionCookieIn(replayed.cookie)).toBe(false);
    const rows = await server.database.db.select().from(users).where(eq(users.email, p.email));
    expect(rows).toHaveLength(1);
  });

  it("refuses an ID token whose nonce is not the one this sign-in sent", async () => {
    const p = person("nonce");
    const { url, cookie } = await startSignIn("acme");
    const tampered = new URL(url);
    tampered.searchParams.set("nonce", "a-nonce-of-the-attackers-choosing");
    const done = await callback(await signInAtProvider(tampered.toString(), p.sub), cookie);
    expect(done.error).toBe("identity_verification_failed");
    expect(sessionCookieIn(done.cookie)).toBe(false);
    expect(await server.database.db.select().from(users).where(eq(users.email, p.email))).toHaveLength(0);
  });

  it("refuses an ID token from an issuer that is not configured, with or without the iss parameter", async () => {
    const p = person("rogue");
    const { url, cookie } = await startSignIn("rogue");
    expect(new URL(url).origin).toBe(other.issuer);
    const returned = await signInAtProvider(url, p.sub);
    expect(new URL(returned).searchParams.get("iss")).toBe(other.issuer);
    const mismatch = await callback(returned, cookie);
    expect(mismatch.error).toBe("identity_verification_failed");
    expect(sessionCookieIn(mismatch.cookie)).toBe(false);

    const again = await startSignIn("rogue");
    const withoutIss = new URL(await signInAtProvider(again.url, p.sub));
    withoutIss.searchParams.delete("iss");
    const refused = await callback(withoutIss.toString(), again.cookie);
    expect(refused.error).toBe("identity_verification_failed");
    expect(sessionCookieIn(refused.cookie)).toBe(false);
    expect(await server.database.db.select().from(users).where(eq(users.email, p.email))).toHaveLength(0);
  });

  it("joins an existing account at sign-in only when its address is confirmed too", async () => {
    // Confirmed account, address verified by the provider: joined.
    const confirmed = person("confirmed");
    const password = await newUser(server, confirmed.email);
    const a = await startSignIn("acme");
    const joined = await callback(await signInAtProvider(a.url, confirmed.sub), a.cookie);
    expect(joined.location).toBe("/dashboard");
    expect((await identitiesOf(password)).map((i) => i.provider)).toEqual(["acme"]);

    // Unconfirmed account: refused, not joined, no session.
    const unconfirmed = person("unconfirmed");
    expect((await signUp(server, unconfirmed.email)).status).toBe(200);
    const b = await startSignIn("acme");
    const refused = await callback(await signInAtProvider(b.url, unconfirmed.sub), b.cookie);
    expect(refused.location).toMatch(/^\/auth\?/);
    expect(refused.error).toBe("identity_not_linked");
    expect(sessionCookieIn(refused.cookie)).toBe(false);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, unconfirmed.email));
    expect(await server.database.db.select().from(accounts).where(eq(accounts.userId, row!.id))).toHaveLength(
      1,
    );

    // Confirmed account, but the provider has not verified the address: refused too.
    const unverified = person("unverified", { email_verified: false });
    const confirmedToo = await newUser(server, unverified.email);
    const c = await startSignIn("acme");
    const notVerified = await callback(await signInAtProvider(c.url, unverified.sub), c.cookie);
    expect(notVerified.error).toBe("identity_not_linked");
    expect(await identitiesOf(confirmedToo)).toEqual([]);
  });

  it("links an identity from Settings, lists it, and unlinks it while a password remains", async () => {
    const session = await newUser(server, `linker-${engine}@example.com`);
    const p = person("company", { email: `jane-${engine}@company.example` });
    const link = await startLink(session);
    const done = await callback(await signInAtProvider(link.url, p.sub), link.cookie);
    expect(done.location).toBe("/settings?tab=security&linked=acme");
    const [identity] = await identitiesOf(session);
    expect(identity).toMatchObject({ provider: "acme", provider_name: "Acme", email: p.email });

    // Signing in with it now reaches this account.
    const s = await startSignIn("acme");
    const signedIn = await callback(await signInAtProvider(s.url, p.sub), s.cookie);
    expect((await (await get(server, "/api/v1/me", signedIn.cookie)).json()).email).toBe(
      `linker-${engine}@example.com`,
    );

    expect((await jsonCall(server, "DELETE", `/api/v1/me/identities/${identity!.id}`, session)).status).toBe(
      204,
    );
    expect(await identitiesOf(session)).toEqual([]);
    expect((await get(server, "/api/v1/me", session)).status).toBe(200);
  });

  it("refuses to link an identity of another account (identity_already_exists) and keeps the session", async () => {
    const p = person("taken");
    const first = await startSignIn("acme");
    const owner = await callback(await signInAtProvider(first.url, p.sub), first.cookie);
    expect(owner.location).toBe("/dashboard");

    const session = await newUser(server, `second-${engine}@example.com`);
    const link = await startLink(session);
    const done = await callback(await signInAtProvider(link.url, p.sub), link.cookie);
    expect(done.location).toBe("/settings?tab=security&error=identity_already_exists");
    expect(await identitiesOf(session)).toEqual([]);
    expect((await get(server, "/api/v1/me", session)).status).toBe(200);
    expect((await identitiesOf(owner.cookie)).map((i) => i.provider)).toEqual(["acme"]);
  });

  it("refuses to unlink the last way to sign in, and unknown or others' identities, keeping the session", async () => {
    const p = person("only");
    const s = await startSignIn("acme");
    const only = (await callback(await signInAtProvider(s.url, p.sub), s.cookie)).cookie;
    const [identity] = await identitiesOf(only);

    const last = await jsonCall(server, "DELETE", `/api/v1/me/identities/${identity!.id}`, only);
    expect(last.status).toBe(409);
    expect((await last.json()).error).toEqual({
      code: "single_identity_not_deletable",
      message: expect.stringContaining("only way to sign in"),
    });
    expect(await identitiesOf(only)).toHaveLength(1);

    const unknown = await jsonCall(server, "DELETE", "/api/v1/me/identities/no-such-identity", only);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe("identity_not_found");

    // Another user (with a password to spare) and an admin cannot remove it either: not theirs.
    const another = await newUser(server, `another-${engine}@example.com`);
    const theirs = await jsonCall(server, "DELETE", `/api/v1/me/identities/${identity!.id}`, another);
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error.code).toBe("identity_not_found");
    expect(await identitiesOf(only)).toHaveLength(1);

    // The password is not an identity to remove.
    const [password] = await server.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.providerId, "credential"))
      .limit(1);
    const asPassword = await jsonCall(server, "DELETE", `/api/v1/me/identities/${password!.id}`, another);
    expect(asPassword.status).toBe(404);

    for (const cookie of [only, another]) expect((await get(server, "/api/v1/me", cookie)).status).toBe(200);
  });

  it("answers 401 to visitors, 400 for a provider that is not configured, and refuses ID tokens and better-auth's unlink", async () => {
    expect((await get(server, "/api/v1/me/identities")).status).toBe(401);
    expect((await jsonCall(server, "POST", "/api/v1/me/identities", "", { provider: "acme" })).status).toBe(
      401,
    );
    expect((await jsonCall(server, "DELETE", "/api/v1/me/identities/x", "")).status).toBe(401);

    const session = await newUser(server, `picky-${engine}@example.com`);
    const unknown = await jsonCall(server, "POST", "/api/v1/me/identities", session, { provider: "nope" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields).toEqual({ provider: expect.any(String) });

    const idToken = await authPost(server, "/sign-in/social", {
      provider: "acme",
      idToken: { token: "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0." },
    });
    expect(idToken.status).toBe(400);
    expect(sessionCookieIn(cookiesOf(idToken))).toBe(false);
    const [password] = await server.database.db.select().from(accounts).limit(1);
    const unlink = await authPost(server, "/unlink-account", { accountId: password!.id }, session);
    expect(unlink.status).toBe(404);
  });
});
