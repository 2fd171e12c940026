import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** A person the test provider knows: signing in with `login` = `sub` (any password) gives these claims. */
export type OidcPerson = { sub: string; email: string; email_verified: boolean; name: string };

export type TestOidcProvider = {
  /** Its issuer (and discovery base): http://127.0.0.1:<port>. */
  issuer: string;
  /**
   * Starts answering as an OpenID Connect provider with one confidential client, whose only redirect
   * URI is `redirectUri`. Until then every request gets 503 (a provider that is down).
   */
  start(client: { clientId: string; clientSecret: string; redirectUri: string }): void;
  /** Adds or replaces a person who can sign in. */
  person(person: OidcPerson): void;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (the `oidc-provider` package, with its development login form) on a
 * loopback port, in this process. It listens at once so that its issuer can go into the app's
 * configuration before the app's own address (its redirect URI) is known.
 */
export async function listenOidcProvider(): Promise<TestOidcProvider> {
  const people = new Map<string, OidcPerson>();
  let handler: http.RequestListener | null = null;
  const server = http.createServer((req, res) => {
    if (handler) return handler(req, res);
    res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    start({ clientId, clientSecret, redirectUri }) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ["authorization_code"],
            response_types: ["code"],
            token_endpoint_auth_method: "client_secret_post",
          },
        ],
        async findAccount(_ctx: unknown, id: string) {
          const person = people.get(id);
          if (!person) return undefined;
          return { accountId: id, claims: async () => ({ ...person }) };
        },
        claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
        // The claims ride in the ID token itself, as Google's and most providers' do.
        conformIdTokenClaims: false,
        // No consent screen: a first-party client is granted what it asks for.
        async loadExistingGrant(ctx: GrantContext) {
          const grantId =
            ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
          if (grantId) return ctx.oidc.provider.Grant.find(grantId);
          const grant = new ctx.oidc.provider.Grant({
            clientId: ctx.oidc.client.clientId,
            accountId: ctx.oidc.session.accountId,
          });
          grant.addOIDCScope("openid email profile");
          await grant.save();
          return grant;
        },
        pkce: { required: () => true },
        cookies: { keys: ["oidc-test-cookie-key"] },
        features: { devInteractions: { enabled: true } },
      });
      handler = provider.callback();
    },
    person(person) {
      people.set(person.sub, person);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

type GrantLike = { addOIDCScope(scope: string): void; save(): Promise<string> };
type GrantContext = {
  oidc: {
    result?: { consent?: { grantId?: string } };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    client: { clientId: string };
    provider: {
      Grant: {
        new (init: { clientId: string; accountId: string }): GrantLike;
        find(id: string): Promise<GrantLike>;
      };
    };
  };
};

/** Cookies by name, as a browser would keep them for one site (paths ignored: the provider's are all under /). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === "" || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/**
 * Plays the browser at the provider: opens the authorization URL, signs in as `login` on the
 * development form and returns the URL the provider sends the browser back to (the app's callback
 * with code, state and iss, or with an error).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.take(res);
    return res;
  };
  let url = authorizationUrl;
  const origin = new URL(authorizationUrl).origin;
  for (let hop = 0; hop < 10; hop++) {
    if (new URL(url).origin !== origin) return url;
    const res = await go(url);
    const location = res.headers.get("location");
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const page = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action)
      throw new Error(`the provider answered ${res.status} without a form:\n${page.slice(0, 500)}`);
    const submitted = await go(new URL(action.replaceAll("&amp;", "&"), url).toString(), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ prompt: "login", login, password: "any" }).toString(),
    });
    const next = submitted.headers.get("location");
    if (!next) throw new Error(`the login form answered ${submitted.status}: ${await submitted.text()}`);
    url = new URL(next, url).toString();
  }
  throw new Error("too many redirects at the provider");
}
