import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/server/db/schema";
import { useProductionServer } from "../support/production-server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { authPost, cookiesOf, jsonCall, newUser, outbox, PASSWORD, signIn } from "./accounts-fixture";

/** The `lang` cookie a response sets, if any. */
const langCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => /^lang=([a-z]*)/.exec(c)?.[1])
    .find(Boolean) ?? null;

/** The cookies of a response but the `lang` one: a browser that has none. */
const withoutLang = (cookie: string) =>
  cookie
    .split("; ")
    .filter((c) => !c.startsWith("lang="))
    .join("; ");

describe.each(engines())("a signed-in user's language, and their e-mails in it, on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { AUTH_RATE_LIMIT: "false" });
  });
  afterAll(() => server.close());

  /** A sign-up sent by the register form of `page` (its Referer), as the browser sends it. */
  const signUpFrom = (page: string, email: string, headers: Record<string, string> = {}) =>
    server.api("/api/auth/sign-up/email", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: server.url,
        referer: `${server.url}${page}`,
        ...headers,
      },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        name: "Amina Diallo",
        callbackURL: "/auth?type=signup",
      }),
    });
  const languageOf = async (email: string) =>
    (
      await server.database.db.select({ language: users.language }).from(users).where(eq(users.email, email))
    )[0]?.language;

  it("registers a French account from the French page, its confirmation e-mail in French", async () => {
    expect((await signUpFrom("/fr/auth?mode=register", "amina@example.com")).status).toBe(200);
    expect(await languageOf("amina@example.com")).toBe("fr");
    const [mail] = await outbox(server, "amina@example.com");
    expect(mail?.subject).toBe("Confirmez votre compte Ujamaa");
    expect(mail?.text).toContain(
      "Bienvenue sur Ujamaa ! Veuillez confirmer votre adresse e-mail pour terminer la création de votre compte.",
    );
    expect(mail?.text).toContain("Confirmer mon adresse e-mail: ");
    expect(mail?.text).toMatch(/— Ujamaa · Éduquer\. Élever\. Émanciper\.$/);
    // Its link confirms the address and lands on the sign-in page in French.
    const link = mail?.links.find((l) => l.includes("/api/auth/verify-email?token="));
    const confirmed = await fetch(link!, { redirect: "manual" });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/fr/auth?type=signup");
  });

  it("keeps English for the English page, whatever the browser asks", async () => {
    const res = await signUpFrom("/auth?mode=register", "kofi@example.com", { "accept-language": "fr" });
    expect(res.status).toBe(200);
    expect(await languageOf("kofi@example.com")).toBe("en");
    const [mail] = await outbox(server, "kofi@example.com");
    expect(mail?.subject).toBe("Confirm your Ujamaa account");
    expect(mail?.text).toContain(
      "Welcome to Ujamaa! Please confirm your e-mail address to finish creating your account.",
    );
  });

  it("without a page of this site, takes the switcher's cookie, then the browser's language, else none", async () => {
    await signUpFrom("/", "lina@example.com", {
      referer: "https://elsewhere.example/ar/auth",
      cookie: "lang=ar",
    });
    expect(await languageOf("lina@example.com")).toBe("ar");
    const [arabic] = await outbox(server, "lina@example.com");
    expect(arabic?.subject).toBe("أكِّد حسابك على Ujamaa");
    await authPost(server, "/sign-up/email", {
      email: "pablo@example.com",
      password: PASSWORD,
      name: "Pablo Ruiz",
      callbackURL: "/auth?type=signup",
    });
    expect(await languageOf("pablo@example.com")).toBeNull();
    expect((await outbox(server, "pablo@example.com"))[0]?.subject).toBe("Confirm your Ujamaa account");
    // A sign-up cannot choose its stored language through its body.
    const forced = await server.api("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({
        email: "eve@example.com",
        password: PASSWORD,
        name: "Eve Stone",
        language: "de",
      }),
    });
    expect(forced.status).toBe(400);
    expect(await languageOf("eve@example.com")).toBeUndefined();
  });

  it("stores the switcher's choice for a signed-in user: anonymous 401, a language not ours 400", async () => {
    const cookie = await newUser(server, "zuri@example.com");
    const put = (body: unknown, who = cookie) => jsonCall(server, "PUT", "/api/v1/me/language", who, body);
    expect((await put({ language: "es" }, "")).status).toBe(401);
    expect((await put({ language: "nope" }, "")).status).toBe(401);
    for (const bad of [{ language: "de" }, { language: "FR" }, {}, { language: null }])
      expect((await put(bad)).status, JSON.stringify(bad)).toBe(400);
    expect(await languageOf("zuri@example.com")).toBeNull();
    const ok = await put({ language: "es" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ language: "es" });
    expect(await languageOf("zuri@example.com")).toBe("es");
  });

  it("writes each later e-mail in the stored language, and signing in sets the lang cookie from it", async () => {
    const cookie = await newUser(server, "ade@example.com");
    await jsonCall(server, "PUT", "/api/v1/me/language", cookie, { language: "ar" });
    const signInRes = await authPost(server, "/sign-in/email", {
      email: "ade@example.com",
      password: PASSWORD,
    });
    expect(signInRes.status).toBe(200);
    expect(langCookieOf(signInRes)).toBe("ar");
    expect(signInRes.headers.getSetCookie().find((c) => c.startsWith("lang="))).not.toMatch(/HttpOnly/i);
    // An account without a stored choice leaves the browser's as it is.
    await newUser(server, "plain@example.com");
    const plain = await authPost(server, "/sign-in/email", {
      email: "plain@example.com",
      password: PASSWORD,
    });
    expect(langCookieOf(plain)).toBeNull();

    await authPost(server, "/request-password-reset", {
      email: "ade@example.com",
      redirectTo: "/auth?mode=newPassword",
    });
    await authPost(server, "/email-otp/send-verification-otp", { email: "ade@example.com", type: "sign-in" });
    const subjects = (await outbox(server, "ade@example.com")).map((m) => m.subject);
    expect(subjects).toContain("أعِد تعيين كلمة مرورك على Ujamaa");
    const reset = (await outbox(server, "ade@example.com")).find((m) => m.subject.includes("كلمة مرورك"));
    expect(
      reset?.links.some((l) => l.includes(`callbackURL=${encodeURIComponent("/ar/auth?mode=newPassword")}`)),
    ).toBe(true);
    expect(subjects.some((s) => s.startsWith("رمزك على Ujamaa: "))).toBe(true);
  });

  it("tells the owner of a taken address in their own language, not the asker's", async () => {
    await signUpFrom("/es/auth?mode=register", "sol@example.com");
    await signUpFrom("/fr/auth?mode=register", "sol@example.com");
    const subjects = (await outbox(server, "sol@example.com")).map((m) => m.subject);
    expect(subjects).toEqual(["Ya tiene una cuenta de Ujamaa", "Confirme su cuenta de Ujamaa"]);
    const [exists] = await outbox(server, "sol@example.com");
    expect(exists?.links).toContain(`${server.url}/es/auth`);
    expect(await languageOf("sol@example.com")).toBe("es");
  });

  it("signs in an account whose page was English with English chosen", async () => {
    const cookie = await signIn(server, "kofi@example.com");
    expect(cookie).toContain("lang=en");
  });
});

