import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

// On a phone the business page's reviews and every page's footer are screens below the first one: their
// server HTML is shown at once, and React attaches to it only when it comes near (docs/performance.md).
test.use({ viewport: { width: 390, height: 844 } });

/** Whether React has attached to the element (hydrated it or rendered it). */
const attached = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const element = document.querySelector(s);
    if (!element) throw new Error(`no ${s} on the page`);
    return Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);

async function businessPage(page: Page) {
  const search = await page.request.get("/api/v1/businesses?keyword=Sweet%20Georgia");
  const { items } = (await search.json()) as { items: { id: string }[] };
  return `/business/${items[0]!.id}`;
}

test("the reviews and the footer are shown at once and hydrate when scrolled near", async ({ page }) => {
  await page.goto(await businessPage(page));
  await hydrated(page);
  expect(await attached(page, "h1")).toBe(true);
  await expect(page.getByRole("heading", { name: "Customer Reviews" })).toBeAttached();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Restaurant" })).toBeAttached();
  expect(await attached(page, "#reviews")).toBe(false);
  expect(await attached(page, "footer nav")).toBe(false);

  await page.locator("#reviews").scrollIntoViewIfNeeded();
  await expect.poll(() => attached(page, "#reviews")).toBe(true);

  // A control in the footer works on the first press.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await expect(page.getByRole("region", { name: "We value your privacy" })).toBeVisible();
  expect(await attached(page, "footer nav")).toBe(true);
});

test("a key pressed in the footer before it was seen reaches it hydrated", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  await page.getByRole("button", { name: "Essential Only" }).click();
  expect(await attached(page, "footer nav")).toBe(false);
  // Focus lands on the footer's button without a scroll (as a screen reader's cursor may put it).
  await page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>("footer button")]
      .find((b) => b.textContent === "Cookie settings")
      ?.focus({ preventScroll: true }),
  );
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "We value your privacy" })).toBeVisible();
});

test("a business page reached by a link in the page shows its reviews at once", async ({ page }) => {
  const path = await businessPage(page);
  // Searched for: other tests add businesses, and it need not be on the listing's first page.
  await page.goto("/businesses?keyword=Sweet%20Georgia");
  await hydrated(page);
  await page.locator(`a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { name: "Customer Reviews" })).toBeAttached();
  expect(await attached(page, "#reviews")).toBe(true);
});
