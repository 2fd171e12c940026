import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

const banner = (page: Page) => page.getByRole("region", { name: "We value your privacy" });
const snapshot = (page: Page) => page.getByRole("dialog", { name: "Your Privacy at a Glance" });

/** A device that stored its cookie choice before the consent cookie existed: localStorage only. */
async function chooseCookiesInStorageOnly(page: Page) {
  await page.addInitScript(() => {
    const consent = { essential: true, analytics: false, preferences: false, marketing: false };
    window.localStorage.setItem(
      "ujamaa.cookie-consent",
      JSON.stringify({ ...consent, timestamp: new Date().toISOString() }),
    );
  });
}

/** A stored cookie choice (and no privacy acceptance), so the privacy snapshot has the screen. */
async function chooseCookiesBeforeLoad(page: Page) {
  await page
    .context()
    .addCookies([{ name: "ujamaa_consent", value: "essential", url: test.info().project.use.baseURL! }]);
  await chooseCookiesInStorageOnly(page);
}

/** The consent prompts on screen, and how much of the viewport they cover together (0 to 1). */
async function prompts(page: Page) {
  const boxes = [banner(page), snapshot(page)];
  const shown: string[] = [];
  let covered = 0;
  const viewport = page.viewportSize()!;
  for (const prompt of boxes) {
    if (!(await prompt.isVisible())) continue;
    shown.push((await prompt.getByRole("heading").textContent()) ?? "");
    const box = (await prompt.boundingBox())!;
    const width = Math.min(box.x + box.width, viewport.width) - Math.max(box.x, 0);
    const height = Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0);
    covered += (Math.max(0, width) * Math.max(0, height)) / (viewport.width * viewport.height);
  }
  return { shown, covered };
}

async function stored(page: Page) {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem("ujamaa.cookie-consent") ?? "null"));
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === "ujamaa_consent");
}

/** Whether the server's HTML for a page (as this browser's cookies ask for it) carries the banner. */
async function bannerInServerHtml(page: Page, path: string): Promise<boolean> {
  const html = await (await page.request.get(path)).text();
  // The banner's element, not its words: every page's messages carry those (decision 062).
  return html.includes('id="cookie-banner-title"');
}

test("a new visitor gets the banner in the server's HTML; once answered, the server leaves it out", async ({
  page,
}) => {
  expect(await bannerInServerHtml(page, "/directory")).toBe(true);
  await page.goto("/directory");
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Essential Only" }).click();
  const cookie = await consentCookie(page);
  expect(cookie).toMatchObject({ value: "essential", path: "/", sameSite: "Lax", httpOnly: false });
  const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
  expect(Math.abs(cookie!.expires - yearFromNow)).toBeLessThan(3600);
  expect(await bannerInServerHtml(page, "/directory")).toBe(false);
  expect(await bannerInServerHtml(page, "/businesses")).toBe(false);
});

test.describe("before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("a new visitor already sees the banner, at the bottom of the screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/businesses");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Accept All" })).toBeVisible();
    const box = (await banner(page).boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(844, 0);
  });
});

test("a device that answered before the cookie existed gets the cookie and no banner", async ({ page }) => {
  await chooseCookiesInStorageOnly(page);
  expect(await bannerInServerHtml(page, "/")).toBe(true);
  await page.goto("/");
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
  expect((await consentCookie(page))?.value).toBe("essential");
  expect(await bannerInServerHtml(page, "/")).toBe(false);
});

test("Accept All stores every category and the banner stays away", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toMatchObject({
    essential: true,
    analytics: true,
    preferences: true,
    marketing: true,
  });
  expect((await consentCookie(page))?.value).toBe("essential.analytics.preferences.marketing");
  await page.reload();
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
});

test("Essential Only turns the others off; closing stores nothing and the banner returns", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toBeNull();
  expect(await consentCookie(page)).toBeUndefined();
  await page.reload();
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Essential Only" }).click();
  expect(await stored(page)).toMatchObject({
    essential: true,
    analytics: false,
    preferences: false,
    marketing: false,
  });
  expect((await consentCookie(page))?.value).toBe("essential");
  await page.reload();
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
});

test("Customize starts with analytics and preferences on, marketing off, and saves the choice", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Customize" }).click();
  const b = banner(page);
  await expect(b.getByRole("switch", { name: "Essential" })).toBeDisabled();
  await expect(b.getByRole("switch", { name: "Essential" })).toHaveAttribute("aria-checked", "true");
  await expect(b.getByRole("switch", { name: "Analytics" })).toHaveAttribute("aria-checked", "true");
  await expect(b.getByRole("switch", { name: "Preferences" })).toHaveAttribute("aria-checked", "true");
  await expect(b.getByRole("switch", { name: "Marketing" })).toHaveAttribute("aria-checked", "false");
  await b.getByRole("switch", { name: "Analytics" }).click();
  await b.getByRole("switch", { name: "Marketing" }).click();
  await b.getByRole("button", { name: "Save Preferences" }).click();
  expect(await stored(page)).toMatchObject({
    essential: true,
    analytics: false,
    preferences: true,
    marketing: true,
  });
  expect((await stored(page)).timestamp).toBeTruthy();
  expect((await consentCookie(page))?.value).toBe("essential.preferences.marketing");
  await page.reload();
  await expect(banner(page)).toHaveCount(0);
});

