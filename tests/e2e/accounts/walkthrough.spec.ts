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

/** Step 3 of the walkthrough where the profile set-up leaves room for it, beside the editor. */
const dockedHub = (page: Page) => page.getByRole("region", { name: "Where would you like to start?" });

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

test("Set Up Profile opens the profile set-up with step 3 of the walkthrough beside it, not over it", async ({
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
  await expect(page.getByRole("heading", { name: "Set Up Your Profile" })).toBeVisible();
  const hub = dockedHub(page);
  await expect(hub.getByText("Step 3 of 3")).toBeVisible();
  await expect(hub.getByText("100% Complete")).toBeVisible();
  await expect(hub.getByRole("heading", { name: "Where would you like to start?" })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Beside the editor at this width, both whole.
  const [editor, beside] = [
    (await page.getByRole("region", { name: "Set Up Your Profile" }).boundingBox())!,
    (await hub.boundingBox())!,
  ];
  expect(editor.x + editor.width).toBeLessThanOrEqual(beside.x);
  // It stays: the settings page does not put it away, and it is not completed yet.
  await page.waitForTimeout(1500);
  await expect(hub.getByText("Step 3 of 3")).toBeVisible();
  await expect(page).toHaveURL(/\/settings\?onboarding=true$/);
  expect(await completedOnServer(page)).toBe(false);

  // The profile can be set up meanwhile: saved, and the hub is still there to choose from.
  await page.getByLabel("Full Name").fill("Hub Beside");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(hub.getByText("Step 3 of 3")).toBeVisible();
  await expect(page).toHaveURL(/\/settings\?onboarding=true$/);
  expect((await (await page.request.get("/api/v1/me")).json()).full_name).toBe("Hub Beside");

  // Closing it completes it and leaves the profile set-up in front of the member.
  await hub.getByRole("button", { name: "Close" }).click();
  await expect(hub).toHaveCount(0);
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
  await dockedHub(page)
    .getByRole("button", { name: /^Explore Directory/ })
    .click();
  await expect(page).toHaveURL(/\/directory$/);
  await expect(dockedHub(page)).toHaveCount(0);
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
  await expect(dockedHub(page).getByText("Step 3 of 3")).toBeVisible();
  await dockedHub(page).getByRole("button", { name: "Close" }).click();
  await expect(dockedHub(page)).toHaveCount(0);
  await expect(page.getByLabel("Full Name")).toBeEditable();
});
