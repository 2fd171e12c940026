import type { Locator, Page } from "@playwright/test";
import {
  acceptCookies,
  createConfirmedUser,
  expect,
  hydrated,
  signInAsNewMember,
  signInWithApi,
  skipWalkthrough,
  test,
  uniqueEmail,
} from "./fixtures";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Footer links that something else covers when the link is scrolled just into view at the bottom edge. */
async function coveredFooterLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("footer a")]
      .filter((link) => {
        window.scrollBy(0, link.getBoundingClientRect().bottom - window.innerHeight + 1);
        const box = link.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !(hit && link.contains(hit));
      })
      .map((link) => link.textContent ?? ""),
  );
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "a box on screen").not.toBeNull();
  return found!;
}

test("at desktop width the tab bar covers no footer link, and the footer offers the tab bar's places", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAsNewMember(page, "layout-desktop");
  await page.goto("/directory");
  await hydrated(page);
  expect(await coveredFooterLinks(page)).toEqual([]);

  await expect(page.getByRole("navigation", { name: "Tab bar", exact: true })).toBeHidden();
  const places = page.getByRole("contentinfo").getByRole("navigation", { name: "Your Ujamaa" });
  await expect(places.getByRole("link")).toHaveText([
    "Home",
    "Certify",
    "My Store",
    "Directory",
    "Alerts",
    "Profile",
  ]);
  await places.getByRole("link", { name: "Certify" }).click();
  await expect(page).toHaveURL(/\/certification$/);
});

test("at desktop width the header's second row reaches every signed-in place and marks the current one", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAsNewMember(page, "layout-places");
  await page.goto("/hub");
  await hydrated(page);
  const places = page.getByRole("banner").getByRole("navigation", { name: "Your places" });
  await expect(places.getByRole("link")).toHaveText([
    "Home",
    "Certify",
    "My Store",
    "Directory",
    "Alerts",
    "Profile",
  ]);
  await expect(places.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

  for (const [label, url] of [
    ["Certify", /\/certification$/],
    ["My Store", /\/storefront-manager$/],
    ["Alerts", /\/opportunities$/],
    ["Profile", /\/settings$/],
  ] as const) {
    await places.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(places.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
  }
  // Keyboard: the row's links are in the tab order.
  await places.getByRole("link", { name: "Home" }).focus();
  await page.keyboard.press("Tab");
  await expect(places.getByRole("link", { name: "Certify" })).toBeFocused();
});

test("on a phone the tab bar is the navigation and the page ends above it", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsNewMember(page, "layout-phone");
  await page.goto("/directory");
  await hydrated(page);
  await expect(page.getByRole("navigation", { name: "Tab bar", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Your Ujamaa" })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = await box(page.getByRole("contentinfo").getByText(/© \d{4} Ujamaa/));
  const tabs = await box(page.getByRole("navigation", { name: "Tab bar", exact: true }));
  expect(copyright.y + copyright.height).toBeLessThanOrEqual(tabs.y);
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`the Welcome! toast after sign-in covers no navigation (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await acceptCookies(page);
    await page.goto("/auth");
    await hydrated(page);
    const login = page.getByRole("form", { name: "Login" });
    await login.getByLabel("Email").fill("owner@ujamaa.test");
    await login.getByLabel("Password").fill("ujamaa-demo-password");
    await login.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const toast = page.getByRole("listitem").filter({ hasText: "You've successfully signed in." });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Welcome!");
    // Settled where it stays (sonner slides toasts in).
    await page.waitForTimeout(600);
    const toastBox = await box(toast);
    expect(overlaps(toastBox, await box(page.getByRole("navigation", { name: "Main" })))).toBe(false);
    const tabs = page.getByRole("navigation", { name: "Tab bar", exact: true });
    if (await tabs.isVisible()) expect(overlaps(toastBox, await box(tabs))).toBe(false);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(viewport.height);
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`toasts come one at a time and stay clear of the cookie banner (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/auth");
    await hydrated(page);
    const banner = page.getByRole("region", { name: "We value your privacy" });
    await expect(banner).toBeVisible();
    const login = page.getByRole("form", { name: "Login" });
    await login.getByLabel("Email").fill("nobody@example.com");
    await login.getByLabel("Password").fill("not-the-password");
    await login.getByRole("button", { name: "Sign In" }).click();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    await login.getByRole("button", { name: "Sign In" }).click();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(2);

    // Two raised, one shown.
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1);
    await page.waitForTimeout(600);
    const toast = await box(page.locator('[data-sonner-toast][data-visible="true"]'));
    for (const name of ["Accept All", "Essential Only", "Customize"]) {
      expect(overlaps(toast, await box(banner.getByRole("button", { name })))).toBe(false);
    }
  });
}

test("the cookie banner sits under a dialog's dimmed backdrop", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // Signed in without answering the cookie banner.
  const email = uniqueEmail("layout-backdrop");
  await createConfirmedUser(page.request, email);
  await signInWithApi(page, email);
  await skipWalkthrough(page);
  await page.goto("/storefront-manager");
  await hydrated(page);
  const banner = page.getByRole("region", { name: "We value your privacy" });
  await expect(banner).toBeVisible();
  await page.getByRole("button", { name: "Create Storefront", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Create Your Storefront" })).toBeVisible();

  // What a click on the banner's button would reach: the dialog's backdrop, not the button.
  const accept = await box(banner.getByRole("button", { name: "Accept All" }));
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName ?? null, {
    x: accept.x + accept.width / 2,
    y: accept.y + accept.height / 2,
  });
  expect(hit).toBe("DIALOG");
});
