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

/** The numbers of a storefront's row in the Analytics tab: views, contact clicks, website clicks. */
async function rowFigures(row: Locator): Promise<number[]> {
  const cells = await row.getByRole("cell").allTextContents();
  return cells.slice(0, 3).map((text) => Number(text.replaceAll(",", "")));
}

/** The figure a card shows, as a number. */
async function cardFigure(page: Page, title: string): Promise<number> {
  const text = await page.getByRole("region", { name: title }).locator("p").first().textContent();
  return Number((text ?? "").replaceAll(",", ""));
}

async function openAnalytics(page: Page) {
  await page.goto("/storefront-manager");
  await hydrated(page);
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { name: "Storefront Analytics" })).toBeVisible();
  // The figures have arrived (not "Loading analytics…"), so that the table is read as shown.
  await expect(page.getByRole("status").filter({ hasText: /^Figures for the last/ })).toBeAttached();
}

test("an owner watches their storefront's views and inquiries rise in the Analytics tab", async ({
  page,
  browser,
}) => {
  await signInAsNewMember(page, "analytics");
  const name = `Figures Bakery ${Date.now()}`;
  const created = await page.request.post("/api/v1/storefronts", {
    headers: sameOrigin(),
    data: {
      name,
      description: "Bread and pastries, counted.",
      category: "Food & Beverage",
      phone: "(404) 555-0199",
      website: "https://figures-bakery.example",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // Nothing counted yet (the owner's own page views never count).
  await openAnalytics(page);
  const table = page.getByRole("table", { name: /Figures of each storefront/ });
  const row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toBeVisible();
  expect(await rowFigures(row)).toEqual([0, 0, 0]);
  await expect(page.getByText("Analytics dashboard will be available soon")).toHaveCount(0);

  // A visitor, in a browser of their own, opens the business page twice and calls and visits it. Headless
  // Chromium names itself as such, as bots do: this one says it is an ordinary Chrome, as a person's would.
  const visitor = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  });
  // Keep the website's own navigation off the network.
  await visitor.route(/^https?:\/\/(?!localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Elsewhere</title>" }),
  );
  const visitorPage = await visitor.newPage();
  await acceptCookies(visitorPage);
  await visitorPage.goto(`/business/${id}`);
  await expect(visitorPage.getByRole("heading", { level: 1, name })).toBeVisible();
  await visitorPage.reload();
  await hydrated(visitorPage);
  const counted = (kind: string) =>
    visitorPage.waitForRequest(
      (r) => r.url().endsWith(`/api/v1/businesses/${id}/events`) && r.postDataJSON()?.kind === kind,
    );
  const contactClick = counted("contact_click");
  const contact = visitorPage.getByRole("region", { name: "Contact information" });
  await contact.getByRole("link", { name: /555/ }).click();
  expect((await (await contactClick).response())?.status()).toBe(204);
  const websiteClick = counted("website_click");
  await contact.getByRole("link", { name: /figures-bakery\.example/ }).click();
  expect((await (await websiteClick).response())?.status()).toBe(204);
  await visitor.close();

  // The owner's figures rose once the views were written (every few seconds): one view (one visitor, however
  // often they reload) and the inquiries (a call and a website visit).
  await expect(async () => {
    await openAnalytics(page);
    const [views, contact, website] = await rowFigures(row);
    expect(views).toBe(1);
    expect(contact! + website!).toBeGreaterThanOrEqual(1);
  }).toPass({ timeout: 20_000 });
  expect(await cardFigure(page, "Profile Views")).toBe(1);
  expect(await cardFigure(page, "Inquiries")).toBeGreaterThanOrEqual(1);
  expect(await cardFigure(page, "Active Storefronts")).toBe(1);
  await expect(page.getByText(/^(1,234|56)$/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The same figures for 7 days and for this storefront alone.
  await page.getByRole("button", { name: "7 days" }).click();
  await page.getByRole("combobox", { name: "Storefront" }).selectOption({ label: name });
  await expect(
    page.getByRole("status").filter({ hasText: `Figures for the last 7 days, ${name}.` }),
  ).toBeAttached();
  expect(await cardFigure(page, "Profile Views")).toBe(1);
  await expect(page.getByRole("region", { name: "Profile Views" }).locator("canvas")).toBeVisible();

  // On a phone the cards stack and nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("region", { name: "Inquiries" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
