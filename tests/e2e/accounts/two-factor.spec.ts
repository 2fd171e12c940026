import * as OTPAuth from "otpauth";
import { expect, hydrated, PASSWORD, signInAsNewMember, test } from "./fixtures";

function codeFor(secret: string, offset = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offset });
}

test("enrol an authenticator app, then sign in with a code it computes", async ({ page }) => {
  test.setTimeout(60_000);
  const email = await signInAsNewMember(page, "careful");

  await page.goto("/settings");
  await hydrated(page);
  await page.getByRole("tab", { name: "Security" }).click();
  await page.getByLabel("Confirm your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set Up Two-Factor" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);

  await page.getByLabel("Code from your app").fill("000000");
  await page.getByRole("button", { name: "Verify and Turn On" }).click();
  await expect(page.getByText(/invalid/i).first()).toBeVisible();
  await page.getByLabel("Code from your app").fill(codeFor(secret));
  await page.getByRole("button", { name: "Verify and Turn On" }).click();
  await expect(page.getByText("On: signing in asks for a code from your authenticator app.")).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await hydrated(page);
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Two-Factor Authentication" })).toBeVisible();
  expect((await page.request.get("/api/v1/me")).status()).toBe(401);
  const challenge = page.getByRole("form", { name: "Two-factor authentication" });
  await challenge.getByLabel("Authentication code").fill(codeFor(secret, 30_000 * 10));
  await challenge.getByRole("button", { name: "Verify" }).click();
  await expect(challenge.getByText(/invalid/i)).toBeVisible();
  await challenge.getByLabel("Authentication code").fill(codeFor(secret));
  await challenge.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get("/api/v1/me")).status()).toBe(200);

  // Turned off with a current code.
  await page.goto("/settings");
  await hydrated(page);
  await page.getByRole("tab", { name: "Security" }).click();
  await page.getByLabel("Authentication code").fill("123");
  await page.getByRole("button", { name: "Turn Off Two-Factor" }).click();
  await expect(page.getByText("Enter the 6-digit code from your authenticator app")).toBeVisible();
  await page.getByLabel("Authentication code").fill(codeFor(secret));
  await page.getByRole("button", { name: "Turn Off Two-Factor" }).click();
  await expect(page.getByText("Add a second step to sign-in with an authenticator app.")).toBeVisible();
});
