import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

test.use({ viewport: { width: 360, height: 740 } });

/** Wider content than the window makes the whole page scroll sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const path of ["/", "/businesses", "/businesses?keyword=soul", "/directory"]) {
  test(`${path} fits a 360 px phone without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
}

test("a business page and the detail modal fit a 360 px phone", async ({ page }) => {
  await page.goto("/directory?search=Harlem Heritage");
  await hydrated(page);
  await page.getByRole("button", { name: "View Details" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await dialog.getByRole("link", { name: "Open business page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Harlem Heritage Inn" })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
});
