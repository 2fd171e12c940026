import { readFileSync } from "node:fs";
import { acceptCookies, sameOrigin, signInAsNewMember } from "../accounts/fixtures";
import { axeViolations, expect, hydrated, signInAs, test } from "../directory/fixtures";
import {
  ADMIN_WARNING,
  CONFIRM,
  createBusinessViaApi,
  field,
  LOGO,
  managedCard,
  openAddSheet,
  uniqueName,
  utcDays,
  weekOpenOn,
} from "./dashboard-fixtures";

const WIDTHS = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
];

for (const { label, viewport } of WIDTHS) {
  test.describe(`dashboard (${label})`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test("an owner creates a business from a template; the form resets and the selector returns", async ({
      page,
    }) => {
      await signInAsNewMember(page, "dash-template");
      await page.goto("/dashboard");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: "Business Dashboard" })).toBeVisible();
      await expect(page.getByText("Administrator", { exact: true })).toHaveCount(0);
      await expect(page.getByRole("tab")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Add Your Business" })).toBeVisible();
      // (At phone width the app shell's tab bar has its own contrast findings; the page's part is checked on desktop.)
      if (label === "desktop") expect(await axeViolations(page)).toEqual([]);

      const sheet = await openAddSheet(page);
      expect(await axeViolations(page)).toEqual([]);
      const barber = sheet.getByRole("region", { name: "Barber" });
      await barber.getByRole("button", { name: "Use This Template" }).click();
      await expect(field(sheet, "Category")).toHaveValue("Beauty & Barber");
      await expect(field(sheet, "Sub Category")).toHaveValue("Barbershop");
      await expect(field(sheet, "City")).toHaveValue("Chicago");
      await expect(field(sheet, "State")).toHaveValue("IL");
      await expect(field(sheet, "Phone Number")).toHaveValue("(773) 555-0100");
      await expect(field(sheet, "Time Zone")).toHaveValue("America/Chicago");
      await expect(field(sheet, "Business Name")).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      const name = uniqueName("Fresh Fades");
      await field(sheet, "Business Name").fill(name);
      await field(sheet, "Zip Code").fill("60615");
      await sheet.getByRole("button", { name: "Create Business" }).click();

      await expect(sheet.getByRole("status")).toContainText(name);
      await expect(page.getByText("Business created")).toBeVisible();
      await sheet.getByRole("button", { name: "Skip Templates - Create from Scratch" }).click();
      await expect(field(sheet, "Business Name")).toHaveValue("");
      await expect(field(sheet, "Category")).toHaveValue("");
      await sheet.getByRole("button", { name: "Close", exact: true }).click();
      await expect(sheet).toHaveCount(0);

      const card = managedCard(page, name);
      await expect(card).toContainText("Chicago, IL");
      await expect(card).toContainText("Free tier");
      await expect(card.getByText("Active", { exact: true })).toBeVisible();
      await expect(card).toContainText("0 views this week");
      await expect(card.getByText("Admin View")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Add Your Business" })).toHaveCount(0);
    });

    test("an owner creates a business from scratch with hours and a logo; its page shows it open", async ({
      page,
    }) => {
      const { today, others } = utcDays();
      await signInAsNewMember(page, "dash-scratch");
      await page.goto("/dashboard");
      await hydrated(page);
      const sheet = await openAddSheet(page);
      await sheet.getByRole("button", { name: "Skip Templates - Create from Scratch" }).click();

      const name = uniqueName("Maple Leaf Goods");
      await field(sheet, "Business Name").fill(name);
      await field(sheet, "Category").selectOption("Retail & Shopping");
      await field(sheet, "Description").fill("Handmade goods from Toronto makers.");
      await field(sheet, "Country").selectOption("Canada");
      await expect(field(sheet, "Province")).toBeVisible();
      await expect(field(sheet, "Postal Code")).toBeVisible();
      await field(sheet, "Address").fill("88 Queen St W");
      await field(sheet, "City").fill("Toronto");
      await field(sheet, "Province").fill("Ontario");
      await expect(field(sheet, "Time Zone")).toHaveValue("America/Toronto");
      await field(sheet, "Postal Code").fill("M5H 2N2");
      await field(sheet, "Phone Number").fill("(416) 555-0199");
      await field(sheet, "Business Email").fill("hello@mapleleaf.example");
      await field(sheet, "Website").fill("https://mapleleaf.example");
      // Hours read in UTC: open all of today (UTC), closed every other day.
      await field(sheet, "Time Zone").selectOption("UTC");
      for (const day of others) await sheet.getByRole("button", { name: `Close ${day}` }).click();
      await sheet.getByLabel(`${today} opens at`).fill("00:00");
      await sheet.getByLabel(`${today} closes at`).fill("23:59");
      await sheet.getByRole("button", { name: `Close ${others[0]}` }).waitFor({ state: "detached" });
      await sheet.getByRole("button", { name: `Add Hours for ${others[0]}` }).click();
      await sheet.getByRole("button", { name: `Close ${others[0]}` }).click();
      await sheet.getByLabel("Business Logo").setInputFiles(LOGO);
      await expect(sheet.getByRole("img", { name: "Business Logo preview" })).toBeVisible();
      await sheet.getByRole("radio", { name: "Verified" }).check();
      await sheet.getByRole("button", { name: "Create Business" }).click();
      await expect(sheet.getByRole("status")).toContainText(name);
      await sheet.getByRole("button", { name: "Close", exact: true }).click();

      const card = managedCard(page, name);
      await expect(card).toContainText("Toronto, Ontario");
      await expect(card).toContainText("Verified tier");
      await expect(card.getByRole("img", { name: `${name} logo` })).toBeVisible();
      // A paid tier with no application yet is listed under 'Complete Your Certification'.
      const reminders = page.getByRole("region", { name: "Complete Your Certification" });
      await expect(reminders).toContainText(name);
      // Apply leads to this business's own application.
      const id = (await card.getByRole("link", { name: "View" }).getAttribute("href"))!.split("/").pop();
      await expect(reminders.getByRole("link", { name: "Apply" })).toHaveAttribute(
        "href",
        `/certification/${id}`,
      );

      await card.getByRole("link", { name: "View" }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      const hours = page.getByRole("region", { name: "Hours" });
      await expect(hours).toContainText("Open • Closes at 11:59PM");
      await expect(hours.getByRole("row", { name: new RegExp(`^${others[1]}`) })).toContainText("Closed");
    });

    test("an owner edits a business: the changes show on the card and its page", async ({ page }) => {
      const { today, tomorrow } = utcDays();
      await signInAsNewMember(page, "dash-edit");
      const name = uniqueName("Corner Books");
      const created = await createBusinessViaApi(page.request, {
        name,
        time_zone: "UTC",
        business_hours: weekOpenOn([today], "00:00", "23:59"),
      });
      const logo = await page.request.put(`/api/v1/businesses/${created.id}/logo`, {
        headers: sameOrigin(),
        multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: readFileSync(LOGO) } },
      });
      expect(logo.status(), await logo.text()).toBe(200);
      await page.goto("/dashboard");
      await hydrated(page);
      await managedCard(page, name).getByRole("button", { name: "Edit" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Business" });
      await expect(field(dialog, "Business Name")).toHaveValue(name);
      await expect(field(dialog, "Business Name")).toBeFocused();
      await expect(field(dialog, "Time Zone")).toHaveValue("UTC");

      const renamed = `${name} & Cafe`;
      await field(dialog, "Business Name").fill(renamed);
      await field(dialog, "Description").fill("Books and coffee.");
      await dialog.getByRole("button", { name: `Close ${today}` }).click();
      await dialog.getByRole("button", { name: `Add Hours for ${tomorrow}` }).click();
      await dialog.getByLabel(`${tomorrow} opens at`).fill("09:00");
      await dialog.getByLabel(`${tomorrow} closes at`).fill("17:00");
      await expect(dialog.getByRole("img", { name: "Business Logo preview" })).toBeVisible();
      await dialog.getByRole("button", { name: "Remove Business Logo" }).click();
      await expect(dialog.getByRole("img", { name: "Business Logo preview" })).toHaveCount(0);
      await dialog.getByRole("button", { name: "Update Business" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText("Business updated")).toBeVisible();
      await expect(managedCard(page, renamed)).toBeVisible();
      await expect(managedCard(page, renamed).getByText("No logo")).toBeVisible();
      const saved = await (await page.request.get(`/api/v1/businesses/${created.id}`)).json();
      expect(saved.logo_url).toBeNull();

      await page.goto(`/business/${created.id}`);
      await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
      await expect(page.getByText("Books and coffee.")).toBeVisible();
      await expect(page.getByRole("region", { name: "Hours" })).toContainText(
        "Closed • Opens at 9AM tomorrow",
      );
    });

    test("an owner deletes a business after the confirmation", async ({ page }) => {
      await signInAsNewMember(page, "dash-delete");
      const name = uniqueName("Short Lived Shop");
      await createBusinessViaApi(page.request, { name });
      await page.goto("/dashboard");
      await hydrated(page);
      await managedCard(page, name).getByRole("button", { name: "Delete" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Delete Business" });
      await expect(dialog).toContainText(CONFIRM(name));
      await expect(dialog.getByText(ADMIN_WARNING)).toHaveCount(0);
      await dialog.getByRole("button", { name: "Delete" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(managedCard(page, name)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Add Your Business" })).toBeVisible();
      await page.reload();
      await expect(managedCard(page, name)).toHaveCount(0);
    });

    test("the server's field errors show next to their fields", async ({ page }) => {
      await signInAsNewMember(page, "dash-errors");
      // What the browser's rules would stop, changed on its way out: only the server can refuse it now.
      await page.route("**/api/v1/businesses", async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        const body = route.request().postDataJSON();
        await route.continue({ postData: JSON.stringify({ ...body, name: "A", zip_code: "12" }) });
      });
      await page.goto("/dashboard");
      await hydrated(page);
      const sheet = await openAddSheet(page);
      await sheet
        .getByRole("region", { name: "Hotel" })
        .getByRole("button", { name: "Use This Template" })
        .click();
      await field(sheet, "Business Name").fill("Harbor Inn");
      await field(sheet, "Zip Code").fill("77002");
      await sheet.getByRole("button", { name: "Create Business" }).click();

      await expect(field(sheet, "Business Name")).toHaveAttribute("aria-invalid", "true");
      await expect(field(sheet, "Business Name")).toHaveAccessibleDescription("Business name is required");
      await expect(field(sheet, "Zip Code")).toHaveAccessibleDescription("Zip code is required");
      await expect(page.getByText(/^Failed to create business: /)).toBeVisible();
    });
  });
}

test.describe("an admin on the dashboard", () => {
  for (const { label, viewport } of WIDTHS) {
    test(`edits and deletes another owner's business with Admin View and the warning (${label})`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const owner = await browser.newPage();
      await signInAsNewMember(owner, "dash-owned");
      const name = uniqueName("Owner's Bakery");
      const created = await createBusinessViaApi(owner.request, { name, description: "Fresh bread daily." });
      await owner.close();

      await acceptCookies(page);
      await signInAs(page, "admin@ujamaa.test");
      await page.goto("/dashboard");
      await hydrated(page);
      await expect(page.getByText("Administrator", { exact: true })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Business Management" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await page.getByRole("tab", { name: "Forms & Documents Overview" }).click();
      await expect(page.getByRole("heading", { name: "Documents by tier" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Recent documents" })).toBeVisible();
      await page.getByRole("tab", { name: "Certification Document Manager" }).click();
      await expect(page.getByRole("heading", { name: "Upload a template document" })).toBeVisible();
      await page.getByRole("tab", { name: "Business Management" }).click();

      await page.getByRole("searchbox", { name: "Search businesses by name or city" }).fill(name);
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\?q=/);
      const card = managedCard(page, name);
      await expect(card.getByText("Admin View")).toBeVisible();
      await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
      if (label === "desktop") expect(await axeViolations(page)).toEqual([]);

      await card.getByRole("button", { name: "Edit" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Business" });
      await expect(field(dialog, "Business Name")).toBeFocused();
      if (label === "desktop") expect(await axeViolations(page)).toEqual([]);
      await field(dialog, "Description").fill("Fresh bread daily, checked by an admin.");
      await dialog.getByRole("button", { name: "Update Business" }).click();
      await expect(dialog).toHaveCount(0);
      const res = await page.request.get(`/api/v1/businesses/${created.id}`);
      expect((await res.json()).description).toBe("Fresh bread daily, checked by an admin.");

      await card.getByRole("button", { name: "Delete" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete Business" });
      await expect(confirm).toContainText(CONFIRM(name));
      await expect(confirm.getByText(ADMIN_WARNING)).toBeVisible();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(card).toHaveCount(0);
      await expect(page.getByText(`No businesses match “${name}”.`)).toBeVisible();
      await expect(page.getByRole("button", { name: "Add Your Business" })).toHaveCount(0);
    });
  }

  test("opens the edit dialog from a business card's Edit link elsewhere", async ({ page }) => {
    await acceptCookies(page);
    await signInAs(page, "admin@ujamaa.test");
    await page.goto("/businesses?keyword=Harlem Heritage");
    await hydrated(page);
    await page
      .getByRole("article", { name: "Harlem Heritage Inn" })
      .getByRole("link", { name: "Edit" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Business" });
    await expect(field(dialog, "Business Name")).toHaveValue("Harlem Heritage Inn");
    await expect(page).toHaveURL(/\/dashboard$/);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test("an XSS payload saved in every text field runs nowhere: dashboard, directory card and modal, business page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAsNewMember(page, "dash-xss");
  const tag = `XSS${Date.now().toString(36)}`;
  const evil = (text: string) =>
    `${text}<img src=x onerror="alert('xss')"><script>alert('xss')</script><iframe src="javascript:alert('xss')"></iframe>`;
  const payload = {
    name: `${tag}<svg onload="alert('xss')">Form Cafe`,
    sub_category: evil("Bakery"),
    description: `${evil("Cakes")} <a href="javascript:alert('xss')" onclick="alert('xss')">and</a> pies"><object data=x></object><embed src=x>`,
    address: evil("1 Congress Ave"),
    city: evil("Austin"),
    state: evil("TX"),
    zip_code: `<b onmouseover="alert('xss')">78701</b>`,
    phone: `<i onclick="alert('xss')">(512)</i> 555-0101`,
    email: `hi<script>alert('xss')</script>@xss.example`,
    website: `https://xss.example/<script>alert('xss')</script>`,
  };

  // Through the form (sanitised in the browser, then again on the server)…
  await page.goto("/dashboard");
  await hydrated(page);
  const sheet = await openAddSheet(page);
  await sheet.getByRole("button", { name: "Skip Templates - Create from Scratch" }).click();
  await field(sheet, "Business Name").fill(payload.name);
  await field(sheet, "Category").selectOption("Restaurant");
  await field(sheet, "Sub Category").fill(payload.sub_category);
  await field(sheet, "Description").fill(payload.description);
  await field(sheet, "Address").fill(payload.address);
  await field(sheet, "City").fill(payload.city);
  await field(sheet, "State").fill(payload.state);
  await field(sheet, "Zip Code").fill(payload.zip_code);
  await field(sheet, "Phone Number").fill(payload.phone);
  await field(sheet, "Business Email").fill(payload.email);
  await field(sheet, "Website").fill(payload.website);
  await sheet.getByRole("button", { name: "Create Business" }).click();
  await expect(sheet.getByRole("status")).toContainText(`${tag}Form Cafe`);
  await sheet.getByRole("button", { name: "Close", exact: true }).click();

  // …and straight to the API, where only the server's sanitising stands in the way.
  const direct = await createBusinessViaApi(page.request, {
    ...payload,
    name: `${tag}<script>alert('xss')</script>Api Deli`,
    category: "Restaurant",
  });
  expect(direct.name).toBe(`${tag}Api Deli`);
  for (const [key, value] of Object.entries(direct)) {
    if (typeof value === "string") expect(value, key).not.toMatch(/<|javascript:|onerror|onload/i);
  }

  const names = [`${tag}Form Cafe`, `${tag}Api Deli`];
  const nothingRan = async () => {
    expect(dialogs).toEqual([]);
    await expect(page.locator('img[src="x"], iframe, object, embed, main script:not([type])')).toHaveCount(0);
  };

  await page.reload();
  await hydrated(page);
  for (const name of names) await expect(managedCard(page, name)).toBeVisible();
  await nothingRan();

  await page.goto(`/directory?search=${tag}`);
  await hydrated(page);
  for (const name of names) {
    const card = page.getByRole("article", { name, exact: true });
    await expect(card).toContainText("Austin, TX");
    await card.getByRole("button", { name: "View Details" }).click();
    const modal = page.getByRole("dialog", { name });
    await expect(modal).toContainText("Cakes");
    await nothingRan();
    await modal.getByRole("button", { name: "Close", exact: true }).click();
  }

  await page.goto(`/business/${direct.id}`);
  await expect(page.getByRole("heading", { level: 1, name: names[1] })).toBeVisible();
  await expect(page.getByText("1 Congress Ave", { exact: false }).first()).toBeVisible();
  await nothingRan();
});
