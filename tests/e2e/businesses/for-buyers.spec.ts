import { acceptCookies } from "../accounts/fixtures";
import { expect, hydrated, signInAs, test } from "../directory/fixtures";
import { field } from "./dashboard-fixtures";

// The demo owner (owner@ujamaa.test) owns Ashé Wellness Collective.
const OWNER = "owner@ujamaa.test";
const BUSINESS = "Ashé Wellness Collective";

/** The smallest file the server takes as a PDF (its content is sniffed, not its name). */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

const WIDTHS = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
];

for (const { label, viewport } of WIDTHS) {
  test.describe(`the procurement profile (${label})`, () => {
    test.use({ viewport });

    test("an owner fills For buyers and adds an other certification; buyers read it on the page and find the business by NAICS code and certification", async ({
      page,
    }) => {
      await acceptCookies(page);
      await signInAs(page, OWNER);
      await page.goto(`/businesses?keyword=${encodeURIComponent("Ashé Wellness")}`);
      await hydrated(page);
      const card = page.getByRole("article", { name: BUSINESS });
      const businessHref = await card.getByRole("link", { name: BUSINESS }).getAttribute("href");
      await card.getByRole("link", { name: "Edit" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Business" });
      await expect(field(dialog, "Business Name")).toHaveValue(BUSINESS);

      const buyers = dialog.getByRole("group", { name: "For buyers" });
      const chosen = buyers.getByRole("list", { name: "Chosen NAICS codes" });
      if ((await chosen.getByText("621399").count()) === 0) {
        const picker = buyers.getByRole("combobox", { name: /NAICS codes/ });
        await picker.fill("621399");
        await expect(buyers.getByRole("listbox", { name: "NAICS codes found" })).toBeVisible();
        await picker.press("Enter");
        await expect(chosen.getByText("621399")).toBeVisible();
      }
      await buyers
        .getByLabel("Capabilities summary")
        .fill("Workplace wellness programs for teams of 10 to 500.");

      // An other certification with its certificate: saved at once, apart from the business.
      const number = `WBE-E2E-${label}`;
      const others = buyers.getByRole("region", { name: "Other certifications" });
      await others.getByRole("button", { name: "Add a certification" }).click();
      const adding = others.getByRole("group", { name: "Add an other certification" });
      await adding.getByLabel("Kind").selectOption({ label: "WBENC WBE" });
      await adding.getByLabel("Certifier").fill("WBENC Southeast");
      await adding.getByLabel("Certificate number").fill(number);
      await adding.getByLabel("Expiry date").fill("2031-03-31");
      await adding
        .getByLabel("Certificate", { exact: true })
        .setInputFiles({ name: "wbe.pdf", mimeType: "application/pdf", buffer: PDF });
      await adding.getByRole("button", { name: "Add certification" }).click();
      await expect(adding).toHaveCount(0);
      const added = others.getByRole("listitem").filter({ hasText: number });
      await expect(added.getByText("Not checked yet")).toBeVisible();
      await expect(added.getByRole("link", { name: /View certificate/ })).toBeVisible();

      await dialog.getByRole("button", { name: "Update Business" }).click();
      await expect(dialog).toHaveCount(0);

      await page.goto(businessHref!);
      const section = page.getByRole("region", { name: "For buyers" });
      await expect(section.getByText("Workplace wellness programs for teams of 10 to 500.")).toBeVisible();
      await expect(section.getByText(/621399/)).toBeVisible();
      const shown = section.getByRole("listitem").filter({ hasText: number });
      await expect(shown.getByText("WBENC WBE")).toBeVisible();
      await expect(shown.getByText(/Expires Mar 31, 2031/)).toBeVisible();
      // Its certificate is private: the page never links it.
      await expect(section.getByRole("link", { name: /View certificate/ })).toHaveCount(0);

      // A buyer filters the directory by the industry's prefix.
      await page.goto("/directory?naics=6213");
      await expect(page.getByRole("article", { name: BUSINESS })).toBeVisible();
      await page.goto("/directory?naics=5415");
      await expect(page.getByRole("article", { name: BUSINESS })).toHaveCount(0);
      await page.goto("/directory?other_certification=wbenc_wbe");
      await expect(page.getByRole("article", { name: BUSINESS })).toBeVisible();
    });
  });
}
