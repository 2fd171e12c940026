import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { acceptCookies, expect, hydrated, PASSWORD, skipWalkthrough, test } from "./fixtures";

/** A Kenyan mobile number no other test uses: as typed at home, and as stored (E.164). */
function uniqueKenyanNumber(): { typed: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1e6)).padStart(6, "0");
  return { typed: `0712 ${rest.slice(0, 3)} ${rest.slice(3)}`, e164: `+254712${rest}` };
}

/** The code of the newest text to a number in the dev outbox, newer than `after` codes already seen. */
async function latestCode(request: APIRequestContext, e164: string, seen = 0): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(e164)}`);
      const items = (await res.json()).items as { kind: string; codes: string[] }[];
      const texts = items.filter((m) => m.kind === "sms" && m.codes.length > 0);
      code = texts[0]?.codes[0] ?? "";
      return texts.length > seen;
    })
    .toBe(true);
  return code;
}

async function choosePhone(page: Page) {
  await page.getByRole("radio", { name: "Phone" }).check();
}

/** Types the number as at home, Kenya chosen as its country. */
async function fillKenyanNumber(page: Page, phone: { typed: string }) {
  await page.getByRole("combobox", { name: "Country" }).selectOption("KE");
  await page.getByRole("textbox", { name: "Phone Number" }).fill(phone.typed);
}

/** Another browser, cookies accepted, on the Login tab with "Phone" chosen; close `other` when done. */
async function phoneLoginElsewhere(browser: Browser): Promise<{ other: BrowserContext; fresh: Page }> {
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const fresh = await other.newPage();
  await acceptCookies(fresh);
  await fresh.goto("/auth");
  await hydrated(fresh);
  await choosePhone(fresh);
  return { other, fresh };
}

async function registerByPhone(page: Page, phone: { typed: string; e164: string }, name: string) {
  await page.goto("/auth");
  await hydrated(page);
  await page.getByRole("tab", { name: "Register" }).click();
  await choosePhone(page);
  await page.getByLabel("Full Name").fill(name);
  await fillKenyanNumber(page, phone);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Text Me a Code" }).click();
  await expect(page.getByText(`We texted a code to ${phone.typed}.`)).toBeVisible();
  const code = await latestCode(page.request, phone.e164);
  await page.getByRole("textbox", { name: "Code" }).fill(code);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("joins with only a phone number and the texted code, then signs in with number and password", async ({
  page,
  browser,
}) => {
  await acceptCookies(page);
  const phone = uniqueKenyanNumber();
  await registerByPhone(page, phone, "Achieng Otieno");
  await expect(page.getByText("You've successfully signed in.")).toBeVisible();
  // No e-mail to confirm: no banner asking for one.
  await expect(page.getByText("Please confirm your e-mail address")).toHaveCount(0);

  const { other, fresh } = await phoneLoginElsewhere(browser);
  await fresh.getByRole("textbox", { name: "Phone Number" }).fill(`+254 ${phone.e164.slice(4)}`);
  await fresh.getByLabel("Password", { exact: true }).fill("not-the-password-1");
  await fresh.getByRole("button", { name: "Sign In" }).click();
  await expect(fresh.getByText("Invalid phone number or password").first()).toBeVisible();
  await fresh.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await fresh.getByRole("button", { name: "Sign In" }).click();
  await expect(fresh).toHaveURL(/\/dashboard$/);
  await other.close();
});

test("signs in with a one-time code texted to the number", async ({ page, browser }) => {
  await acceptCookies(page);
  const phone = uniqueKenyanNumber();
  await registerByPhone(page, phone, "Baraka Mwangi");

  const { other, fresh } = await phoneLoginElsewhere(browser);
  await fresh.getByRole("button", { name: "Text me a sign-in code" }).click();
  await fillKenyanNumber(fresh, phone);
  await fresh.getByRole("button", { name: "Send Code" }).click();
  await expect(fresh.getByText(`If ${phone.typed} has an account, a code is on its way.`)).toBeVisible();
  const code = await latestCode(fresh.request, phone.e164, 1);
  await fresh.getByRole("textbox", { name: "Code" }).fill(code);
  await fresh.getByRole("button", { name: "Verify Code" }).click();
  await expect(fresh).toHaveURL(/\/dashboard$/);
  await other.close();
});

test("resets a forgotten password with a texted code", async ({ page, browser }) => {
  await acceptCookies(page);
  const phone = uniqueKenyanNumber();
  await registerByPhone(page, phone, "Chebet Kiprop");

  const { other, fresh } = await phoneLoginElsewhere(browser);
  await fresh.getByRole("button", { name: "Forgot your password?" }).click();
  await fillKenyanNumber(fresh, phone);
  await fresh.getByRole("button", { name: "Text Me a Code" }).click();
  const code = await latestCode(fresh.request, phone.e164, 1);
  await fresh.getByRole("textbox", { name: "Code" }).fill(code);
  await fresh.getByLabel("New Password", { exact: true }).fill("a-fresh-phone-secret-77");
  await fresh.getByLabel("Confirm New Password").fill("a-fresh-phone-secret-77");
  await fresh.getByRole("button", { name: "Update Password" }).click();
  await expect(fresh).toHaveURL(/\/dashboard$/);

  // The old password no longer works; the new one does.
  const old = await fresh.request.post("/api/auth/sign-in/phone-number", {
    headers: { origin: new URL(fresh.url()).origin },
    data: { phoneNumber: phone.e164, password: PASSWORD },
  });
  expect(old.status()).toBe(401);
  await other.close();
});

test("shows the verified number in Settings, turns on texted codes as the second factor, and signs in with one", async ({
  page,
  browser,
}) => {
  await acceptCookies(page);
  const phone = uniqueKenyanNumber();
  await registerByPhone(page, phone, "Dalia Njeri");
  await skipWalkthrough(page);

  await page.goto("/settings");
  await hydrated(page);
  await page.getByRole("tab", { name: "Security" }).click();
  // Grouped the way Kenyan numbers are read: "+254 712 xxxxxx".
  await expect(page.getByTestId("phone-number")).toHaveText(`+254 712 ${phone.e164.slice(7)}`);
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Use Texted Codes" }).click();
  await page.getByLabel("Confirm your password").last().fill(PASSWORD);
  await page.getByRole("button", { name: "Text Me a Code" }).click();
  await expect(page.getByRole("list", { name: "Backup codes" }).last()).toBeVisible();
  const code = await latestCode(page.request, phone.e164, 1);
  await page.getByRole("textbox", { name: "Code" }).fill(code);
  await page.getByRole("button", { name: "Verify and Turn On" }).click();
  await expect(page.getByText("On: signing in asks for a code texted to this number.")).toBeVisible();

  const { other, fresh } = await phoneLoginElsewhere(browser);
  await fresh.getByRole("textbox", { name: "Phone Number" }).fill(phone.e164);
  await fresh.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await fresh.getByRole("button", { name: "Sign In" }).click();
  await expect(fresh.getByRole("heading", { name: "Two-Factor Authentication" })).toBeVisible();
  await expect(
    fresh.getByText("We texted a 6-digit code to the phone number on your account."),
  ).toBeVisible();
  const second = await latestCode(fresh.request, phone.e164, 2);
  await fresh.getByRole("textbox", { name: "Texted code" }).fill(second);
  await fresh.getByRole("button", { name: "Verify" }).click();
  await expect(fresh).toHaveURL(/\/dashboard$/);
  await other.close();
});
