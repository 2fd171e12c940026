import { card, expect, hydrated, test } from "./fixtures";

test("the directory lists businesses in tier order with a count", async ({ page }) => {
  await page.goto("/directory");
  await expect(page.getByText(/^\d+ businesses found$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Business Directory", exact: true })).toBeVisible();
  const shown = await page.getByRole("main").getByRole("article").count();
  await expect(page.getByText(`Showing ${shown} ${shown === 1 ? "business" : "businesses"}`)).toBeVisible();
  const rank = { Preferred: 0, Certified: 1, Verified: 2, Free: 3 } as const;
  const tiers = (await page.getByRole("main").getByRole("article").allTextContents()).map(
    (text) => /^(?:No Image)?(Preferred|Certified|Verified)?/.exec(text)?.[1] ?? "Free",
  );
  const ranks = tiers.map((tier) => rank[tier as keyof typeof rank]);
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  expect(tiers[0]).toBe("Preferred");
});

test("the hero search navigates only with text, and searches descriptions", async ({ page }) => {
  await page.goto("/directory");
  await hydrated(page);
  const box = page.getByRole("searchbox", { name: "Search businesses" });
  await box.fill("   ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/directory$/);
  await box.fill("Apollo");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/directory\?search=Apollo$/);
  await expect(card(page, "Harlem Heritage Inn")).toBeVisible();
  await expect(page.getByRole("list", { name: "Active filters" }).getByText("Search: Apollo")).toBeVisible();
});

test("filters go in the URL, show as chips, and each chip and Clear all remove them", async ({ page }) => {
  await page.goto("/directory");
  await hydrated(page);
  const filters = page.getByRole("form", { name: "Directory filters" });
  const categories = await filters.getByLabel("Category").locator("option").allTextContents();
  expect(categories.slice(0, 3)).toEqual(["All Categories", "Restaurant", "Hotel"]);
  expect(await filters.getByLabel("Tier").locator("option").allTextContents()).toEqual([
    "All Tiers",
    "Preferred",
    "Certified",
    "Verified",
    "Free",
  ]);
  await filters.getByLabel("Category").selectOption("Hotel");
  await expect(page).toHaveURL(/\/directory\?category=Hotel$/);
  await expect(card(page, "Harlem Heritage Inn")).toBeVisible();
  await expect(card(page, "Crown & Glory Barbershop")).toHaveCount(0);

  await filters.getByLabel("Location").fill("New York");
  await filters.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/\/directory\?location=New\+York&category=Hotel$/);
  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips.getByText("Location: New York")).toBeVisible();
  await expect(chips.getByText("Category: Hotel")).toBeVisible();

  await chips.getByRole("link", { name: "Remove category filter" }).click();
  await expect(page).toHaveURL(/\/directory\?location=New\+York$/);
  await expect(chips.getByText("Category: Hotel")).toHaveCount(0);

  await chips.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/directory$/);
  await expect(page.getByRole("list", { name: "Active filters" })).toHaveCount(0);
});

test("a search that finds nothing shows the empty state", async ({ page }) => {
  await page.goto("/directory?search=qxjzvkw&tier=Preferred");
  await expect(page.getByText("0 businesses found")).toBeVisible();
  await expect(page.getByText("No businesses found")).toBeVisible();
  await expect(
    page.getByText("Try adjusting your search criteria or browse all businesses by clearing the filters."),
  ).toBeVisible();
});

test("View Details opens the modal with the business's details", async ({ page }) => {
  await page.goto("/directory?search=Harlem Heritage");
  await hydrated(page);
  const harlem = card(page, "Harlem Heritage Inn");
  await expect(harlem.getByRole("link", { name: "Call Harlem Heritage Inn" })).toHaveAttribute(
    "href",
    /^tel:/,
  );
  await harlem.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Harlem Heritage Inn" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Contact Information")).toBeVisible();
  await expect(dialog.getByText("148 W 126th St")).toBeVisible();
  await expect(dialog.getByText("10027")).toBeVisible();
  await expect(dialog.getByText("Active", { exact: true })).toBeVisible();
  await expect(dialog.getByText("4.6 out of 5 (187 reviews)")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
});
