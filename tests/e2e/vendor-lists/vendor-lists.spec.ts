import { acceptCookies } from "../accounts/fixtures";
import { axeViolations, expect, hydrated, signInAs, test } from "../directory/fixtures";

// The demo owner reads their vendors against the demo directory: Mahogany Pages Bookstore is Certified
// (approved, unexpired), Blackline Data Systems Preferred.
const OWNER = "owner@ujamaa.test";

const WIDTHS = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
];

const vendorFile = (label: string) =>
  Buffer.from(
    [
      "Vendor Name,Telephone,Web Site,City",
      "Mahogany Pages Bookstore Inc.,(202) 555-0110,,Washington",
      "Blackline Data Sytems,,https://blacklinedata.example,Atlanta",
      `Zephyr Quantum Logistics ${label},(808) 555-0199,,Springfield`,
    ].join("\r\n"),
  );

for (const { label, viewport } of WIDTHS) {
  test.describe(`vendor lists (${label})`, () => {
    test.use({ viewport });

    test("a buyer uploads vendors, sees them matched, confirms a likely match and reads a certified vendor's tier and expiry", async ({
      page,
    }) => {
      await acceptCookies(page);
      await signInAs(page, OWNER);
      await page.goto("/hub");
      await page.getByRole("link", { name: /Vendor Lists/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Vendor lists" })).toBeVisible();
      await hydrated(page);

      await page.getByLabel("Vendor file").setInputFiles({
        name: `vendors-${label}.csv`,
        mimeType: "text/csv",
        buffer: vendorFile(label),
      });
      await page.getByRole("button", { name: "Upload and match" }).click();
      await expect(page.getByRole("heading", { level: 1, name: `vendors-${label}.csv` })).toBeVisible();
      // Matching runs as a job; the page follows its progress until the counts show.
      await expect(page.getByText(/3 vendors: 1 exact, 1 likely, 0 possible, 1 without a match/)).toBeVisible(
        {
          timeout: 20_000,
        },
      );

      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Mahogany Pages Bookstore" })).toBeVisible();
      await expect(
        main.getByText(/Certified · (Valid|Expiring soon) · expires /).filter({ visible: true }),
      ).toBeVisible();
      await expect(main.getByText("same phone; name 100 % alike").filter({ visible: true })).toBeVisible();

      const confirm = main.getByRole("button", {
        name: "Confirm Blackline Data Sytems as Blackline Data Systems",
      });
      await confirm.click();
      await expect(confirm).toBeHidden();
      await expect(
        main.getByText("Confirmed", { exact: true }).filter({ visible: true }).first(),
      ).toBeVisible();
      await expect(page.getByText(/1 to review/)).toBeHidden();

      await page.getByRole("link", { name: "Likely" }).click();
      await expect(main.getByRole("link", { name: "Blackline Data Systems" })).toBeVisible();
      await expect(main.getByRole("link", { name: "Mahogany Pages Bookstore" })).toBeHidden();
      await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", /export\.csv$/);
      await page.screenshot({ path: `test-results/vendor-list-${label}.png`, fullPage: true });
    });

    test("a buyer deletes a list from its page, asked first, and the list is gone from their lists", async ({
      page,
    }) => {
      const name = `delete-me-${label}.csv`;
      await acceptCookies(page);
      await signInAs(page, OWNER);
      await page.goto("/vendor-lists");
      await hydrated(page);
      await page.getByLabel("Vendor file").setInputFiles({
        name,
        mimeType: "text/csv",
        buffer: vendorFile(label),
      });
      await page.getByRole("button", { name: "Upload and match" }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByText(/3 vendors: /)).toBeVisible({ timeout: 20_000 });

      // By keyboard: the question opens on Enter; Escape closes it, the list kept, the focus back on the button.
      const remove = page.getByRole("button", { name: `Delete list ${name}` });
      await remove.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("alertdialog", { name: "Delete this vendor list?" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(name)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(remove).toBeFocused();

      await remove.click();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

      await remove.click();
      await dialog.getByRole("button", { name: "Delete list" }).click();
      await expect(page).toHaveURL(/\/vendor-lists$/);
      await expect(page.getByRole("heading", { level: 1, name: "Vendor lists" })).toBeVisible();
      await expect(page.getByText("Vendor list deleted")).toBeVisible();
      await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Vendor lists" })).toBeVisible();
      await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
    });
  });
}
