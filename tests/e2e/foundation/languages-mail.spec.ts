import { NAMESPACES } from "~/domain/languages/catalogs";
import {
  acceptCookies,
  expect,
  hydrated,
  latestMail,
  PASSWORD,
  sameOrigin,
  signInAsNewMember,
  test,
  uniqueEmail,
} from "../accounts/fixtures";

/** A message of a namespace in French (the catalogue's text). */
const fr = <N extends "accounts" | "mail">(namespace: N, id: string) =>
  (NAMESPACES[namespace].fr as Record<string, string>)[id] ?? id;

test("a visitor who registers on the French page gets the confirmation e-mail in French, and signs in to French pages", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await acceptCookies(page);
  const email = uniqueEmail("francophone");

  await page.goto("/fr/auth?mode=register");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const form = page.getByRole("form", { name: fr("accounts", "Register") });
  await form.getByLabel(fr("accounts", "Full Name")).fill("Aminata Diop");
  await form.getByLabel(fr("accounts", "Email")).fill(email);
  await form.getByLabel(fr("accounts", "Password"), { exact: true }).fill(PASSWORD);
  await form.getByLabel(fr("accounts", "Confirm Password")).fill(PASSWORD);
  await form.getByRole("button", { name: fr("accounts", "Create Account") }).click();
  await expect(page.getByText(fr("accounts", "Account created!"))).toBeVisible();

  // The loopback outbox holds the message as it was sent: in French, subject and body.
  const mail = await latestMail(page.request, email, /Ujamaa/);
  expect(mail.subject).toBe("Confirmez votre compte Ujamaa");
  expect(mail.text).toContain(
    fr("mail", "Welcome to Ujamaa! Please confirm your e-mail address to finish creating your account."),
  );
  expect(mail.text).toContain(`${fr("mail", "Confirm my e-mail")}: `);
  expect(mail.text).not.toContain("Confirm your Ujamaa account");
  const outbox = await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json();
  expect(outbox.items[0].html).toContain('<html dir="ltr" lang="fr">');

  // Its link confirms the address, landing on the French sign-in page.
  const link = mail.links.find((l) => l.includes("verify-email"))!;
  const confirmed = await page.request.get(link, { maxRedirects: 0 });
  expect(confirmed.status()).toBe(302);
  expect(confirmed.headers().location).toBe("/fr/auth?type=signup");

  // Signing in (here through the API, from an English browser) brings the account's language back.
  await page.context().clearCookies({ name: "lang" });
  const signedIn = await page.request.post("/api/auth/sign-in/email", {
    headers: sameOrigin(),
    data: { email, password: PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "lang")?.value).toBe("fr");
  await page.goto("/dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  // And a public page at its English address leads to its French one.
  await page.goto("/businesses");
  await expect(page).toHaveURL(/\/fr\/businesses$/);
});

test("a member's choice with the switcher is kept with their account: their e-mails follow it", async ({
  page,
}) => {
  const email = await signInAsNewMember(page, "switcher");
  await page.goto("/dashboard");
  await hydrated(page);
  const stored = page.waitForResponse(
    (res) => res.url().endsWith("/api/v1/me/language") && res.request().method() === "PUT",
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "Español" }).click();
  expect((await stored).status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  await page.request.post("/api/auth/request-password-reset", {
    headers: sameOrigin(),
    data: { email, redirectTo: "/auth?mode=newPassword" },
  });
  const mail = await latestMail(page.request, email, /contraseña/);
  expect(mail.subject).toBe("Restablezca su contraseña de Ujamaa");
});
