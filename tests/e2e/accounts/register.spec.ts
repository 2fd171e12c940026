import path from "node:path";
import { acceptCookies, expect, hydrated, latestMail, PASSWORD, test, uniqueEmail } from "./fixtures";

test("register, confirm through the outbox, sign in, walk through, set up the profile and sign out", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await acceptCookies(page);
  const email = uniqueEmail("newcomer");

  await page.goto("/auth");
  await hydrated(page);
  await page.getByRole("tab", { name: "Register" }).click();
  const form = page.getByRole("form", { name: "Register" });
  await form.getByLabel("Full Name").fill("Nia Freeman");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("password1");
  await form.getByLabel("Confirm Password").fill("password2");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByText("Passwords don't match")).toBeVisible();
  await form.getByLabel("Confirm Password").fill("password1");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByText("This password is too common. Please choose a less common one.")).toBeVisible();
  await expect(page.getByText("Sign up failed")).toBeVisible();

  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();
  await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();

  const mail = await latestMail(page.request, email, /Confirm your Ujamaa account/);
  const link = mail.links.find((l) => l.includes("verify-email"))!;
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Email confirmed!")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Login", selected: true })).toBeVisible();

  await hydrated(page);
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("You've successfully signed in.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Business Dashboard" })).toBeVisible();

  // The walkthrough opens by itself about a second later.
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Step 1 of 3")).toBeVisible();
  await expect(dialog.getByText("33% Complete")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Back" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Get Started" }).click();
  await expect(dialog.getByText("Step 2 of 3")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Let's Get You Set Up" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Skip", exact: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByText("Step 1 of 3")).toBeVisible();
  await dialog.getByRole("button", { name: "Get Started" }).click();
  await dialog.getByRole("button", { name: "Set Up Profile" }).click();

  // The profile set-up opens with the walkthrough at its third step beside it (not over it).
  await expect(page).toHaveURL(/\/settings\?onboarding=true$/);
  const hub = page.getByRole("region", { name: "Where would you like to start?" });
  await expect(hub.getByText("Step 3 of 3")).toBeVisible();
  await expect(hub.getByText("100% Complete")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  for (const name of ["Explore Directory", "Get Certified", "Open Storefront", "Open My Storefront"]) {
    await expect(hub.getByRole("button", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await hub.getByRole("button", { name: "Close" }).click();
  await expect(hub).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Set Up Your Profile" })).toBeVisible();
  await page.getByLabel("Avatar").setInputFiles(path.resolve("public/favicon.svg"));
  await expect(page.getByText("Invalid file type: favicon.svg was not used.")).toBeVisible();
  await page.getByLabel("Avatar").setInputFiles(path.resolve("tests/e2e/accounts/avatar.png"));
  await page.getByLabel("Full Name").fill("Nia A. Freeman");
  await page.getByRole("button", { name: "Save Profile" }).click();

  // Saving from the walkthrough returns home.
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/hub");
  await expect(page.getByRole("heading", { name: "Welcome back, Nia A. Freeman!" })).toBeVisible();

  // Completed on the server: not shown again, even with a fresh browser tab state.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.goto("/settings");
  const avatar = page.getByRole("main").locator("img").first();
  await expect(avatar).toHaveAttribute("src", /\.webp$/);
  await expect(page.getByText("Nia A. Freeman")).toBeVisible();

  await hydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("You've been signed out successfully.")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }),
  ).toBeVisible();
  await page.goto("/hub");
  await expect(page).toHaveURL(/\/auth$/);
});
