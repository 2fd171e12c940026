import type { Page } from "@playwright/test";
import { acceptCookies, expect, hydrated, latestMail, PASSWORD, test, uniqueEmail } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

const HUB_CARDS = ["Explore Directory", "Get Certified", "Open Storefront", "Open My Storefront"];

/** The ☰ menu of the header, opened. */
async function openMenu(page: Page) {
  const menu = page.locator("details", { has: page.locator("summary", { hasText: "Menu" }) });
  await menu.locator("summary").click();
  await expect(menu).toHaveJSProperty("open", true);
  return menu;
}

/** Registers through the form, confirms through the outbox link and signs in. */
async function signUp(page: Page, name: string) {
  const email = uniqueEmail("phone-journey");
  await page.goto("/auth");
  await hydrated(page);
  await page.getByRole("tab", { name: "Register" }).click();
  const form = page.getByRole("form", { name: "Register" });
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();
  const mail = await latestMail(page.request, email, /Confirm your Ujamaa account/);
  await page.goto(mail.links.find((l) => l.includes("verify-email"))!);
  await expect(page.getByText("Email confirmed!")).toBeVisible();
  await hydrated(page);
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("on a phone: the menu closes on navigation; after sign-up the restarted tour's Set Up Profile shows the hub below the editor, which saves a name", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await acceptCookies(page);

  // The menu: open it, follow a link, it is closed on the new page.
  await page.goto("/");
  await hydrated(page);
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toHaveJSProperty("open", false);

  // Sign up; the tour starts by itself on the first visit: put it away, then restart it from Settings.
  await signUp(page, "Amara Phone");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Step 1 of 3")).toBeVisible();
  await dialog.getByRole("button", { name: "Skip" }).last().click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("navigation", { name: "Tab bar" }).getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await hydrated(page);
  await page.getByRole("tab", { name: "Walkthrough" }).click();
  await page.getByRole("button", { name: "Restart Walkthrough" }).click();
  await dialog.getByRole("button", { name: "Get Started" }).click();
  await dialog.getByRole("button", { name: "Set Up Profile" }).click();

  // The profile set-up, with step 3's hub below the editor instead of over it.
  await expect(page).toHaveURL(/\/settings\?onboarding=true$/);
  const editor = page.getByRole("region", { name: "Set Up Your Profile" });
  const hub = page.getByRole("region", { name: "Where would you like to start?" });
  await expect(hub.getByText("Step 3 of 3")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  for (const card of HUB_CARDS) {
    const button = hub.getByRole("button", { name: new RegExp(`^${card}`) });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
  }
  const [editorBox, hubBox] = [(await editor.boundingBox())!, (await hub.boundingBox())!];
  expect(editorBox.y + editorBox.height).toBeLessThanOrEqual(hubBox.y);
  for (const box of [editorBox, hubBox]) expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await editor.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("step-3-390.png"), fullPage: true });

  // The editor takes a name and saves it, the hub still in view below.
  await page.getByLabel("Full Name").fill("Amara N. Phone");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get("/api/v1/me")).json()).full_name)
    .toBe("Amara N. Phone");
  await expect(page).toHaveURL(/\/settings\?onboarding=true$/);
  await expect(hub.getByText("Step 3 of 3")).toBeVisible();

  // The same step at a desktop width: the hub beside the editor.
  await page.setViewportSize({ width: 1280, height: 900 });
  const [wideEditor, wideHub] = [(await editor.boundingBox())!, (await hub.boundingBox())!];
  expect(wideEditor.x + wideEditor.width).toBeLessThanOrEqual(wideHub.x);
  await page.screenshot({ path: testInfo.outputPath("step-3-1280.png") });

  // A choice completes the tour.
  await hub.getByRole("button", { name: /^Explore Directory/ }).click();
  await expect(page).toHaveURL(/\/directory$/);
  await expect(hub).toHaveCount(0);
});
