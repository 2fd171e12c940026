import { card, expect, hydrated, signInAs, test } from "./fixtures";

const CONFIRM = (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`;
const ADMIN_WARNING = "⚠️ You are about to delete another user's business as an administrator.";

test("a visitor sees no Edit, View or Delete on cards", async ({ page }) => {
  await page.goto("/businesses?keyword=Mahogany Pages");
  const mahogany = card(page, "Mahogany Pages Bookstore");
  await expect(mahogany).toBeVisible();
  await expect(mahogany.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expect(mahogany.getByRole("link", { name: "Edit" })).toHaveCount(0);
});

test("the owner sees badges, the certificate button and the delete dialog, which only Cancel closes", async ({
  page,
}) => {
  await signInAs(page, "owner@ujamaa.test");
  await page.goto("/");
  await expect(page.getByRole("link", { name: "List Your Business" })).toHaveAttribute("href", "/dashboard");
  await page.goto("/businesses?keyword=Mahogany Pages");
  await hydrated(page);
  const mahogany = card(page, "Mahogany Pages Bookstore");
  await expect(mahogany.getByText("Certified", { exact: true })).toBeVisible();
  await expect(mahogany.getByText("Valid", { exact: true })).toBeVisible();
  await expect(mahogany.getByText(/^Expires in \d+ (month|year|day)s?$/)).toBeVisible();
  await expect(mahogany.getByRole("button", { name: "Download Certificate" })).toBeVisible();
  await expect(mahogany.getByText("Admin View")).toHaveCount(0);
  await expect(mahogany.getByRole("link", { name: "Edit" })).toBeVisible();
  await expect(mahogany.getByRole("link", { name: "View" })).toHaveAttribute("href", /^\/business\//);

  await mahogany.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Business" });
  await expect(dialog).toContainText(CONFIRM("Mahogany Pages Bookstore"));
  await expect(dialog.getByText(ADMIN_WARNING)).toHaveCount(0);
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(mahogany).toBeVisible();
});

test("expiring and expired certifications show their badges", async ({ page }) => {
  await signInAs(page, "owner@ujamaa.test");
  await page.goto("/businesses?keyword=Queen's Table Catering");
  await expect(card(page, "Queen's Table Catering").getByText("Expires Soon", { exact: true })).toBeVisible();
  await page.goto("/businesses?keyword=Legacy Auto Care");
  const legacy = card(page, "Legacy Auto Care");
  await expect(legacy.getByText("Expired", { exact: true })).toBeVisible();
  await expect(legacy.getByText(/^Certification expired .+ ago$/)).toBeVisible();
  // An expired certification is no longer a tier badge.
  await expect(legacy.getByText("Certified", { exact: true })).toHaveCount(0);
});

test("an admin sees Admin View and the extra warning, and Delete removes the business", async ({ page }) => {
  await signInAs(page, "admin@ujamaa.test");
  await page.goto("/businesses?keyword=Kampala Boda Delivery");
  await hydrated(page);
  const kampala = card(page, "Kampala Boda Delivery");
  await expect(kampala.getByText("Admin View")).toBeVisible();
  await kampala.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Business" });
  await expect(dialog).toContainText(CONFIRM("Kampala Boda Delivery"));
  await expect(dialog.getByText(ADMIN_WARNING)).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(kampala).toHaveCount(0);
  await page.reload();
  await expect(card(page, "Kampala Boda Delivery")).toHaveCount(0);
});
