import {
  acceptCookies,
  createConfirmedUser,
  expect,
  hydrated,
  latestMail,
  PASSWORD,
  signInAsNewMember,
  signInWithApi,
  skipWalkthrough,
  test,
  uniqueEmail,
} from "./fixtures";

test("privacy switches are saved to the account and survive a reload", async ({ page }) => {
  await signInAsNewMember(page, "private");

  await page.goto("/settings");
  await hydrated(page);
  await page.getByRole("tab", { name: "Privacy & Notifications" }).click();
  const promo = page.getByRole("switch", { name: "Promotional Emails" });
  for (const name of [
    "Promotional Emails",
    "Contract Notifications",
    "Partner Announcements",
    "Usage Data for Improvement",
    "Personalized Content",
    "Analytics Tracking",
  ]) {
    await expect(page.getByRole("switch", { name })).toHaveAttribute("aria-checked", "true");
  }
  await promo.click();
  await expect(page.getByText("Preferences saved")).toBeVisible();
  await page.reload();
  await hydrated(page);
  await page.getByRole("tab", { name: "Privacy & Notifications" }).click();
  await expect(page.getByRole("switch", { name: "Promotional Emails" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  expect((await (await page.request.get("/api/v1/me/privacy")).json()).promotionalEmails).toBe(false);
});

test("sessions: list with this device, sign out the others, then every device", async ({ page, browser }) => {
  await acceptCookies(page);
  const email = uniqueEmail("traveller");
  await createConfirmedUser(page.request, email);
  const phone = await browser.newContext({
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1",
  });
  const phonePage = await phone.newPage();
  await signInWithApi(phonePage, email);
  await signInWithApi(page, email);
  await skipWalkthrough(page);

  await page.goto("/settings");
  await hydrated(page);
  await page.getByRole("tab", { name: "Security" }).click();
  const list = page.getByRole("list", { name: "Active sessions" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByText("This device")).toBeVisible();
  await expect(list.getByText("Safari on iPhone")).toBeVisible();
  await expect(list.getByText(/Last used/).first()).toBeVisible();
  await page.getByRole("button", { name: "Sign Out Other Sessions" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  expect((await phonePage.request.get("/api/v1/me")).status()).toBe(401);
  await phone.close();

  await page.getByRole("button", { name: "Sign Out of All Devices" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("You've been signed out successfully.")).toBeVisible();
  expect((await page.request.get("/api/v1/me")).status()).toBe(401);
});

test("signing out still clears the page when the session had already ended elsewhere", async ({ page }) => {
  await signInAsNewMember(page, "stale");
  await page.goto("/hub");
  await hydrated(page);
  // The session ends on the server (e.g. from another device) while this page is open.
  const revoke = await page.request.post("/api/auth/revoke-sessions", {
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    data: {},
  });
  expect(revoke.ok()).toBe(true);
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("You've been signed out successfully.")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }),
  ).toBeVisible();
});

test("an unconfirmed account can sign in, sees the banner and can resend the confirmation", async ({
  page,
}) => {
  await acceptCookies(page);
  const email = uniqueEmail("unconfirmed");
  const base = new URL(test.info().project.use.baseURL!).origin;
  const res = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: base },
    data: { email, password: PASSWORD, name: "Ama Owusu", callbackURL: "/auth?type=signup" },
  });
  expect(res.ok()).toBe(true);
  await signInWithApi(page, email);
  await skipWalkthrough(page);
  await page.goto("/hub");
  await hydrated(page);
  await expect(
    page.getByText(`Please confirm your e-mail address. We sent a link to ${email}.`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Resend" }).click();
  await expect(page.getByText("Confirmation e-mail sent")).toBeVisible();
  // Mail goes out in the background: wait for the second confirmation to reach the outbox.
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json())
        .items as { subject: string }[];
      return mails.filter((m) => m.subject === "Confirm your Ujamaa account").length;
    })
    .toBe(2);
  const mail = await latestMail(page.request, email, /Confirm/);
  await page.goto(mail.links[0]!);
  await page.goto("/hub");
  await expect(page.getByText("Please confirm your e-mail address.", { exact: false })).toHaveCount(0);
});

test("the walkthrough restarts from Settings at step 1, and Skip completes it", async ({ page }) => {
  await signInAsNewMember(page, "tourist");
  await page.goto("/settings");
  await hydrated(page);
  await page.getByRole("tab", { name: "Walkthrough" }).click();
  await page.getByRole("button", { name: "Restart Walkthrough" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Step 1 of 3")).toBeVisible();
  await dialog.getByRole("button", { name: "Skip" }).first().click();
  await expect(dialog).toHaveCount(0);
  const me = await (await page.request.get("/api/v1/me")).json();
  expect(me.walkthrough_completed_at).toBeTruthy();
});
