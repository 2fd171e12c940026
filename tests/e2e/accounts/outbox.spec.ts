import {
  acceptCookies,
  createConfirmedUser,
  expect,
  hydrated,
  latestMail,
  PASSWORD,
  signInWithApi,
  skipWalkthrough,
  test,
  uniqueEmail,
} from "./fixtures";

// The e2e server runs the production build without SMTP, as `npm start` does on a fresh clone.
test("a newcomer signs up, reads the confirmation in the local outbox and confirms the address", async ({
  page,
}) => {
  await acceptCookies(page);
  const email = uniqueEmail("outbox");
  await page.goto("/auth");
  await hydrated(page);
  await page.getByRole("tab", { name: "Register" }).click();
  const form = page.getByRole("form", { name: "Register" });
  await form.getByLabel("Full Name").fill("Amara Okafor");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();

  await page.getByRole("link", { name: "local outbox" }).click();
  await expect(page).toHaveURL(/\/dev\/mail$/);
  await expect(page.getByRole("heading", { name: "Mail outbox" })).toBeVisible();
  await page.getByLabel("Recipient").fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  const message = page.getByRole("article", { name: "Confirm your Ujamaa account" });
  await expect(message).toHaveCount(1);
  await expect(message.getByText(`To ${email}`)).toBeVisible();
  await message.getByRole("link", { name: /verify-email/ }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Email confirmed!")).toBeVisible();
  await expect(page.getByText("Your e-mail address has been verified. You can now sign in.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Login", selected: true })).toBeVisible();
});

test("the reset screen says the link is in the local outbox", async ({ page }) => {
  await acceptCookies(page);
  const email = uniqueEmail("outbox-reset");
  await createConfirmedUser(page.request, email);
  await page.goto("/auth?mode=reset");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Reset Password" });
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(form.getByText(/we've sent a link to reset your password/)).toBeVisible();
  await form.getByRole("link", { name: "local outbox" }).click();
  await expect(page.getByRole("article", { name: "Reset your Ujamaa password" }).first()).toBeVisible();
});

test("a member who is signed in when following the confirmation link sees it confirmed", async ({ page }) => {
  await acceptCookies(page);
  const email = uniqueEmail("outbox-signed-in");
  const origin = new URL(test.info().project.use.baseURL ?? "http://localhost").origin;
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin },
    data: { email, password: PASSWORD, name: "Kofi Mensah", callbackURL: "/auth?type=signup" },
  });
  expect(signUp.ok()).toBe(true);
  await signInWithApi(page, email);
  await skipWalkthrough(page);
  await page.goto("/hub");
  await expect(page.getByText("Please confirm your e-mail address.")).toBeVisible();

  const mail = await latestMail(page.request, email, /Confirm/);
  await page.goto(mail.links.find((link) => link.includes("verify-email"))!);
  await expect(page).toHaveURL(/\/dashboard\?email_confirmed=true$/);
  await expect(page.getByText("Your e-mail address has been verified.")).toBeVisible();
  await expect(page.getByText("Please confirm your e-mail address.")).toHaveCount(0);
});
