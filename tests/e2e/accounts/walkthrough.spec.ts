import type { Page } from "@playwright/test";
import {
  acceptCookies,
  createConfirmedUser,
  expect,
  hydrated,
  signInWithApi,
  test,
  uniqueEmail,
} from "./fixtures";

/** A new confirmed member, signed in, whose walkthrough has not run yet. */
async function newMember(page: Page, prefix: string) {
  await acceptCookies(page);
  const email = uniqueEmail(prefix);
  await createConfirmedUser(page.request, email);
  await signInWithApi(page, email);
}

async function completedOnServer(page: Page): Promise<boolean> {
  const res = await page.request.get("/api/v1/me");
  return (await res.json()).walkthrough_completed_at !== null;
}

test("step 1 offers the two Skip buttons and no other close button; Skip completes it", async ({ page }) => {
  await newMember(page, "walk-skip");
  await page.goto("/hub");
  await hydrated(page);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Step 1 of 3")).toBeVisible();
  await expect(dialog.getByRole("button")).toHaveText(["Skip", "Get Started", "Back", "Skip"]);
  await expect(dialog.getByRole("button", { name: "Close" })).toHaveCount(0);

  await dialog.getByRole("button", { name: "Skip" }).last().click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => completedOnServer(page)).toBe(true);
});

test("Set Up Profile opens the profile set-up with step 3 of the walkthrough open there", async ({
  page,
}) => {
  await newMember(page, "walk-setup");
  await page.goto("/hub");
  await hydrated(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Get Started" }).click();
  await expect(dialog.getByText("Step 2 of 3")).toBeVisible();
  await dialog.getByRole("button", { name: "Set Up Profile" }).click();

  await expect(page).toHaveURL(/\/settings\?onboarding=true$/);
  await expect(page.getByRole("heading", { name: "Set Up Your Profile" })).toBeAttached();
  await expect(dialog.getByText("Step 3 of 3")).toBeVisible();
  await expect(dialog.getByText("100% Complete")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Where would you like to start?" })).toBeVisible();
  // It stays: the settings page does not put it away, and it is not completed yet.
  await page.waitForTimeout(1500);
  await expect(dialog.getByText("Step 3 of 3")).toBeVisible();
  await expect(page).toHaveURL(/\/settings\?onboarding=true$/);
  expect(await completedOnServer(page)).toBe(false);

  // Closing it completes it and leaves the profile set-up in front of the member.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel("Full Name")).toBeEditable();
  await expect.poll(() => completedOnServer(page)).toBe(true);
});

test("from step 3 on the settings page a hub choice completes the walkthrough and goes there", async ({
  page,
}) => {
  await newMember(page, "walk-hub");
  await page.goto("/hub");
  await hydrated(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Get Started" }).click();
  await dialog.getByRole("button", { name: "Set Up Profile" }).click();
  await expect(page).toHaveURL(/\/settings\?onboarding=true$/);
  await dialog.getByRole("button", { name: /^Explore Directory/ }).click();
  await expect(page).toHaveURL(/\/directory$/);
  await expect(dialog).toHaveCount(0);
  expect(await completedOnServer(page)).toBe(true);
});

test("restarted from Settings, Set Up Profile opens the profile editor as on the first run", async ({
  page,
}) => {
  await newMember(page, "walk-restart");
  await page.goto("/hub");
  await hydrated(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Skip" }).last().click();
  await expect.poll(() => completedOnServer(page)).toBe(true);

  await page.goto("/settings");
  await hydrated(page);
  await page.getByRole("tab", { name: "Walkthrough" }).click();
  await page.getByRole("button", { name: "Restart Walkthrough" }).click();
  await dialog.getByRole("button", { name: "Get Started" }).click();
  await dialog.getByRole("button", { name: "Set Up Profile" }).click();

  await expect(page).toHaveURL(/\/settings\?onboarding=true$/);
  await expect(page.getByRole("heading", { name: "Set Up Your Profile" })).toBeAttached();
  await expect(dialog.getByText("Step 3 of 3")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel("Full Name")).toBeEditable();
});
