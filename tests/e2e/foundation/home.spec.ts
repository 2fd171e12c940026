import { expect, test } from "@playwright/test";

test("home shows the hero and the category grid from the database", async ({ page }) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Discover Black-Owned Businesses" }),
  ).toBeVisible();
  await expect(
    page.getByText(
      "Find, explore, and support Black-owned businesses across the United States and worldwide.",
    ),
  ).toBeVisible();
  const restaurants = page.getByRole("main").getByRole("link", { name: /Restaurant \d+ Businesses/ });
  await expect(restaurants).toBeVisible();
});

test("a category tile leads to the listing of that category", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Restaurant \d+ Businesses/ })
    .click();
  await expect(page).toHaveURL(/\/businesses\?category=restaurant$/);
});

test("an unknown route shows the 404 page with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the visitor navigation and footer are present", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Home", "Businesses", "Directory", "About", "Contact", "Sign In"]) {
    await expect(nav.getByRole("link", { name, exact: true }).first()).toBeAttached();
  }
  const categories = page.getByRole("navigation", { name: "Categories" });
  await expect(categories.getByRole("link", { name: "Historical Sites" })).toHaveAttribute(
    "href",
    "/businesses?category=historical-sites",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the home page is server-rendered", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Discover Black-Owned Businesses" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /Hotel \d+ Businesses/ })).toBeVisible();
  });
});
