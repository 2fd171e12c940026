import type { Page } from "@playwright/test";
import { acceptCookies, expect, hydrated, signInAsNewMember, test } from "../accounts/fixtures";

test.use({ viewport: { width: 390, height: 844 } });

/** The ☰ menu of the header, opened. */
async function openMenu(page: Page) {
  const menu = page.locator("details", { has: page.locator("summary", { hasText: "Menu" }) });
  await menu.locator("summary").click();
  await expect(menu).toHaveJSProperty("open", true);
  return menu;
}

test("on a phone the menu closes once a link in it has led to another page", async ({ page }) => {
  await acceptCookies(page);
  await page.goto("/");
  await hydrated(page);
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toHaveJSProperty("open", false);
  await expect(menu.getByRole("link", { name: "Contact" })).toBeHidden();
});

test("on a phone the menu closes when Sign Out is tapped", async ({ page }) => {
  await signInAsNewMember(page, "phone-menu");
  await page.goto("/hub");
  await hydrated(page);
  const menu = await openMenu(page);
  await menu.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(menu).toHaveJSProperty("open", false);
  await expect(menu.getByRole("link", { name: "Sign In" })).toBeHidden();
});