test("Cookie settings in the footer opens the banner's choices as stored, and saves a change", async ({
  page,
}) => {
  await page.goto("/about");
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Essential Only" }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);

  // Later, from any page: the footer's Cookie settings shows the choices as this device made them.
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("button", { name: "Cookie settings" }).click();
  const b = banner(page);
  await expect(b).toBeVisible();
  await expect(b.getByRole("switch", { name: "Analytics" })).toHaveAttribute("aria-checked", "false");
  await expect(b.getByRole("switch", { name: "Preferences" })).toHaveAttribute("aria-checked", "false");
  await expect(b.getByRole("switch", { name: "Marketing" })).toHaveAttribute("aria-checked", "false");
  await expect(b.getByRole("switch", { name: "Analytics" })).toBeFocused();
  await page.keyboard.press("Space");
  await b.getByRole("button", { name: "Save Preferences" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toMatchObject({ analytics: true, preferences: false, marketing: false });
  expect((await consentCookie(page))?.value).toBe("essential.analytics");

  // Closing without saving changes nothing; opened again it shows the new choice.
  await footer.getByRole("button", { name: "Cookie settings" }).click();
  await expect(b.getByRole("switch", { name: "Analytics" })).toHaveAttribute("aria-checked", "true");
  await b.getByRole("switch", { name: "Marketing" }).click();
  await b.getByRole("button", { name: "Close cookie banner" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await consentCookie(page))?.value).toBe("essential.analytics");
  await page.reload();
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
});

test("the privacy snapshot shows on phones after a second until accepted", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseCookiesBeforeLoad(page);
  await page.goto("/");
  await expect(snapshot(page)).toBeVisible();
  await snapshot(page).getByRole("button", { name: "Accept & Continue" }).click();
  await expect(snapshot(page)).toHaveCount(0);
  const acceptance = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem("ujamaa.privacy-acceptance") ?? "null"),
  );
  expect(acceptance).toMatchObject({ accepted: true });
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(snapshot(page)).toHaveCount(0);
});

test("the privacy snapshot does not show on wide screens", async ({ page }) => {
  await page.goto("/");
  await page.waitForTimeout(1500);
  await expect(snapshot(page)).toHaveCount(0);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test(`on a ${viewport.width} px phone the prompts come one at a time: the cookie banner, then the privacy snapshot`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/directory");
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(1500);
    let now = await prompts(page);
    expect(now.shown).toEqual(["We value your privacy"]);
    expect(now.covered).toBeLessThan(0.4);

    await banner(page).getByRole("button", { name: "Essential Only" }).click();
    await expect(snapshot(page)).toBeVisible();
    now = await prompts(page);
    expect(now.shown).toEqual(["Your Privacy at a Glance"]);
    expect(now.covered).toBeLessThan(0.4);

    await snapshot(page).getByRole("button", { name: "Accept & Continue" }).click();
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1500);
    expect((await prompts(page)).shown).toEqual([]);
  });
}

test("on a phone, closing the cookie banner without a choice also lets the privacy snapshot show", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await hydrated(page);
  await page.waitForTimeout(1500);
  await expect(snapshot(page)).toHaveCount(0);
  await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
  await expect(snapshot(page)).toBeVisible();
  expect((await prompts(page)).shown).toEqual(["Your Privacy at a Glance"]);
  expect(await stored(page)).toBeNull();
});

test("while the banner is open, the page's end and the Filter panel's button scroll clear of it", async ({
  page,
}) => {
  await page.goto("/businesses");
  await hydrated(page);
  await expect(banner(page)).toBeVisible();
  const bannerTop = async () => (await banner(page).boundingBox())!.y;

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastFooterLink = page.getByRole("contentinfo").getByRole("link").last();
  await expect(async () => {
    const box = (await lastFooterLink.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(await bannerTop());
  }).toPass();

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByText("Filter", { exact: true }).click();
  const apply = page.getByRole("form", { name: "Filters" }).getByRole("button", { name: "Apply Filters" });
  await apply.scrollIntoViewIfNeeded();
  const box = (await apply.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(await bannerTop());
  await apply.click({ trial: true, timeout: 2_000 });
});

test("the open banner's height is the document's own padding, not a value every element inherits", async ({
  page,
}) => {
  await page.goto("/businesses");
  await hydrated(page);
  await expect(banner(page)).toBeVisible();
  const documentStyle = () =>
    page.evaluate(() => {
      const style = document.documentElement.style;
      return {
        padding: style.paddingBottom,
        scrollPadding: style.scrollPaddingBottom,
        // A custom property on <html> is inherited by every element: each change restyled the whole page.
        inherited: [...style].filter((property) => property.startsWith("--")),
      };
    });
  const height = Math.round((await banner(page).boundingBox())!.height);
  await expect
    .poll(documentStyle)
    .toEqual({ padding: `${height}px`, scrollPadding: `${height}px`, inherited: [] });

  await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await documentStyle()).toEqual({ padding: "", scrollPadding: "", inherited: [] });
});
