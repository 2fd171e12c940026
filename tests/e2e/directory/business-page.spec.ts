import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

async function businessId(request: APIRequestContext, keyword: string): Promise<string> {
  const response = await request.get(`/api/v1/businesses?keyword=${encodeURIComponent(keyword)}`);
  const body = (await response.json()) as { items: { id: string; name: string }[] };
  const id = body.items[0]?.id;
  if (!id) throw new Error(`no business for ${keyword}`);
  return id;
}

test("a business page is server-rendered with meta tags and LocalBusiness JSON-LD", async ({
  page,
  request,
}) => {
  const id = await businessId(request, "Sweet Georgia's Soul Kitchen");
  await page.goto(`/business/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Sweet Georgia's Soul Kitchen" })).toBeVisible();
  await expect(page).toHaveTitle(/Sweet Georgia's Soul Kitchen/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /Family recipes from Savannah/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "Sweet Georgia's Soul Kitchen",
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    new RegExp(`/business/${id}$`),
  );

  const raw = await page.locator('script[type="application/ld+json"]').textContent();
  const ld = JSON.parse(raw ?? "{}");
  expect(ld["@type"]).toBe("LocalBusiness");
  expect(ld.name).toBe("Sweet Georgia's Soul Kitchen");
  expect(ld.telephone).toBe("(404) 555-0142");
  expect(ld.address).toMatchObject({
    streetAddress: "214 Auburn Ave NE",
    addressLocality: "Atlanta",
    addressRegion: "GA",
  });
  expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 312 });
  expect(ld.openingHoursSpecification).toHaveLength(6);
  expect(ld.openingHoursSpecification[0]).toMatchObject({
    dayOfWeek: "https://schema.org/Tuesday",
    opens: "11:00",
  });

  const hours = page.getByRole("table", { name: /Opening hours/ });
  await expect(hours.getByRole("row")).toHaveCount(7);
  await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Hours" }).locator("p").first()).toHaveText(
    /^(Open • Closes at \d.+|Closed • Opens at \d.+|Closed)$/,
  );
  // A placed business: its small map, and directions to its point.
  await expect(page.getByRole("link", { name: "Directions (opens in a new tab)" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.openstreetmap\.org\/directions\?route=%3B33\.\d+%2C-84\.\d+$/,
  );
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
});

test("a missing business is the 404 page", async ({ page }) => {
  const response = await page.goto("/business/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});

test("the sitemap lists businesses, categories and static pages; robots.txt points to it", async ({
  request,
}) => {
  const id = await businessId(request, "Harlem Heritage Inn");
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain(`/business/${id}</loc>`);
  expect(xml).toContain("/businesses?category=restaurant</loc>");
  expect(xml).toContain("/directory</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the listing, the hero search and a business page all work", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search businesses" }).fill("Kente");
    await page.getByRole("searchbox", { name: "Search businesses" }).press("Enter");
    await expect(page).toHaveURL(/\/businesses\?keyword=Kente$/);
    const kente = page.getByRole("article", { name: "Kente Threads Boutique" });
    await expect(kente).toBeVisible();
    await kente.getByRole("link", { name: "Kente Threads Boutique" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kente Threads Boutique" })).toBeVisible();
    await expect(page.getByText("Contact Information")).toBeVisible();
  });

  test("Load More is a link to the next page", async ({ page }) => {
    await page.goto("/businesses?sort=name");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(6);
    const firstPage = await cards.getByRole("heading").allTextContents();
    await page.getByRole("link", { name: "Load More" }).click();
    await expect(page).toHaveURL(/\/businesses\?sort=name&page=2$/);
    const secondPage = await cards.getByRole("heading").allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  });

  test("the directory filters submit as a form", async ({ page }) => {
    await page.goto("/directory");
    const filters = page.getByRole("form", { name: "Directory filters" });
    await filters.getByLabel("Location").fill("Chicago");
    await filters.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/\/directory\?location=Chicago$/);
    await expect(page.getByRole("article", { name: "Crown & Glory Barbershop" })).toBeVisible();
  });
});
