import type { TestServer } from "../support/test-server";
import { authPost, cookiesOf, outbox, PASSWORD } from "./accounts-fixture";

/** The texts kept for a number in the dev outbox, newest first. */
export async function texts(server: TestServer, phone: string) {
  return (await outbox(server, phone)) as { subject: string; text: string; codes: string[]; kind?: string }[];
}

export async function lastCode(server: TestServer, phone: string): Promise<string> {
  const [sms] = await texts(server, phone);
  const code = sms?.codes[0];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

/** A wrong code that differs from `code`. */
export const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000");

/** Signs up by phone and confirms with the texted code: the session cookie. */
export async function phoneUser(server: TestServer, phone: string, name = "Phone Person"): Promise<string> {
  const res = await authPost(server, "/sign-up/phone-number", {
    phoneNumber: phone,
    password: PASSWORD,
    name,
  });
  if (res.status !== 200) throw new Error(`phone sign-up ${res.status}: ${await res.text()}`);
  const verify = await authPost(server, "/phone-number/verify", {
    phoneNumber: phone,
    code: await lastCode(server, phone),
  });
  if (verify.status !== 200) throw new Error(`phone verify ${verify.status}: ${await verify.text()}`);
  return cookiesOf(verify);
}
