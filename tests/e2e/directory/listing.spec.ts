import { card, expect, hydrated, test } from "./fixtures";

const NO_RESULTS =
  "Business not in the Ujamaa database. Try searching with different keywords or check back later as we continuously add new businesses.";

test("a category tab keeps that category's businesses and lives in the URL", async ({ page }) => {
  await page.goto("/businesses");
  const tabs = page.getByRole("navigation", { name: "Category tabs" });
  await expect(tabs.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Hotel", exact: true }).click();
  await expect(page).toHaveURL(/\/businesses\?tab=hotel$/);
  await expect(tabs.getByRole("link", { name: "Hotel", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(card(page, "Harlem Heritage Inn")).toBeVisible();
  await expect(card(page, "Sweet Georgia's Soul Kitchen")).toHaveCount(0);
  for (const text of await page.getByRole("main").getByRole("article").allTextContents()) {
    expect(text).toContain("Hotel");
  }
});

test("tabs are All then the categories in title order", async ({ page }) => {
  await page.goto("/businesses");
  const names = await page
    .getByRole("navigation", { name: "Category tabs" })
    .getByRole("link")
    .allTextContents();
  expect(names[0]).toBe("All");
  const rest = names.slice(1);
  expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  expect(rest).toContain("Beauty & Barber");
});

test("Load More appends six at a time until the end of the results", async ({ page }) => {
  // Thirteen pages of the whole demo directory: ~14 s here, more on a busy machine.
  test.setTimeout(60_000);
  await page.goto("/businesses");
  await hydrated(page);
  const totalText = await page.getByText(/^\d+ business(es)?$/).textContent();
  const total = Number(totalText?.split(" ")[0]);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(Math.min(6, total));
  const loadMore = page.getByRole("button", { name: "Load More" });
  let shown = Math.min(6, total);
  while (shown < total) {
    await loadMore.click();
    shown = Math.min(shown + 6, total);
    await expect(cards).toHaveCount(shown);
  }
  await expect(loadMore).toHaveCount(0);
  await expect(page.getByText("You've reached the end of the results.")).toBeVisible();
  expect(shown).toBeGreaterThanOrEqual(6);
});

test("a search with no match shows the no-results alert", async ({ page }) => {
  await page.goto("/businesses?keyword=qxjzvkw");
  await expect(page.getByRole("status").filter({ hasText: NO_RESULTS })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
});

test("Sort By orders the results and keeps the filters", async ({ page }) => {
  await page.goto("/businesses?location=GA");
  await hydrated(page);
  await page.getByLabel("Sort By").selectOption("name");
  await expect(page).toHaveURL(/\/businesses\?location=GA&sort=name$/);
  // The URL changes before the new page's data arrives: retry until the list is the sorted one.
  const articles = page.getByRole("main").getByRole("article");
  await expect(async () => {
    const names = await articles.getByRole("heading").allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  }).toPass();
  await page.getByLabel("Sort By").selectOption("rating");
  await expect(page).toHaveURL(/sort=rating/);
  await expect(async () => {
    const texts = await articles.allTextContents();
    const values = texts.map((text) => Number(/(\d\.\d) \(\d+ reviews?\)/.exec(text)?.[1] ?? 0));
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  }).toPass();
});

test("the Filter panel filters and starts again at page 1", async ({ page }) => {
  await page.goto("/businesses?page=2");
  await hydrated(page);
  await page.getByText("Filter", { exact: true }).click();
  const panel = page.getByRole("form", { name: "Filters" });
  await panel.getByLabel("Location").fill("Chicago");
  await panel.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/\/businesses\?location=Chicago$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Results in Chicago");
  await expect(card(page, "Crown & Glory Barbershop")).toBeVisible();
  await expect(card(page, "Harlem Heritage Inn")).toHaveCount(0);
});

test("a keyword over 200 characters shows the message instead of failing", async ({ page }) => {
  const response = await page.goto(`/businesses?keyword=${"a".repeat(201)}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Keyword must be at most 200 characters");
  await expect(page.getByRole("link", { name: "Clear search" })).toHaveAttribute("href", "/businesses");
});

test("an unknown tier finds nothing rather than everything", async ({ page }) => {
  await page.goto("/businesses?tier=Platinum");
  await expect(page.getByRole("status").filter({ hasText: NO_RESULTS })).toBeVisible();
});

test("a failed Load More shows the error with Retry, and Retry loads the page", async ({ page }) => {
  await page.goto("/businesses?sort=name");
  await hydrated(page);
  let failures = 1;
  await page.route(/\/api\/v1\/businesses\?/, async (route) => {
    if (failures-- > 0) {
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "unavailable", message: "The directory is busy." } }),
      });
    } else await route.continue();
  });
  const cards = page.getByRole("main").getByRole("article");
  await page.getByRole("button", { name: "Load More" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Failed to load data: The directory is busy." });
  await expect(alert).toBeVisible();
  await expect(cards).toHaveCount(6);
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(cards).toHaveCount(12);
  await expect(alert).toHaveCount(0);
});
