import { acceptCookies, expect, hydrated, signInWithApi, test } from "./fixtures";

const DEMO_PASSWORD = "ujamaa-demo-password";

test("visitors are sent to /auth from signed-in pages and to / from admin pages, with no content shown", async ({
  page,
}) => {
  for (const path of ["/hub", "/dashboard", "/certification", "/storefront-manager", "/settings"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toMatch(/\/auth$/);
  }
  for (const path of ["/admin/certifications", "/admin/documents"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.headers().location, path).toMatch(/\/$/);
  }
  await page.goto("/hub");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Tab bar", exact: true })).toHaveCount(0);
});

test("a user sees Dashboard, Settings, the bell and Sign Out, the bottom tabs on a phone, and no admin pages", async ({
  page,
}) => {
  await acceptCookies(page);
  await signInWithApi(page, "owner@ujamaa.test", DEMO_PASSWORD);
  await page.goto("/hub");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(nav.getByRole("button", { name: /^Notifications/ })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Sign In" })).toHaveCount(0);

  // The tab bar is the phone's navigation.
  const tabs = page.getByRole("navigation", { name: "Tab bar", exact: true });
  await expect(tabs).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tabs.getByRole("link")).toHaveText([
    "Home",
    "Certify",
    "My Store",
    "Directory",
    "Alerts",
    "Profile",
  ]);
  await expect(tabs.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: /Certification Review/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Contract Opportunities/ })).toContainText("Premium");

  await hydrated(page);
  await tabs.getByRole("link", { name: "Home" }).click();
  await page.goto("/dashboard");
  await expect(tabs.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(tabs.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");

  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Tab bar", exact: true })).toHaveCount(0);

  const admin = await page.request.get("/admin/certifications", { maxRedirects: 0 });
  expect(admin.headers().location).toMatch(/\/$/);
  await page.goto("/admin/documents");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an admin also sees Admin Panel and the admin cards, and opens admin pages", async ({ page }) => {
  await acceptCookies(page);
  await signInWithApi(page, "admin@ujamaa.test", DEMO_PASSWORD);
  await page.goto("/hub");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Admin Panel" })).toHaveAttribute(
    "href",
    "/admin/certifications",
  );
  // At desktop width the tab bar's places are in the footer.
  const places = page.getByRole("contentinfo").getByRole("navigation", { name: "Your Ujamaa" });
  await expect(places.getByRole("link")).toHaveText([
    "Home",
    "Certify",
    "My Store",
    "Directory",
    "Alerts",
    "Profile",
  ]);
  await expect(page.getByRole("link", { name: /Certification Review/ })).toContainText("Admin");
  await expect(page.getByRole("link", { name: /Document Management/ })).toContainText("Admin");
  await hydrated(page);
  await nav.getByRole("link", { name: "Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin\/certifications$/);
  await expect(page.getByRole("heading", { name: "Certification Management" })).toBeVisible();
  await page.goto("/admin/documents");
  await expect(page.getByRole("heading", { name: "Document Management" })).toBeVisible();
});

test("on a phone the menu holds the signed-in links", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await acceptCookies(page);
  await signInWithApi(page, "owner@ujamaa.test", DEMO_PASSWORD);
  await page.goto("/hub");
  await hydrated(page);
  await page.locator("summary", { hasText: "Menu" }).click();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Tab bar", exact: true }).getByRole("link")).toHaveCount(
    6,
  );
});
