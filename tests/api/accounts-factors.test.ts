import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoFactors, users } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { authPost, cookiesOf, get, newUser, outbox, PASSWORD, signUp } from "./accounts-fixture";

function totpCode(uri: string): string {
  return OTPAuth.URI.parse(uri).generate();
}

describe.each(engines())("accounts: one-time codes and two-factor on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { AUTH_RATE_LIMIT: "false" });
  });
  afterAll(() => server.close());

  it("signs in with an e-mailed code; a wrong code is refused; unknown addresses get the same answer and no mail", async () => {
    await newUser(server, "coded@example.com");
    const known = await authPost(server, "/email-otp/send-verification-otp", {
      email: "coded@example.com",
      type: "sign-in",
    });
    const unknown = await authPost(server, "/email-otp/send-verification-otp", {
      email: "ghost@example.com",
      type: "sign-in",
    });
    expect(known.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    expect(await outbox(server, "ghost@example.com")).toHaveLength(0);
    expect(
      await server.database.db.select().from(users).where(eq(users.email, "ghost@example.com")),
    ).toHaveLength(0);

    // Mail goes out in the background, two at a time: pick the code among this address's messages.
    const mail = (await outbox(server, "coded@example.com")).find((m) =>
      m.subject.startsWith("Your Ujamaa code"),
    );
    const code = mail!.codes[0]!;
    const wrong = await authPost(server, "/sign-in/email-otp", {
      email: "coded@example.com",
      otp: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    const ok = await authPost(server, "/sign-in/email-otp", { email: "coded@example.com", otp: code });
    expect(ok.status).toBe(200);
    expect((await get(server, "/api/v1/me", cookiesOf(ok))).status).toBe(200);
    const reused = await authPost(server, "/sign-in/email-otp", { email: "coded@example.com", otp: code });
    expect(reused.status).toBe(400);
  });

  it("enrols TOTP, then challenges sign-in for a code; disabling needs a valid code", async () => {
    const cookie = await newUser(server, "totp@example.com");
    const enable = await authPost(server, "/two-factor/enable", { password: PASSWORD }, cookie);
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = await enable.json();
    expect(backupCodes).toHaveLength(10);
    const confirm = await authPost(server, "/two-factor/verify-totp", { code: totpCode(totpURI) }, cookie);
    expect(confirm.status).toBe(200);
    const session = cookiesOf(confirm) || cookie;

    const first = await authPost(server, "/sign-in/email", { email: "totp@example.com", password: PASSWORD });
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesOf(first);
    expect((await get(server, "/api/v1/me", pending)).status).toBe(401);
    const bad = await authPost(server, "/two-factor/verify-totp", { code: "000000" }, pending);
    expect(bad.status).toBe(401);
    const good = await authPost(server, "/two-factor/verify-totp", { code: totpCode(totpURI) }, pending);
    expect(good.status).toBe(200);
    expect((await get(server, "/api/v1/me", cookiesOf(good))).status).toBe(200);

    const disable = (code: string) =>
      server.api("/api/v1/me/two-factor/disable", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: session },
        body: JSON.stringify({ code }),
      });
    const shape = await disable("12");
    expect(shape.status).toBe(400);
    expect((await shape.json()).error.fields.code).toBe("Enter the 6-digit code from your authenticator app");
    const wrong = await disable("000000");
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields.code).toBe("That code is not valid.");
    expect((await server.database.db.select().from(twoFactors)).length).toBe(1);
    expect((await disable(totpCode(totpURI))).status).toBe(204);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, "totp@example.com"));
    expect(row!.twoFactorEnabled).toBe(false);
    const again = await authPost(server, "/sign-in/email", { email: "totp@example.com", password: PASSWORD });
    expect((await again.json()).twoFactorRedirect).toBeUndefined();
  });

  it("sends a new confirmation e-mail on Resend for an unconfirmed account", async () => {
    await signUp(server, "later@example.com");
    const res = await authPost(server, "/send-verification-email", {
      email: "later@example.com",
      callbackURL: "/auth?type=signup",
    });
    expect(res.status).toBe(200);
    expect(
      (await outbox(server, "later@example.com")).filter((m) => m.subject.startsWith("Confirm")),
    ).toHaveLength(2);
  });

  it("refuses an expired or forged confirmation link without confirming anything", async () => {
    const res = await fetch(
      `${server.url}/api/auth/verify-email?token=forged.token.value&callbackURL=%2Fauth%3Ftype%3Dsignup`,
      {
        redirect: "manual",
      },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/\/auth\?type=signup&error=/);
  });

  it("changes the password only with the current one, and refuses a common new one", async () => {
    const cookie = await newUser(server, "changer@example.com");
    const wrong = await authPost(
      server,
      "/change-password",
      { currentPassword: "nope-nope-nope", newPassword: "fresh-secret-9876" },
      cookie,
    );
    expect(wrong.status).toBe(400);
    const common = await authPost(
      server,
      "/change-password",
      { currentPassword: PASSWORD, newPassword: "qwertyuiop" },
      cookie,
    );
    expect((await common.json()).message).toBe(
      "This password is too common. Please choose a less common one.",
    );
    const ok = await authPost(
      server,
      "/change-password",
      { currentPassword: PASSWORD, newPassword: "fresh-secret-9876", revokeOtherSessions: true },
      cookie,
    );
    expect(ok.status).toBe(200);
    const signIn = await authPost(server, "/sign-in/email", {
      email: "changer@example.com",
      password: "fresh-secret-9876",
    });
    expect(signIn.status).toBe(200);
  });
});
