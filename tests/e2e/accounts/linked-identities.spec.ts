import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { listenOidcProvider, type TestOidcProvider } from "../../support/oidc-provider";
import { freePort, type SpawnedServer, startServer } from "../../support/spawn-server";
import { axeViolations, expect, hydrated, PASSWORD, test } from "./fixtures";

// A real OpenID Connect provider on loopback, and the production server configured with it (this file's
// own server: the shared one has no provider).
let idp: TestOidcProvider;
let server: SpawnedServer;
let site: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-oidc-e2e-"));
const CLIENT = { clientId: "ujamaa-e2e", clientSecret: "an-e2e-client-secret" };
const shots = process.env.SCREENSHOT_DIR;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  idp = await listenOidcProvider();
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  idp.start({ ...CLIENT, redirectUri: `${site}/api/auth/callback/acme` });
  server = await startServer({
    PORT: String(port),
    BASE_URL: site,
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    AUTH_RATE_LIMIT: "false",
    OIDC_PROVIDERS: JSON.stringify([
      {
        id: "acme",
        name: "Acme",
        issuer: idp.issuer,
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
      },
    ]),
  });
});

test.afterAll(async () => {
  await server?.stop();
  await idp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let n = 0;
function newPerson(prefix: string) {
  n += 1;
  const sub = `${prefix}-${Date.now()}-${n}`;
  const person = { sub, email: `${sub}@acme.example`, email_verified: true, name: `Jane ${prefix}` };
  idp.person(person);
  return person;
}

/** Cookie choice stored up front, so the banner stays out of the way (as `acceptCookies` does for the shared server). */
async function chooseCookies(page: Page) {
  await page.context().addCookies([{ name: "ujamaa_consent", value: "essential", url: site }]);
  await page.addInitScript(() => {
    const now = new Date().toISOString();
    const choice = {
      essential: true,
      analytics: false,
      preferences: false,
      marketing: false,
      timestamp: now,
    };
    window.localStorage.setItem("ujamaa.cookie-consent", JSON.stringify(choice));
    window.localStorage.setItem(
      "ujamaa.privacy-acceptance",
      JSON.stringify({ accepted: true, timestamp: now }),
    );
  });
}

/** The provider's own sign-in form (oidc-provider's development form). */
async function signInAtAcme(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any-password");
  await page.getByRole("button", { name: "Sign-in" }).click();
}

async function skipWalkthrough(page: Page) {
  const res = await page.request.put(`${site}/api/v1/me/walkthrough`, {
    headers: { origin: site },
    data: { completed: true },
  });
  expect(res.ok()).toBe(true);
}

async function openSecurity(page: Page) {
  await page.goto(`${site}/settings?tab=security`);
  await hydrated(page);
  return page.getByRole("region", { name: "Linked Identities" });
}

test("Continue with Acme on /auth creates an account from the provider's verified address", async ({
  page,
}) => {
  await chooseCookies(page);
  const person = newPerson("newcomer");
  await page.goto(`${site}/auth`);
  await hydrated(page);
  if (shots) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/auth-oidc-${width}.png`, fullPage: true });
    }
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Continue with Acme" }).click();
  await signInAtAcme(page, person.sub);
  await expect(page).toHaveURL(`${site}/dashboard`);
  const me = await (await page.request.get(`${site}/api/v1/me`)).json();
  expect(me).toMatchObject({ email: person.email, email_verified: true, full_name: "Jane newcomer" });
});

test("a sign-in the provider sent back with an error says what happened on /auth", async ({ page }) => {
  await chooseCookies(page);
  await page.goto(`${site}/auth?error=identity_not_linked`);
  await hydrated(page);
  await expect(page.getByRole("alert")).toContainText(
    "An account with this e-mail address already exists. An identity joins it only when both the provider and Ujamaa have confirmed the address",
  );
  await expect(page.getByRole("button", { name: "Continue with Acme" })).toBeEnabled();
});

test("link Acme from Settings → Security, then unlink it while the password remains", async ({ page }) => {
  await chooseCookies(page);
  const email = `linker-${Date.now()}@example.com`;
  const signUp = await page.request.post(`${site}/api/auth/sign-up/email`, {
    headers: { origin: site },
    data: { email, password: PASSWORD, name: "Lin Ker" },
  });
  expect(signUp.ok()).toBe(true);
  const signIn = await page.request.post(`${site}/api/auth/sign-in/email`, {
    headers: { origin: site },
    data: { email, password: PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  await skipWalkthrough(page);

  let card = await openSecurity(page);
  await expect(card.getByText("No identities linked yet.")).toBeVisible();
  const person = newPerson("company");
  await card.getByRole("button", { name: "Link Acme" }).click();
  await signInAtAcme(page, person.sub);
  await expect(page).toHaveURL(`${site}/settings?tab=security&linked=acme`);
  card = page.getByRole("region", { name: "Linked Identities" });
  await expect(card.getByRole("status")).toHaveText("Acme is linked: you can now sign in with it.");
  const list = card.getByRole("list", { name: "Linked identities" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByText(person.email)).toBeVisible();
  if (shots) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await card.screenshot({ path: `${shots}/settings-identities-${width}.png` });
    }
  }

  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole("button", { name: `Unlink Acme (${person.email})` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Unlink Acme?" });
  await dialog.getByRole("button", { name: "Unlink" }).click();
  await expect(card.getByRole("status")).toHaveText("Acme is unlinked.");
  await expect(card.getByText("No identities linked yet.")).toBeVisible();
});

test("the only way to sign in cannot be unlinked: a clear message, still listed, still signed in", async ({
  page,
}) => {
  await chooseCookies(page);
  const person = newPerson("only");
  await page.goto(`${site}/auth`);
  await hydrated(page);
  await page.getByRole("button", { name: "Continue with Acme" }).click();
  await signInAtAcme(page, person.sub);
  await expect(page).toHaveURL(`${site}/dashboard`);
  await skipWalkthrough(page);

  const card = await openSecurity(page);
  await card.getByRole("button", { name: `Unlink Acme (${person.email})` }).click();
  await page
    .getByRole("alertdialog", { name: "Unlink Acme?" })
    .getByRole("button", { name: "Unlink" })
    .click();
  await expect(card.getByRole("alert")).toHaveText(
    "This is your only way to sign in, so it cannot be removed. Link another identity or set a password first.",
  );
  await expect(card.getByRole("list", { name: "Linked identities" }).getByRole("listitem")).toHaveCount(1);
  expect((await page.request.get(`${site}/api/v1/me`)).status()).toBe(200);
});
