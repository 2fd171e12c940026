import type { Locator, Page } from "@playwright/test";
import {
  acceptCookies,
  axeViolations,
  expect,
  hydrated,
  sameOrigin,
  signInAsNewMember,
  test,
} from "../accounts/fixtures";
import { createBusinessViaApi, uniqueName } from "../businesses/dashboard-fixtures";

test.use({ viewport: { width: 390, height: 844 } });

/** The box of an element, which must be on the page. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** Whether a select's chosen option is drawn whole: its text fits between its paddings and arrow. */
async function selectShowsWhole(select: Locator): Promise<{ text: string; fits: boolean }> {
  return select.evaluate((element) => {
    const el = element as HTMLSelectElement;
    const style = getComputedStyle(el);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = style.font;
    const text = el.selectedOptions[0]?.text ?? "";
    // The arrow takes about 1em at the right.
    const room =
      el.clientWidth -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight) -
      Number.parseFloat(style.fontSize);
    return { text, fits: context.measureText(text).width <= room };
  });
}

test("on a phone the analytics table shows that it scrolls and scrolls from the keyboard", async ({
  page,
}) => {
  await signInAsNewMember(page, "analytics-phone");
  const created = await page.request.post("/api/v1/storefronts", {
    headers: sameOrigin(),
    data: { name: uniqueName("Scroll Hint Bakery"), description: "Counted.", category: "Food & Beverage" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto("/storefront-manager");
  await hydrated(page);
  await page.getByRole("tab", { name: "Analytics" }).click();

  const region = page.getByRole("region", { name: "Table of storefront figures" });
  await expect(region.getByRole("table", { name: /Figures of each storefront/ })).toBeVisible();
  // Wider than the screen, inside the screen, and said so.
  const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  const regionBox = await box(region);
  expect(regionBox.x + regionBox.width).toBeLessThanOrEqual(390);
  await expect(page.getByText("Scroll sideways to see every column →")).toBeVisible();
  await expect(region).toHaveAccessibleDescription("Scroll sideways to see every column →");
  const endShadow = page.locator('[data-scroll-shadow="end"]');
  const startShadow = page.locator('[data-scroll-shadow="start"]');
  await expect(endShadow).toHaveCSS("opacity", "1");
  await expect(startShadow).toHaveCSS("opacity", "0");

  // Reached with Tab, scrolled with the arrow keys: the hidden side's shadow shows, the other fades.
  await region.focus();
  await expect(region).toBeFocused();
  await expect(region).toHaveAttribute("tabindex", "0");
  for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(startShadow).toHaveCSS("opacity", "1");
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(endShadow).toHaveCSS("opacity", "0");
  expect(await axeViolations(page)).toEqual([]);
});

test("on a phone the country of a phone number is read whole and the number has its own line", async ({
  page,
}) => {
  await acceptCookies(page);
  await page.goto("/auth");
  await hydrated(page);
  await page.getByRole("radio", { name: "Phone" }).check();
  const country = page.getByRole("combobox", { name: "Country" });
  const number = page.getByRole("textbox", { name: "Phone Number" });
  for (const code of ["US", "GB", "ZA"]) {
    await country.selectOption(code);
    const shown = await selectShowsWhole(country);
    expect(shown.fits, `"${shown.text}" is cut`).toBe(true);
  }
  const [countryBox, numberBox] = [await box(country), await box(number)];
  expect(countryBox.y + countryBox.height).toBeLessThanOrEqual(numberBox.y);
  for (const b of [countryBox, numberBox]) expect(b.x + b.width).toBeLessThanOrEqual(390);
});

test("on a phone the payment result's buttons stand apart", async ({ page }) => {
  await signInAsNewMember(page, "paid-phone");
  const business = await createBusinessViaApi(page.request, { name: uniqueName("Apart Buttons") });
  const checkout = await page.request.post("/api/v1/payments/checkout", {
    headers: sameOrigin(),
    data: { business_id: business.id, certification_tier: "Certified", is_renewal: false },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  await page.goto(((await checkout.json()) as { url: string }).url);
  await hydrated(page);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible();

  const go = await box(page.getByRole("link", { name: "Continue your application" }));
  const back = await box(page.getByRole("link", { name: "Back to Dashboard" }));
  // One under the other, with room between them, both inside the screen.
  expect(back.y - (go.y + go.height)).toBeGreaterThanOrEqual(8);
  for (const b of [go, back]) expect(b.x + b.width).toBeLessThanOrEqual(390);
});

/** The tests above at a desktop width: nothing hinted that does not scroll, the buttons side by side. */
test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the country list sits beside the number, read whole", async ({ page }: { page: Page }) => {
    await acceptCookies(page);
    await page.goto("/auth");
    await hydrated(page);
    await page.getByRole("radio", { name: "Phone" }).check();
    const country = page.getByRole("combobox", { name: "Country" });
    await country.selectOption("GB");
    expect((await selectShowsWhole(country)).fits).toBe(true);
    const [countryBox, numberBox] = [
      await box(country),
      await box(page.getByRole("textbox", { name: "Phone Number" })),
    ];
    expect(Math.abs(countryBox.y - numberBox.y)).toBeLessThan(2);
    expect(countryBox.x + countryBox.width).toBeLessThan(numberBox.x);
  });
});
