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
