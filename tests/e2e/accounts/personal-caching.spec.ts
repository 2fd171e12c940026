import { expect, signInAsNewMember, test } from "./fixtures";

test("a signed-in person's pages are kept out of caches; public pages and assets keep their caching", async ({
  page,
}) => {
  const visitor = await page.request.get("/");
  expect(visitor.headers()["cache-control"] ?? "").not.toContain("no-store");
  const asset = (await visitor.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeDefined();

  await signInAsNewMember(page, "cached");
  const hub = await page.goto("/hub");
  expect(hub?.headers()["cache-control"]).toBe("no-store");
  expect((await page.request.get("/")).headers()["cache-control"]).toBe("no-store");
  expect((await page.request.get(asset!)).headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
});
