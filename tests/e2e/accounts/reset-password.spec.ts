import {
  acceptCookies,
  createConfirmedUser,
  expect,
  hydrated,
  latestMail,
  test,
  uniqueEmail,
} from "./fixtures";

test("reset the password from the e-mailed link: signed in with the new one, other sessions ended", async ({
  page,
  browser,
}) => {
  await acceptCookies(page);
  const email = uniqueEmail("forgetful");
  await createConfirmedUser(page.request, email);

  // Another device stays signed in until the reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const base = test.info().project.use.baseURL!;
  const signIn = await otherPage.request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(base).origin },
    data: { email, password: "a-long-and-unusual-secret-42" },
  });
  expect(signIn.ok()).toBe(true);
  expect((await otherPage.request.get("/api/v1/me")).status()).toBe(200);

  await page.goto("/auth");
  await hydrated(page);
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  const form = page.getByRole("form", { name: "Reset Password" });
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();

  // An unknown address gets exactly the same answer.
  await form.getByLabel("Email").fill(uniqueEmail("nobody"));
  await form.getByRole("button", { name: "Send Reset Link" }).click();
  const answer =
    "If an account exists for that e-mail, we've sent a link to reset your password. Check your inbox.";
  await expect(form.getByText(answer)).toBeVisible();
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(form.getByText(answer)).toBeVisible();

  const mail = await latestMail(page.request, email, /Reset your Ujamaa password/);
  await page.goto(mail.links.find((l) => l.includes("reset-password"))!);
  await expect(page).toHaveURL(/\/auth\?mode=newPassword&token=/);
  await expect(page.getByRole("heading", { name: "Set New Password" })).toBeVisible();
  await hydrated(page);
  const newPassword = page.getByRole("form", { name: "Set New Password" });
  await newPassword.getByLabel("New Password", { exact: true }).fill("short");
  await newPassword.getByLabel("Confirm New Password").fill("short");
  await newPassword.getByRole("button", { name: "Update Password" }).click();
  await expect(newPassword.getByText("Password must be at least 8 characters")).toBeVisible();
  await newPassword.getByLabel("New Password", { exact: true }).fill("brand-new-secret-2024!");
  await newPassword.getByLabel("Confirm New Password").fill("brand-new-secret-2024!");
  await newPassword.getByRole("button", { name: "Update Password" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" }),
  ).toBeVisible();
  expect((await otherPage.request.get("/api/v1/me")).status()).toBe(401);
  await other.close();

  // The link works once.
  await page.context().clearCookies();
  await page.goto(mail.links.find((l) => l.includes("reset-password"))!);
  await expect(page.getByText("This password reset link is invalid or has expired.")).toBeVisible();
});
