import { card, expect, hydrated, test } from "./fixtures";

test("a website click in the directory is counted", async ({ page, context }) => {
  // Keep the click's own navigation (a phone call, another site) off the network.
  await context.route(/^https?:\/\/(?!localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Elsewhere</title>" }),
  );
  await page.goto("/directory?search=Mahogany Pages");
  await hydrated(page);
  const mahogany = card(page, "Mahogany Pages Bookstore");

  const websiteEvent = page.waitForRequest(
    (r) => /\/api\/v1\/businesses\/[0-9a-f-]+\/events$/.test(r.url()) && r.method() === "POST",
  );
  const website = mahogany.getByRole("link", { name: /Visit Mahogany Pages Bookstore website/ });
  await expect(website).toHaveAttribute("target", "_blank");
  await expect(website).toHaveAttribute("href", /^https:\/\//);
  await website.click();
  expect((await websiteEvent).postDataJSON()).toEqual({ kind: "website_click" });
});
