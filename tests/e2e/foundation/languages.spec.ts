import type { Page } from "@playwright/test";
import { NAMESPACES } from "~/domain/languages/catalogs";
import { LANGUAGE_NAMES, LANGUAGES, type Language, pathInLanguage } from "~/domain/languages/languages";
import { acceptCookies, expect, hydrated, test } from "../accounts/fixtures";

/** A message as the page writes it in `language` (the catalogue's text; English is the id). */
function said(namespace: keyof typeof NAMESPACES, id: string, language: Language): string {
  if (language === "en") return id;
  return (NAMESPACES[namespace][language] as Record<string, string>)[id] ?? id;
}

async function demoBusinessId(page: Page): Promise<string> {
  const response = await page.request.get(
    `/api/v1/businesses?keyword=${encodeURIComponent("Sweet Georgia's Soul Kitchen")}`,
  );
  const id = ((await response.json()) as { items: { id: string }[] }).items[0]?.id;
  if (!id) throw new Error("no demo business");
  return id;
}

/** No sideways scroll: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test.describe(`languages (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the home, a search, a business page and the sign-up form in each language", async ({ page }) => {
      await acceptCookies(page);
      const id = await demoBusinessId(page);
      for (const language of LANGUAGES) {
        for (const path of ["/", "/businesses?keyword=soul", `/business/${id}`, "/auth"]) {
          const response = await page.goto(pathInLanguage(path, language));
          expect(response?.status(), `${language} ${path}`).toBe(200);
          const html = page.locator("html");
          await expect(html).toHaveAttribute("lang", language);
          await expect(html).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
          // The frame speaks the language: the footer's Information heading and the skip link.
          await expect(
            page.getByRole("navigation", { name: said("layout", "Information", language) }),
          ).toBeVisible();
          if (language === "ar") await expectNoSidewaysScroll(page);
        }
      }
    });

    test("switching from English to Arabic keeps the visitor on the same page, and the choice is kept", async ({
      page,
    }) => {
      await acceptCookies(page);
      const id = await demoBusinessId(page);
      await page.goto(`/business/${id}`);
      await hydrated(page);
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("link", { name: LANGUAGE_NAMES.ar }).click();
      await expect(page).toHaveURL(new RegExp(`/ar/business/${id}$`));
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(
        page.getByRole("heading", { level: 1, name: "Sweet Georgia's Soul Kitchen" }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      // The English address now leads to the Arabic page: the choice is remembered.
      await page.goto("/businesses");
      await expect(page).toHaveURL(/\/ar\/businesses$/);
      // And back to English from the header's menu.
      await hydrated(page);
      const header = page.getByRole("banner");
      await header
        .locator("summary")
        .filter({ hasText: said("layout", "Language", "ar") })
        .click();
      await header.getByRole("link", { name: LANGUAGE_NAMES.en }).click();
      await expect(page).toHaveURL(/\/businesses$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await page.goto("/");
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test("a first visit follows the browser's language; hreflang alternates name every version", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: "fr-FR", baseURL });
  const page = await context.newPage();
  await page.goto("/directory");
  await expect(page).toHaveURL(/\/fr\/directory$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  const origin = new URL(page.url()).origin;
  expect(Object.fromEntries(alternates)).toEqual({
    en: `${origin}/directory`,
    fr: `${origin}/fr/directory`,
    es: `${origin}/es/directory`,
    ar: `${origin}/ar/directory`,
    "x-default": `${origin}/directory`,
  });
  for (const [, href] of alternates) {
    const answer = await page.request.get(href!, { maxRedirects: 0, headers: { "accept-language": "en" } });
    expect(answer.status(), href!).toBe(200);
  }
  await context.close();
});