describe("pages with one path follow a signed-in user's stored language", () => {
  const server = useProductionServer({ AUTH_RATE_LIMIT: "false" });

  const page = (path: string, cookie: string) =>
    fetch(`${server().url}${path}`, { headers: { cookie }, redirect: "manual" });
  const langOf = (html: string) => /<html lang="([a-z]+)" dir="(ltr|rtl)"/.exec(html)?.slice(1);

  it("renders the dashboard in the stored language when the browser has no lang cookie, and sets it again", async () => {
    const url = server().url;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url, ...headers },
        body: JSON.stringify(body),
      });
    await post(
      "/sign-up/email",
      { email: "awa@example.com", password: PASSWORD, name: "Awa Ndiaye", callbackURL: "/auth?type=signup" },
      { referer: `${url}/fr/auth?mode=register` },
    );
    const signedIn = await post("/sign-in/email", { email: "awa@example.com", password: PASSWORD });
    expect(langCookieOf(signedIn)).toBe("fr");
    const session = withoutLang(cookiesOf(signedIn));

    const dashboard = await page("/dashboard", session);
    expect(dashboard.status).toBe(200);
    expect(langOf(await dashboard.text())).toEqual(["fr", "ltr"]);
    expect(langCookieOf(dashboard)).toBe("fr");

    // A choice made with the switcher elsewhere: stored, then followed here too.
    const put = await fetch(`${url}/api/v1/me/language`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: url, cookie: session },
      body: JSON.stringify({ language: "ar" }),
    });
    expect(put.status).toBe(200);
    expect(langOf(await (await page("/dashboard", session)).text())).toEqual(["ar", "rtl"]);
    // The browser's own cookie stays first.
    const chosen = await page("/dashboard", `${session}; lang=es`);
    expect(langOf(await chosen.text())).toEqual(["es", "ltr"]);
    expect(langCookieOf(chosen)).toBeNull();
    // A visitor's page is as before.
    expect(langOf(await (await page("/unsubscribe", "")).text())).toEqual(["en", "ltr"]);
  });
});
