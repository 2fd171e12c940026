import type { Page } from "@playwright/test";
import { NAMESPACES } from "~/domain/languages/catalogs";
import { LANGUAGE_COOKIE } from "~/domain/languages/languages";
import { expect, hydrated, signInAsNewMember, signInWithApi, test } from "../accounts/fixtures";
import { createBusinessViaApi, uniqueName } from "../businesses/dashboard-fixtures";
import { DEMO_ADMIN } from "../certification/certification-fixtures";

/**
 * The English texts of the catalogues that French writes otherwise: one of them on a French page means a
 * component spoke a namespace its page did not load (the seams between areas), or a text was left out.
 */
const ENGLISH_ONLY = new Set(
  Object.values(NAMESPACES).flatMap((catalog) =>
    (catalog.ids as readonly string[]).filter(
      (id) => !id.includes("{") && (catalog.fr as Record<string, string>)[id] !== id,
    ),
  ),
);

/** French's own words: a French text that is also an English id ("Certifier") is not English left over. */
const FRENCH = new Set(
  Object.values(NAMESPACES).flatMap((catalog) => Object.values(catalog.fr as Record<string, string>)),
);

/** What people typed that happens to be a catalogue's English text: the demo application's signer title. */
const TYPED_BY_PEOPLE = new Set(["Owner"]);

/** Every text a person reads or hears on the page: each element's own text and its read attributes. */
function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>([document.title]);
    for (const element of document.body.querySelectorAll("*")) {
      if (element.closest("script, style, template, [hidden]")) continue;
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (own) texts.add(own);
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

async function englishLeftOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  return (await textsOf(page))
    .filter((text) => ENGLISH_ONLY.has(text) && !FRENCH.has(text) && !TYPED_BY_PEOPLE.has(text))
    .map((text) => `${path}: ${text}`);
}

async function readFrench(page: Page) {
  const url = test.info().project.use.baseURL ?? "http://localhost";
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: "fr", url }]);
}

test.describe("the signed-in pages in French", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an owner's pages speak French throughout", async ({ page }) => {
    await signInAsNewMember(page, "owner-fr");
    await readFrench(page);
    const business = await createBusinessViaApi(page.request, { name: uniqueName("Maison Lumière") });
    const left: string[] = [];
    for (const path of [
      "/hub",
      "/dashboard",
      "/settings",
      "/certification",
      `/certification/${business.id}`,
      "/storefront-manager",
      "/vendor-lists",
      "/fr/opportunities",
    ]) {
      left.push(...(await englishLeftOn(page, path)));
    }
    expect(left).toEqual([]);
  });

  test("an administrator's pages speak French throughout", async ({ page }) => {
    await signInWithApi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await readFrench(page);
    const left: string[] = [];
    for (const path of [
      "/dashboard",
      "/admin/certifications",
      "/admin/documents",
      "/admin/other-certifications",
      "/admin/jobs",
      "/admin/reviews",
    ]) {
      left.push(...(await englishLeftOn(page, path)));
    }
    // The bell's notifications too, written by the server in the page's language (the demo's one for admins).
    await page
      .getByRole("button", { name: /^Notifications/ })
      .first()
      .click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel.getByText("Demandes en attente d'examen").first()).toBeVisible();
    left.push(...(await textsOf(page)).filter((text) => ENGLISH_ONLY.has(text) && !FRENCH.has(text)));
    expect(left).toEqual([]);
  });
});
