import type { APIRequestContext, Page } from "@playwright/test";
import {
  acceptCookies,
  axeViolations,
  expect,
  hydrated,
  signInAsNewMember,
  test,
} from "../accounts/fixtures";
import { createBusinessViaApi, uniqueName } from "../businesses/dashboard-fixtures";
import { signInAs } from "./fixtures";

async function businessId(request: APIRequestContext, keyword: string): Promise<string> {
  const response = await request.get(`/api/v1/businesses?keyword=${encodeURIComponent(keyword)}`);
  const body = (await response.json()) as { items: { id: string }[] };
  const id = body.items[0]?.id;
  if (!id) throw new Error(`no business for ${keyword}`);
  return id;
}

/** The page's JSON-LD, parsed from its script tag. */
async function jsonLd(page: Page): Promise<Record<string, unknown> & { [key: string]: unknown }> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
}

const reviewsOf = (page: Page) => page.getByRole("region", { name: "Customer Reviews" });

/** Scrolls to the reviews, as a visitor does before writing one, and waits until React has attached to them. */
async function reachReviews(page: Page) {
  await page.locator("#reviews").scrollIntoViewIfNeeded();
  await expect(page.locator("[data-hydrated]:has(> #reviews)")).toBeAttached();
}

test("a customer reviews a business and sees the new rating; the owner responds; the customer edits and deletes it", async ({
  page,
  browser,
}) => {
  // The owner lists a new business: no reviews yet.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await acceptCookies(ownerPage);
  await signInAs(ownerPage, "owner@ujamaa.test");
  const name = uniqueName("Reviewed Kitchen");
  const { id } = await createBusinessViaApi(ownerPage.request, { name, category: "Restaurant" });

  await signInAsNewMember(page, "reviewer");
  await page.goto(`/business/${id}`);
  await hydrated(page);
  await reachReviews(page);
  const reviews = reviewsOf(page);
  await expect(reviews.getByText("No reviews yet").first()).toBeVisible();
  expect((await jsonLd(page)).aggregateRating).toBeUndefined();

  // The form: the rating is a radio group with labels; a missing rating is named.
  const form = reviews.getByRole("form", { name: "Write a review" });
  await form.getByLabel("Your review").fill("Lovely jollof. Menu at https://example.com/menu");
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(form.getByText("Choose a rating from 1 to 5 stars")).toBeVisible();
  const rating = form.getByRole("group", { name: "Your rating" });
  await expect(rating.getByRole("radio")).toHaveCount(5);
  await rating.getByRole("radio", { name: "4 stars, Very good" }).check();
  await form.getByRole("button", { name: "Post review" }).click();

  const mine = reviews.getByRole("region", { name: "Your review" });
  await expect(mine.getByText("Lovely jollof. Menu at https://example.com/menu")).toBeVisible();
  await expect(mine.getByRole("link")).toHaveCount(0);
  await expect(reviews.getByText("4.0")).toBeVisible();
  await expect(reviews.getByText("1 review", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("4.0 out of 5 (1 review)")).toBeVisible();
  await page.reload();
  expect((await jsonLd(page)).aggregateRating).toMatchObject({
    "@type": "AggregateRating",
    ratingValue: 4,
    reviewCount: 1,
  });
  const api = await (await page.request.get(`/api/v1/businesses/${id}`)).json();
  expect([api.rating, api.review_count]).toEqual([4, 1]);

  // The owner sees it and responds under it.
  await ownerPage.goto(`/business/${id}`);
  await hydrated(ownerPage);
  await reachReviews(ownerPage);
  const ownerReviews = reviewsOf(ownerPage);
  const review = ownerReviews.getByRole("article", { name: "Test M." });
  await expect(review.getByText("Lovely jollof.", { exact: false })).toBeVisible();
  await review.getByRole("button", { name: "Respond to Test M." }).click();
  await review.getByLabel("Your public response").fill("Thank you! Come back for the suya.");
  await review.getByRole("button", { name: "Save response" }).click();
  await expect(review.getByText(`Response from ${name}`)).toBeVisible();
  await expect(review.getByText("Thank you! Come back for the suya.")).toBeVisible();
  await ownerContext.close();

  // The customer is told, and sees the response under their review.
  const told = await (await page.request.get("/api/v1/notifications")).json();
  expect(told.items[0]).toMatchObject({ title: `${name} responded to your review` });
  await page.reload();
  await hydrated(page);
  await reachReviews(page);
  await expect(mine.getByText("Thank you! Come back for the suya.")).toBeVisible();

  // Edit: the form opens with the review; a new rating changes the figures.
  await mine.getByRole("button", { name: "Edit your review" }).click();
  const edit = reviews.getByRole("form", { name: "Edit your review" });
  await expect(edit.getByRole("radio", { name: "4 stars, Very good" })).toBeChecked();
  await edit.getByRole("radio", { name: "2 stars, Poor" }).check();
  await edit.getByLabel("Your review").fill("Went back: cold food this time.");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(mine.getByText("Went back: cold food this time.")).toBeVisible();
  await expect(reviews.getByText("2.0")).toBeVisible();
  await expect(page.getByText("2.0 out of 5 (1 review)")).toBeVisible();

  // Delete asks first.
  await mine.getByRole("button", { name: "Delete your review" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete your review?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(mine).toBeVisible();
  await mine.getByRole("button", { name: "Delete your review" }).click();
  await confirm.getByRole("button", { name: "Delete review" }).click();
  await expect(mine).toHaveCount(0);
  await expect(reviews.getByText("No reviews yet").first()).toBeVisible();
  await expect(reviews.getByRole("form", { name: "Write a review" })).toBeVisible();
  const after = await (await page.request.get(`/api/v1/businesses/${id}`)).json();
  expect([after.rating, after.review_count]).toEqual([null, 0]);
});

test("a demo business's JSON-LD is a schema.org LocalBusiness with AggregateRating and Reviews", async ({
  page,
  request,
}) => {
  const id = await businessId(request, "Sweet Georgia's Soul Kitchen");
  await page.goto(`/business/${id}`);
  const ld = await jsonLd(page);
  expect(ld["@context"]).toBe("https://schema.org");
  expect(ld["@type"]).toBe("LocalBusiness");
  expect(ld.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "Atlanta" });
  const aggregate = ld.aggregateRating as Record<string, unknown>;
  expect(aggregate).toEqual({
    "@type": "AggregateRating",
    ratingValue: 4.8,
    reviewCount: 312,
    bestRating: 5,
    worstRating: 1,
  });
  const items = ld.review as Record<string, unknown>[];
  expect(items).toHaveLength(10);
  for (const item of items) {
    expect(item["@type"]).toBe("Review");
    expect(item.reviewRating).toMatchObject({ "@type": "Rating", bestRating: 5, worstRating: 1 });
    expect([1, 2, 3, 4, 5]).toContain((item.reviewRating as { ratingValue: number }).ratingValue);
    expect(item.author).toMatchObject({ "@type": "Person", name: expect.stringMatching(/^\S+ [A-Z]\.$/) });
    expect(typeof item.reviewBody).toBe("string");
    expect(item.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  // The page shows the same figures.
  const reviews = reviewsOf(page);
  await expect(reviews.getByText("4.8", { exact: true })).toBeVisible();
  await expect(reviews.getByText("312 reviews")).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`a business page with reviews at ${width} px: distribution, Load More, no overflow, no axe violations`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await acceptCookies(page);
    const id = await businessId(request, "Mahogany Pages Bookstore");
    await page.goto(`/business/${id}`);
    await hydrated(page);
    await reachReviews(page);
    const reviews = reviewsOf(page);
    const distribution = reviews.getByRole("list", { name: "Reviews by rating" });
    await expect(distribution.getByRole("listitem")).toHaveCount(5);
    const counts = (await distribution.getByRole("listitem").allTextContents()).map((t) =>
      Number(/stars?([\d,]+)/.exec(t)?.[1]?.replace(",", "") ?? Number.NaN),
    );
    expect(counts.reduce((s, n) => s + n, 0)).toBe(268);
    await expect(reviews.getByRole("article")).toHaveCount(10);
    await reviews.getByRole("button", { name: "Load More" }).click();
    await expect(reviews.getByRole("article")).toHaveCount(20);
    await expect(reviews.getByText("Sign in to write a review.")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await reviews.screenshot({ path: `test-results/reviews-section-${width}.png` });
    await page.screenshot({ path: `test-results/reviews-page-${width}.png`, fullPage: true });
  });
}

test("a signed-in customer's review form at 390 px, and a report sent from a review", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signInAsNewMember(page, "reporter");
  const id = await businessId(request, "Harlem Heritage Inn");
  await page.goto(`/business/${id}`);
  await hydrated(page);
  await reachReviews(page);
  const reviews = reviewsOf(page);
  const form = reviews.getByRole("form", { name: "Write a review" });
  await expect(form.getByRole("group", { name: "Your rating" }).getByRole("radio")).toHaveCount(5);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
  await form.screenshot({ path: "test-results/reviews-form-390.png" });

  const first = reviews.getByRole("article").first();
  await first.getByRole("button", { name: /^Report/ }).click();
  const dialog = page.getByRole("dialog", { name: "Report this review" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please say why")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Looks like spam");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Report sent")).toBeVisible();
});
