import {
  acceptCookies,
  axeViolations,
  expect,
  hydrated,
  sameOrigin,
  signInAsNewMember,
  test,
} from "../accounts/fixtures";
import { signInAs } from "../directory/fixtures";

test("an admin hides a reported review (the figures follow at once) and restores it, each with a reason", async ({
  page,
  browser,
}) => {
  // A customer reports one of a demo business's reviews.
  const reporter = await browser.newContext();
  const reporterPage = await reporter.newPage();
  await signInAsNewMember(reporterPage, "moderation-reporter");
  const search = await (await reporterPage.request.get("/api/v1/businesses?keyword=Kente%20Threads")).json();
  const business = search.items[0] as { id: string; rating: number; review_count: number };
  const reviews = await (await reporterPage.request.get(`/api/v1/businesses/${business.id}/reviews`)).json();
  const target = reviews.items[0] as { id: string; author_name: string; body: string };
  const reported = await reporterPage.request.post(`/api/v1/reviews/${target.id}/reports`, {
    headers: sameOrigin(),
    data: { reason: "Copied from another site" },
  });
  expect(reported.status()).toBe(201);
  await reporter.close();

  await acceptCookies(page);
  await signInAs(page, "admin@ujamaa.test");
  await page.goto("/hub");
  await page.getByRole("link", { name: /Review Moderation/ }).click();
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Reported" })).toHaveAttribute("aria-current", "page");
  const card = page.getByRole("article", { name: `${target.author_name} on Kente Threads Boutique` });
  await expect(card.getByText(target.body)).toBeVisible();
  await expect(
    card.getByRole("region", { name: "Reports" }).getByText(/Copied from another site/),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Hide, with a reason.
  await card.getByRole("button", { name: `Hide ${target.author_name}'s review` }).click();
  const dialog = page.getByRole("dialog", { name: "Hide this review?" });
  await dialog.getByRole("button", { name: "Hide" }).click();
  await expect(dialog.getByText("Please say why")).toBeVisible();
  await dialog.getByLabel("Reason (recorded with your name)").fill("Plagiarised text");
  await dialog.getByRole("button", { name: "Hide" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);
  const hiddenFigures = await (await page.request.get(`/api/v1/businesses/${business.id}`)).json();
  expect(hiddenFigures.review_count).toBe(business.review_count - 1);
  const shown = await (await page.request.get(`/api/v1/businesses/${business.id}/reviews`)).json();
  expect(shown.items.map((r: { id: string }) => r.id)).not.toContain(target.id);

  // The Hidden list has it, with its history; Restore brings it back.
  await page.getByRole("link", { name: "Hidden" }).click();
  await expect(page).toHaveURL(/status=hidden/);
  const hidden = page.getByRole("article", { name: `${target.author_name} on Kente Threads Boutique` });
  await hidden.getByText("History").click();
  await expect(hidden.getByText(/Hidden by Amara Okafor/)).toBeVisible();
  await expect(hidden.getByText("“Plagiarised text”")).toBeVisible();
  await page.screenshot({ path: "test-results/review-moderation-hidden.png", fullPage: true });
  await hidden.getByRole("button", { name: `Restore ${target.author_name}'s review` }).click();
  const restore = page.getByRole("dialog", { name: "Restore this review?" });
  await restore.getByLabel("Reason (recorded with your name)").fill("The author wrote it first");
  await restore.getByRole("button", { name: "Restore" }).click();
  await expect(hidden).toHaveCount(0);
  const restored = await (await page.request.get(`/api/v1/businesses/${business.id}`)).json();
  expect([restored.rating, restored.review_count]).toEqual([business.rating, business.review_count]);
});

test("anyone but an admin is sent away from /admin/reviews", async ({ page }) => {
  await page.goto("/admin/reviews");
  await expect(page).toHaveURL(/\/$/);
  await signInAs(page, "owner@ujamaa.test");
  await page.goto("/admin/reviews");
  await expect(page).toHaveURL(/\/$/);
});
