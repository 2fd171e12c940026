import type { Page } from "@playwright/test";
import { CATEGORIES } from "~/domain/categories/categories";
import { STOREFRONT_CATEGORY_CHOICES } from "~/domain/categories/storefront-categories";
import { expect, hydrated, sameOrigin, signInAsNewMember, test } from "../accounts/fixtures";

/** A name no other test or demo business has: letters only, so search reads it as words. */
function uniqueName(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix} ${letters.join("")}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const card = (page: Page, name: string) => page.getByRole("main").getByRole("article", { name, exact: true });

/** The wizard's step 1 with a category, steps 2 and 3 skipped, then Publish. */
async function publishWithWizard(page: Page, name: string, category: string) {
  await page.goto("/storefront-manager");
  await hydrated(page);
  await page.getByRole("button", { name: "Create Storefront", exact: true }).click();
  const wizard = page.getByRole("dialog", { name: "Create Your Storefront" });
  await wizard.getByRole("textbox", { name: "Business Name" }).fill(name);
  await wizard.getByRole("textbox", { name: "Description" }).fill("Made here, sold here.");
  const choices = await wizard
    .getByRole("combobox", { name: "Category" })
    .locator("option")
    .allTextContents();
  expect(choices.slice(1)).toEqual(STOREFRONT_CATEGORY_CHOICES.map((c) => c.label));
  await wizard.getByRole("combobox", { name: "Category" }).selectOption(category);
  for (const _ of [1, 2, 3]) await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByRole("button", { name: "Publish Storefront" }).click();
}

test("a storefront of each wizard category is listed under its category on the home tiles, /businesses and /directory", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsNewMember(page, "categories");
  const [first, ...rest] = STOREFRONT_CATEGORY_CHOICES;
  const names = new Map<string, string>();

  // One through the wizard: the owner lands on the directory showing it, with the spec's toast.
  const published = uniqueName("Kuumba");
  names.set(first.label, published);
  await publishWithWizard(page, published, first.label);
  const firstTitle = CATEGORIES.find((c) => c.slug === first.slug)!.title;
  await expect(page).toHaveURL(
    `/directory?${new URLSearchParams({ search: published, category: firstTitle }).toString()}`,
  );
  await expect(page.getByText("Storefront Created!")).toBeVisible();
  await expect(page.getByText("Your storefront is now live in the directory.")).toBeVisible();
  await expect(card(page, published)).toBeVisible();
  await expect(page.getByRole("form", { name: "Directory filters" }).getByLabel("Category")).toHaveValue(
    firstTitle,
  );

  // The other choices through the wizard's endpoint.
  for (const { label } of rest) {
    const name = uniqueName("Kuumba");
    names.set(label, name);
    const res = await page.request.post("/api/v1/storefronts", {
      headers: sameOrigin(),
      data: { name, description: "Made here, sold here.", category: label },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // Home: each category has its tile, linking to its listing and counting its new storefronts.
  await page.goto("/");
  for (const { slug } of STOREFRONT_CATEGORY_CHOICES) {
    const title = CATEGORIES.find((c) => c.slug === slug)!.title;
    const tile = page.getByRole("link", { name: new RegExp(`^${escapeRegExp(title)} \\d+ Businesses$`) });
    await expect(tile, title).toHaveAttribute("href", `/businesses?category=${slug}`);
    const count = Number((await tile.textContent())?.match(/(\d+) Businesses/)?.[1]);
    expect(count, title).toBeGreaterThanOrEqual(
      STOREFRONT_CATEGORY_CHOICES.filter((c) => c.slug === slug).length,
    );
  }

  for (const { label, slug } of STOREFRONT_CATEGORY_CHOICES) {
    const name = names.get(label)!;
    const title = CATEGORIES.find((c) => c.slug === slug)!.title;
    // /businesses: the category's tab (newest first) and the home tile's link.
    await page.goto(`/businesses?tab=${slug}&sort=newest`);
    await expect(
      page.getByRole("navigation", { name: "Category tabs" }).getByRole("link", { name: title, exact: true }),
      label,
    ).toHaveAttribute("aria-current", "page");
    await expect(card(page, name), `${label} under the ${title} tab`).toBeVisible();
    await page.goto(`/businesses?category=${slug}&sort=newest`);
    await expect(card(page, name), `${label} under /businesses?category=${slug}`).toBeVisible();
    // /directory: the category filter, searched for the name.
    await page.goto(`/directory?${new URLSearchParams({ category: title, search: name }).toString()}`);
    await expect(page.getByRole("form", { name: "Directory filters" }).getByLabel("Category")).toHaveValue(
      title,
    );
    await expect(card(page, name), `${label} under the directory's ${title}`).toBeVisible();
  }
});
