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
  const event = await websiteEvent;
  expect(event.postDataJSON()).toEqual({ kind: "website_click" });
  // The beacon carries the page's Origin, so the same-origin check lets it through.
  expect((await event.response())?.status()).toBe(204);
});
