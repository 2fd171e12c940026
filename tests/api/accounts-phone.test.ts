import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, verifications } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { authPost, cookiesOf, get, jsonCall, newUser, PASSWORD } from "./accounts-fixture";
import { lastCode, phoneUser, texts, wrongOf } from "./accounts-phone-fixture";

describe.each(engines())("accounts: phone numbers on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { AUTH_RATE_LIMIT: "false" });
  });
  afterAll(() => server.close());

  it("signs up with a number typed as people do, stored in E.164, once the texted code is entered", async () => {
    const res = await authPost(server, "/sign-up/phone-number", {
      phoneNumber: "0712 345 678",
      country: "KE",
      password: PASSWORD,
      name: "  Wanjiru Kamau ",
    });
    expect(res.status).toBe(200);
    expect(cookiesOf(res)).toBe("");
    // No account before the code.
    expect(
      await server.database.db.select().from(users).where(eq(users.phoneNumber, "+254712345678")),
    ).toHaveLength(0);
    const [sms] = await texts(server, "+254712345678");
    expect(sms!.kind).toBe("sms");
    expect(sms!.codes).toHaveLength(1);
    // The outbox JSON takes the number as typed in a URL too ("+" read as a space).
    expect((await (await server.api("/api/dev/mail?to=+254712345678")).json()).items).toHaveLength(1);

    const verify = await authPost(server, "/phone-number/verify", {
      phoneNumber: "+254 712 345678",
      code: sms!.codes[0],
    });
    expect(verify.status).toBe(200);
    const me = await get(server, "/api/v1/me", cookiesOf(verify));
    expect(me.status).toBe(200);
    const profile = await me.json();
    expect(profile).toMatchObject({
      full_name: "Wanjiru Kamau",
      phone_number: "+254712345678",
      phone_number_display: "+254 712 345678",
      phone_number_verified: true,
      email: null,
    });

    const signIn = await authPost(server, "/sign-in/phone-number", {
      phoneNumber: "+254712345678",
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect((await get(server, "/api/v1/me", cookiesOf(signIn))).status).toBe(200);
  });

  it("answers a sign-up with a taken number as any other, texting its owner instead of a code", async () => {
    await phoneUser(server, "+12015550111");
    const again = await authPost(server, "/sign-up/phone-number", {
      phoneNumber: "(201) 555-0111",
      country: "US",
      password: "another-pass-phrase-77",
      name: "Someone Else",
    });
    const fresh = await authPost(server, "/sign-up/phone-number", {
      phoneNumber: "(201) 555-0112",
      country: "US",
      password: "another-pass-phrase-77",
      name: "Someone Else",
    });
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(await fresh.text());
    const [sms] = await texts(server, "+12015550111");
    expect(sms!.text).toContain("You already have one");
    expect(sms!.codes).toHaveLength(0);
    // The old password still works; the new one does not.
    const old = await authPost(server, "/sign-in/phone-number", {
      phoneNumber: "+12015550111",
      password: PASSWORD,
    });
    expect(old.status).toBe(200);
  });

  it("refuses wrong passwords and unknown numbers alike, with no session", async () => {
    await phoneUser(server, "+447911123456");
    const wrong = await authPost(server, "/sign-in/phone-number", {
      phoneNumber: "+447911123456",
      password: "not-the-password-1",
    });
    const unknown = await authPost(server, "/sign-in/phone-number", {
      phoneNumber: "+447911123457",
      password: PASSWORD,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await wrong.json()).message).toBe("Invalid phone number or password");
    expect((await unknown.json()).message).toBe("Invalid phone number or password");
    expect(cookiesOf(wrong)).toBe("");
    expect(cookiesOf(unknown)).toBe("");
  });

  it("says 'You must provide either an email or phone number and a password' when neither is given", async () => {
    for (const [path, body] of [
      ["/sign-in/email", { password: PASSWORD }],
      ["/sign-in/phone-number", { phoneNumber: "", password: PASSWORD }],
      ["/sign-up/phone-number", { phoneNumber: "+12015550100", password: "", name: "A Person" }],
      ["/sign-up/email", { email: "", password: PASSWORD, name: "A Person" }],
    ] as const) {
      const res = await authPost(server, path, body);
      expect(res.status, path).toBe(400);
      expect((await res.json()).message, path).toBe(
        "You must provide either an email or phone number and a password",
      );
    }
    const code = await authPost(server, "/phone-number/send-otp", {});
    expect((await code.json()).message).toBe("You must provide either an email or phone number");
  });

  it("refuses an unknown calling code and letters with a clear message, texting nothing", async () => {
    const cases = [
      [{ phoneNumber: "+999 1234 5678" }, "Unknown country calling code"],
      [
        { phoneNumber: "555-CALL-NOW", country: "US" },
        "A phone number has only digits, spaces and the signs + ( ) - .",
      ],
      [{ phoneNumber: "+33 6 12 34 56 78" }, "Phone numbers from this country are not supported"],
      [{ phoneNumber: "12", country: "US" }, "This is not a valid phone number"],
    ] as const;
    for (const [input, message] of cases) {
      const res = await authPost(server, "/sign-up/phone-number", {
        ...input,
        password: PASSWORD,
        name: "A Person",
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.message).toBe(message);
      expect(cookiesOf(res)).toBe("");
    }
    expect(
      (await (await server.api("/api/dev/mail")).json()).items.filter((m: { to: string }) =>
        m.to.startsWith("+999"),
      ),
    ).toHaveLength(0);
  });

  it("signs in with a texted one-time code; an unknown number gets the same answer and no text", async () => {
    await phoneUser(server, "+27821234567");
    const before = (await texts(server, "+27821234567")).length;
    const known = await authPost(server, "/phone-number/send-otp", {
      phoneNumber: "082 123 4567",
      country: "ZA",
    });
    const unknown = await authPost(server, "/phone-number/send-otp", { phoneNumber: "+27821234568" });
    expect(known.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    expect(await texts(server, "+27821234568")).toHaveLength(0);
    expect(await texts(server, "+27821234567")).toHaveLength(before + 1);
    const code = await lastCode(server, "+27821234567");
    const wrong = await authPost(server, "/phone-number/verify", {
      phoneNumber: "+27821234567",
      code: wrongOf(code),
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("That code is not valid.");
    const ok = await authPost(server, "/phone-number/verify", { phoneNumber: "+27821234567", code });
    expect(ok.status).toBe(200);
    expect((await get(server, "/api/v1/me", cookiesOf(ok))).status).toBe(200);
    const reused = await authPost(server, "/phone-number/verify", { phoneNumber: "+27821234567", code });
    expect(reused.status).toBe(400);
    expect(cookiesOf(reused)).toBe("");
  });

  it("refuses the sixth wrong code, then even the right one; and a code after it expired", async () => {
    await phoneUser(server, "+2348031234567");
    await authPost(server, "/phone-number/send-otp", { phoneNumber: "+2348031234567" });
    const code = await lastCode(server, "+2348031234567");
    for (let i = 0; i < 5; i++) {
      const res = await authPost(server, "/phone-number/verify", {
        phoneNumber: "+2348031234567",
        code: wrongOf(code),
      });
      expect((await res.json()).message).toBe("That code is not valid.");
    }
    const sixth = await authPost(server, "/phone-number/verify", {
      phoneNumber: "+2348031234567",
      code: wrongOf(code),
    });
    expect(sixth.status).toBe(403);
    expect((await sixth.json()).message).toBe("Too many wrong codes. Ask for a new one.");
    const right = await authPost(server, "/phone-number/verify", { phoneNumber: "+2348031234567", code });
    expect(right.status).toBe(400);
    expect(cookiesOf(right)).toBe("");

    await authPost(server, "/phone-number/send-otp", { phoneNumber: "+2348031234567" });
    const late = await lastCode(server, "+2348031234567");
    await server.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, "phone-number-otp-+2348031234567"));
    const expired = await authPost(server, "/phone-number/verify", {
      phoneNumber: "+2348031234567",
      code: late,
    });
    expect(expired.status).toBe(400);
    expect((await expired.json()).message).toBe("That code has expired. Ask for a new one.");
    expect(cookiesOf(expired)).toBe("");
  });

  it("resets a password with a texted code; the old password and sessions stop working", async () => {
    const session = await phoneUser(server, "+61412345678");
    const ask = await authPost(server, "/phone-number/request-password-reset", {
      phoneNumber: "0412 345 678",
      country: "AU",
    });
    const askUnknown = await authPost(server, "/phone-number/request-password-reset", {
      phoneNumber: "+61412345679",
    });
    expect(await ask.text()).toBe(await askUnknown.text());
    expect(await texts(server, "+61412345679")).toHaveLength(0);
    const code = await lastCode(server, "+61412345678");
    const common = await authPost(server, "/phone-number/reset-password", {
      phoneNumber: "+61412345678",
      otp: code,
      newPassword: "qwertyuiop",
    });
    expect((await common.json()).message).toBe(
      "This password is too common. Please choose a less common one.",
    );
    const reset = await authPost(server, "/phone-number/reset-password", {
      phoneNumber: "+61412345678",
      otp: code,
      newPassword: "brand-new-secret-55",
    });
    expect(reset.status).toBe(200);
    expect((await get(server, "/api/v1/me", session)).status).toBe(401);
    expect(
      (await authPost(server, "/sign-in/phone-number", { phoneNumber: "+61412345678", password: PASSWORD }))
        .status,
    ).toBe(401);
    expect(
      (
        await authPost(server, "/sign-in/phone-number", {
          phoneNumber: "+61412345678",
          password: "brand-new-secret-55",
        })
      ).status,
    ).toBe(200);
  });

  it("keeps e-mail accounts working: jsonCall reaches the profile", async () => {
    const cookie = await newUser(server, "mail-person@example.com");
    const me = await jsonCall(server, "GET", "/api/v1/me", cookie);
    expect(await me.json()).toMatchObject({
      email: "mail-person@example.com",
      phone_number: null,
      phone_number_verified: false,
    });
  });

  it("adds a number to an e-mail account only with the code texted to it, changes it the same way, and removes it", async () => {
    const cookie = await newUser(server, "adds-phone@example.com");
    const send = await authPost(
      server,
      "/phone-number/send-otp",
      { phoneNumber: "0722 111 222", country: "KE" },
      cookie,
    );
    expect(send.status).toBe(200);
    const wrong = await authPost(
      server,
      "/phone-number/verify",
      {
        phoneNumber: "+254722111222",
        code: wrongOf(await lastCode(server, "+254722111222")),
        updatePhoneNumber: true,
      },
      cookie,
    );
    expect(wrong.status).toBe(400);
    let me = await (await get(server, "/api/v1/me", cookie)).json();
    expect(me.phone_number).toBeNull();
    const ok = await authPost(
      server,
      "/phone-number/verify",
      {
        phoneNumber: "+254722111222",
        code: await lastCode(server, "+254722111222"),
        updatePhoneNumber: true,
      },
      cookie,
    );
    expect(ok.status).toBe(200);
    me = await (await get(server, "/api/v1/me", cookie)).json();
    expect(me).toMatchObject({
      email: "adds-phone@example.com",
      phone_number: "+254722111222",
      phone_number_verified: true,
    });

    // A number that is another account's gets its owner told, and no code: it cannot be taken.
    await phoneUser(server, "+254722333444");
    const taken = await authPost(server, "/phone-number/send-otp", { phoneNumber: "+254722333444" }, cookie);
    expect(taken.status).toBe(200);
    const [notice] = await texts(server, "+254722333444");
    expect(notice!.text).toContain("Someone tried to add this number to another Ujamaa account");
    expect(notice!.codes).toHaveLength(0);

    // Changing: the new number is set once its own code comes back.
    await authPost(server, "/phone-number/send-otp", { phoneNumber: "+254722111333" }, cookie);
    const change = await authPost(
      server,
      "/phone-number/verify",
      {
        phoneNumber: "+254722111333",
        code: await lastCode(server, "+254722111333"),
        updatePhoneNumber: true,
      },
      cookie,
    );
    expect(change.status).toBe(200);
    me = await (await get(server, "/api/v1/me", cookie)).json();
    expect(me.phone_number).toBe("+254722111333");

    expect((await jsonCall(server, "DELETE", "/api/v1/me/phone", "")).status).toBe(401);
    const removed = await jsonCall(server, "DELETE", "/api/v1/me/phone", cookie);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ phone_number: null, phone_number_verified: false });
    expect((await jsonCall(server, "DELETE", "/api/v1/me/phone", cookie)).status).toBe(404);
    expect(
      (await authPost(server, "/sign-in/phone-number", { phoneNumber: "+254722111333", password: PASSWORD }))
        .status,
    ).toBe(401);
  });

  it("refuses to remove the number an account signs in with", async () => {
    const cookie = await phoneUser(server, "+254722444555");
    const res = await jsonCall(server, "DELETE", "/api/v1/me/phone", cookie);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe("This number is how you sign in, so it can't be removed.");
  });

  it("asks for a texted code as the second factor (factor_type phone) after the password", async () => {
    const cookie = await phoneUser(server, "+254722555666");
    const enable = await authPost(server, "/two-factor/enable", { password: PASSWORD }, cookie);
    expect(enable.status).toBe(200);
    const session = cookiesOf(enable) || cookie;
    expect((await authPost(server, "/two-factor/send-otp", {}, session)).status).toBe(200);
    const turnOn = await authPost(
      server,
      "/two-factor/verify-otp",
      { code: await lastCode(server, "+254722555666") },
      session,
    );
    expect(turnOn.status).toBe(200);
    const current = cookiesOf(turnOn) || session;
    expect(await (await get(server, "/api/v1/me", current)).json()).toMatchObject({
      two_factor_enabled: true,
      two_factor_type: "phone",
    });

    const first = await authPost(server, "/sign-in/phone-number", {
      phoneNumber: "+254722555666",
      password: PASSWORD,
    });
    const body = await first.json();
    expect(body).toMatchObject({ twoFactorRedirect: true });
    expect(body.twoFactorMethods).not.toContain("totp");
    const pending = cookiesOf(first);
    expect((await get(server, "/api/v1/me", pending)).status).toBe(401);
    const sent = (await texts(server, "+254722555666")).length;
    expect((await authPost(server, "/two-factor/send-otp", {}, pending)).status).toBe(200);
    expect(await texts(server, "+254722555666")).toHaveLength(sent + 1);
    const code = await lastCode(server, "+254722555666");
    const bad = await authPost(server, "/two-factor/verify-otp", { code: wrongOf(code) }, pending);
    expect(bad.status).toBe(401);
    expect(cookiesOf(bad)).not.toMatch(/session_token=[^;]/);
    const good = await authPost(server, "/two-factor/verify-otp", { code }, pending);
    expect(good.status).toBe(200);
    expect((await get(server, "/api/v1/me", cookiesOf(good))).status).toBe(200);

    // The number cannot be removed while sign-in texts it; the password turns texted codes off.
    const signedIn = cookiesOf(good);
    expect((await jsonCall(server, "DELETE", "/api/v1/me/phone", signedIn)).status).toBe(409);
    const off = await authPost(server, "/two-factor/disable", { password: PASSWORD }, signedIn);
    expect(off.status).toBe(200);
    const again = await authPost(server, "/sign-in/phone-number", {
      phoneNumber: "+254722555666",
      password: PASSWORD,
    });
    expect((await again.json()).twoFactorRedirect).toBeUndefined();
  });
});
