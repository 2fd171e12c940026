import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { authPost, PASSWORD } from "./accounts-fixture";
import { phoneUser, texts } from "./accounts-phone-fixture";

describe.each(engines())("text messages in their recipient's language on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { AUTH_RATE_LIMIT: "false" });
  });
  afterAll(() => server.close());

  const setLanguage = (phone: string, language: string | null) =>
    server.database.db.update(users).set({ language }).where(eq(users.phoneNumber, phone));

  it("texts a French user's sign-in code in French, an English user's in English", async () => {
    await phoneUser(server, "+254722888999");
    await phoneUser(server, "+27821234567");
    await setLanguage("+254722888999", "fr");
    await setLanguage("+27821234567", null);
    expect((await authPost(server, "/phone-number/send-otp", { phoneNumber: "+254722888999" })).status).toBe(
      200,
    );
    expect((await authPost(server, "/phone-number/send-otp", { phoneNumber: "+27821234567" })).status).toBe(
      200,
    );
    const [french] = await texts(server, "+254722888999");
    const [english] = await texts(server, "+27821234567");
    expect(french?.text).toBe(
      `${french?.codes[0]} est votre code Ujamaa. Il expire dans 5 minutes. Ne le communiquez jamais.`,
    );
    expect(english?.text).toBe(
      `${english?.codes[0]} is your Ujamaa code. It expires in 5 minutes. Never share it.`,
    );
  });

  it("texts a Spanish user's password reset code in Spanish", async () => {
    await phoneUser(server, "+254722777888");
    await setLanguage("+254722777888", "es");
    await authPost(server, "/phone-number/request-password-reset", { phoneNumber: "+254722777888" });
    const [sms] = await texts(server, "+254722777888");
    expect(sms?.text).toBe(
      `${sms?.codes[0]} es su clave de Ujamaa para restablecer su contraseña. Vence en 5 minutos.`,
    );
  });

  it("texts a sign-up code for a number with no account in the language of the page it came from", async () => {
    const res = await server.api("/api/auth/sign-up/phone-number", {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, referer: `${server.url}/ar/auth` },
      body: JSON.stringify({ phoneNumber: "+212612345678", password: PASSWORD, name: "Amina Diallo" }),
    });
    expect(res.status).toBe(200);
    const [sms] = await texts(server, "+212612345678");
    expect(sms?.text).toBe(`${sms?.codes[0]} رمز Ujamaa لإكمال إنشاء حسابك، صالح لمدة 5 دقائق.`);
  });

  it("tells a French owner of a taken number in French, with the French sign-in page", async () => {
    await authPost(server, "/sign-up/phone-number", {
      phoneNumber: "+254722888999",
      password: PASSWORD,
      name: "Someone Else",
    });
    const [sms] = await texts(server, "+254722888999");
    expect(sms?.text).toBe(
      `Quelqu'un a tenté de créer un compte Ujamaa avec ce numéro. Vous en avez déjà un : connectez-vous sur ${server.url}/fr/auth ou réinitialisez-y votre mot de passe.`,
    );
  });
});
