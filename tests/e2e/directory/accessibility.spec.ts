import { axeViolations, expect, hydrated, test } from "./fixtures";

for (const path of ["/", "/businesses?keyword=soul", "/directory", "/directory?search=qxjzvkw"]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the detail modal and a business page have no serious accessibility violations", async ({ page }) => {
  await page.goto("/directory?search=Harlem Heritage");
  await hydrated(page);
  await page.getByRole("button", { name: "View Details" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Open business page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Harlem Heritage Inn" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/** The page's heading levels in document order (what a screen reader's heading list shows). */
const headingLevels = (page: import("@playwright/test").Page) =>
  page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) =>
      headings
        .filter((h) => h.getClientRects().length > 0 || h.className.includes("sr-only"))
        .map((h) => Number(h.tagName[1])),
    );

test("headings never skip a level on the directory pages and a business page", async ({ page }) => {
  await page.goto("/businesses?keyword=soul");
  await page.getByRole("link", { name: "Sweet Georgia's Soul Kitchen" }).first().waitFor();
  const pages = ["/", "/businesses", "/businesses?keyword=soul", "/directory", page.url()];
  const firstCard = page.getByRole("article").first().getByRole("link").first();
  await firstCard.click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  pages.push(page.url());
  for (const path of pages) {
    await page.goto(path);
    const levels = await headingLevels(page);
    expect(levels[0], path).toBe(1);
    for (let i = 1; i < levels.length; i++) {
      expect(
        levels[i]! - levels[i - 1]!,
        `${path}: h${levels[i - 1]} then h${levels[i]}`,
      ).toBeLessThanOrEqual(1);
    }
  }
});
