import { expect, hydrated, test } from "./fixtures";

const banner = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "We value your privacy" });

async function stored(page: import("@playwright/test").Page) {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem("ujamaa.cookie-consent") ?? "null"));
}

test("Accept All stores every category and the banner stays away", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toMatchObject({
    essential: true,
    analytics: true,
    preferences: true,
    marketing: true,
  });
  await page.reload();
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
});

test("Essential Only turns the others off; closing stores nothing and the banner returns", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toBeNull();
  await page.reload();
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Essential Only" }).click();
  expect(await stored(page)).toMatchObject({
    essential: true,
    analytics: false,
    preferences: false,
    marketing: false,
  });
  await page.reload();
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
});

test("Customize starts with analytics and preferences on, marketing off, and saves the choice", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Customize" }).click();
  const b = banner(page);
  await expect(b.getByRole("switch", { name: "Essential" })).toBeDisabled();
  await expect(b.getByRole("switch", { name: "Essential" })).toHaveAttribute("aria-checked", "true");
  await expect(b.getByRole("switch", { name: "Analytics" })).toHaveAttribute("aria-checked", "true");
  await expect(b.getByRole("switch", { name: "Preferences" })).toHaveAttribute("aria-checked", "true");
  await expect(b.getByRole("switch", { name: "Marketing" })).toHaveAttribute("aria-checked", "false");
  await b.getByRole("switch", { name: "Analytics" }).click();
  await b.getByRole("switch", { name: "Marketing" }).click();
  await b.getByRole("button", { name: "Save Preferences" }).click();
  expect(await stored(page)).toMatchObject({
    essential: true,
    analytics: false,
    preferences: true,
    marketing: true,
  });
  expect((await stored(page)).timestamp).toBeTruthy();
  await page.reload();
  await expect(banner(page)).toHaveCount(0);
});

test("the privacy snapshot shows on phones after a second until accepted", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const snapshot = page.getByRole("dialog", { name: "Your Privacy at a Glance" });
  await expect(snapshot).toBeVisible();
  await snapshot.getByRole("button", { name: "Accept & Continue" }).click();
  await expect(snapshot).toHaveCount(0);
  const acceptance = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem("ujamaa.privacy-acceptance") ?? "null"),
  );
  expect(acceptance).toMatchObject({ accepted: true });
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(snapshot).toHaveCount(0);
});

test("the privacy snapshot does not show on wide screens", async ({ page }) => {
  await page.goto("/");
  await page.waitForTimeout(1500);
  await expect(page.getByRole("dialog", { name: "Your Privacy at a Glance" })).toHaveCount(0);
});
