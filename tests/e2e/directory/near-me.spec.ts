import { expect, hydrated, test } from "./fixtures";

// Maps in tests draw the bundled outline (MAP_TILE_URL=off): no tile server is asked.
const WIDTHS = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
];

const HARLEM = { latitude: 40.81, longitude: -73.945 };

// The cookie banner would cover the middle of the map on a short window.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      "ujamaa.privacy-acceptance",
      JSON.stringify({ accepted: true, timestamp: Date.now() }),
    );
  });
});

for (const { label, viewport } of WIDTHS) {
  test.describe(`near me (${label})`, () => {
    test.use({ viewport });

    test.describe("with the location shared", () => {
      test.use({ geolocation: HARLEM, permissions: ["geolocation"] });

      test("Near me lists the nearest business first, with its distance, in a shareable URL", async ({
        page,
      }) => {
        await page.goto("/businesses");
        await hydrated(page);
        await page
          .getByRole("form", { name: "Search form" })
          .getByRole("button", { name: "Near me" })
          .click();
        await expect(page).toHaveURL(/lat=40\.81&lng=-73\.945/);
        const first = page.getByRole("article").first();
        await expect(first).toContainText(/Harlem (Heritage Inn|Jazz Walks)/);
        await expect(first).toContainText("0.5 mi");
        await expect(page.getByLabel("Sort By")).toHaveValue("distance");
      });
    });

    test("a refused location says so and puts the focus in the place box", async ({ page, context }) => {
      await context.clearPermissions();
      await page.goto("/directory");
      await hydrated(page);
      const form = page.getByRole("form", { name: "Directory filters" });
      await form.getByRole("button", { name: "Near me" }).click();
      await expect(form.getByRole("alert")).toHaveText(
        "Your browser did not share your location. Type a place instead.",
      );
      await expect(form.getByRole("combobox", { name: "Near" })).toBeFocused();
    });

    test("the place box suggests places as they are typed, a typo included", async ({ page }) => {
      await page.goto("/directory");
      await hydrated(page);
      const box = page
        .getByRole("form", { name: "Directory filters" })
        .getByRole("combobox", { name: "Near" });
      await box.fill("Atlnta");
      const option = page.getByRole("option", { name: "Atlanta, GA, United States" });
      await expect(option).toBeVisible();
      await box.press("ArrowDown");
      await box.press("Enter");
      await expect(box).toHaveValue("Atlanta, GA, United States");
      await page.getByRole("button", { name: "Apply Filters" }).click();
      await expect(page).toHaveURL(/near=Atlanta/);
      await expect(page.getByRole("article").first()).toContainText("Atlanta, GA");
    });

    test("a place that cannot be found says so", async ({ page }) => {
      await page.goto(`/businesses?near=${"qxzwvk".repeat(8)}`);
      await expect(
        page.getByText(/We could not find ".*"\. Try a city and state, or a postcode\./),
      ).toBeVisible();
    });

    test("the map shows the results as markers; a marker opens its card; Search this area asks again", async ({
      page,
    }) => {
      await page.goto("/businesses?near=Atlanta%2C%20GA");
      await hydrated(page);
      await expect(page.getByText("4 businesses")).toBeVisible();
      await page.getByRole("navigation", { name: "Results view" }).getByRole("link", { name: "Map" }).click();
      await expect(page).toHaveURL(/view=map/);
      const map = page.getByRole("region", { name: "Map of the results" });
      const marker = map.getByRole("button", { name: "Soul Stretch Pilates" });
      await expect(marker).toBeVisible();
      // A click while the map still settles on the results can miss the marker: click until its card shows.
      const card = map.getByRole("link", { name: "Soul Stretch Pilates" });
      await expect(async () => {
        if (!(await card.isVisible())) await marker.click();
        await expect(card).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      // Out to the whole world (on a phone the view then crosses the antimeridian): other cities'
      // businesses come into the view. One level per click: a click during the zoom's animation is lost.
      const zoomOut = page.getByRole("button", { name: "Zoom out" });
      while ((await zoomOut.getAttribute("aria-disabled")) !== "true") {
        await zoomOut.click();
        await expect(page.locator(".leaflet-zoom-anim")).toHaveCount(0);
      }
      await page.getByRole("button", { name: "Search this area" }).click();
      await expect(page).toHaveURL(/bbox=/);
      await expect(page).toHaveURL(/view=map/);
      await expect(page.getByText("4 businesses")).toBeHidden({ timeout: 15_000 });
      await expect(page.getByText(/^\d+ businesses$/)).toBeVisible();
    });
  });
}

test("the List | Map switch and the markers work from the keyboard", async ({ page }) => {
  await page.goto("/directory?near=Atlanta%2C%20GA");
  await hydrated(page);
  const mapLink = page.getByRole("navigation", { name: "Results view" }).getByRole("link", { name: "Map" });
  await mapLink.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/view=map/);
  await expect(mapLink).toHaveAttribute("aria-current", "page");
  const map = page.getByRole("region", { name: "Map of the results" });
  const marker = map.getByRole("button", { name: "Blackline Data Systems" });
  await marker.focus();
  await page.keyboard.press("Enter");
  await expect(map.getByRole("link", { name: "Blackline Data Systems" })).toBeFocused();
});
