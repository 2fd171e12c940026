import { CATEGORIES, searchFormLabelOf } from "~/domain/categories/categories";
import { card, expect, hydrated, test } from "./fixtures";

test("the hero search leads to the results for the keyword", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("searchbox", { name: "Search businesses" }).fill("  soul  ");
  await page.getByRole("button", { name: "Search", exact: true }).first().click();
  await expect(page).toHaveURL(/\/businesses\?keyword=soul$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search Results for "soul"');
  await expect(card(page, "Sweet Georgia's Soul Kitchen")).toBeVisible();
});

test("a blank hero search opens the plain listing", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("searchbox", { name: "Search businesses" }).fill("   ");
  await page.getByRole("button", { name: "Search", exact: true }).first().click();
  await expect(page).toHaveURL(/\/businesses$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Results");
});

test("the search form sends location, category and country, leaving out the All choices", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Search form" });
  await expect(form.getByPlaceholder("Business name, keyword...")).toBeVisible();
  await form.getByLabel("Location").fill("Atlanta");
  await form.getByLabel("Category").selectOption({ label: "Restaurants" });
  await form.getByLabel("Country").selectOption({ label: "United States" });
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/businesses\?location=Atlanta&category=restaurant&country=United\+States$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Search Results in Atlanta in United States",
  );
  await expect(card(page, "Sweet Georgia's Soul Kitchen")).toBeVisible();
  await expect(card(page, "Harlem Heritage Inn")).toHaveCount(0);
});

test("the form offers the directory's categories and countries", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Search form" });
  const categories = await form.getByLabel("Category").locator("option").allTextContents();
  // Every category of the one list (decision 041), in the spec's words where it has its own.
  expect(categories).toEqual(["All Categories", ...CATEGORIES.map(searchFormLabelOf)]);
  expect(categories.slice(0, 4)).toEqual([
    "All Categories",
    "Restaurants",
    "Hotels & Lodging",
    "Beauty & Barber",
  ]);
  const countries = await form.getByLabel("Country").locator("option").allTextContents();
  expect(countries).toHaveLength(21);
  expect(countries.slice(0, 3)).toEqual(["All Countries", "United States", "Canada"]);
  expect(countries.at(-1)).toBe("Namibia");
});

test("a country filters the results", async ({ page }) => {
  await page.goto("/businesses?country=Kenya&keyword=Harlem");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search Results for "Harlem" in Kenya');
  await expect(card(page, "Harlem Heritage Inn")).toHaveCount(0);
  await page.goto("/businesses?country=US&keyword=Harlem");
  await expect(card(page, "Harlem Heritage Inn")).toBeVisible();
});

test("the home page shows featured businesses, the results and the List Your Business link", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured Businesses" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View all" })).toHaveAttribute("href", "/businesses");
  await expect(page.getByRole("link", { name: "List Your Business" })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("heading", { name: "Search Results", exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
});
