import type { Browser, Page } from "@playwright/test";
import { acceptCookies, expect, hydrated, signInAsNewMember, test } from "../accounts/fixtures";
import { signInAs } from "../directory/fixtures";

// The demo owner (owner@ujamaa.test) answers for Blackline Data Systems, their active business.
const OWNER = "owner@ujamaa.test";
const BUSINESS = "Blackline Data Systems";
/** The smallest file the server takes as a PDF (its content is sniffed, not its name). */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

/** The posting owner's NAICS code, chosen in the form's picker. */
const NAICS = "238210 Electrical Contractors and Other Wiring Installation Contractors";

const WIDTHS = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
];

async function postOpportunity(browser: Browser, viewport: { width: number; height: number }, title: string) {
  const context = await browser.newContext({ viewport });
  const poster = await context.newPage();
  await signInAsNewMember(poster, "answers-poster");
  await poster.goto("/opportunities");
  await hydrated(poster);
  await poster.getByRole("button", { name: "Post Opportunity" }).click();
  const dialog = poster.getByRole("dialog", { name: "Create New Opportunity" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Company Name").fill("Peachtree Schools");
  await dialog.getByLabel("Description").fill("Network cabling for three school buildings.");
  await dialog.getByLabel("Location").fill("Atlanta, GA");
  await dialog.getByRole("combobox", { name: "NAICS codes (NAICS 2017)" }).fill("wiring");
  await dialog.getByRole("option", { name: NAICS }).click();
  await expect(dialog.getByRole("list", { name: "Chosen NAICS codes" })).toContainText(NAICS);
  await dialog.getByRole("button", { name: "Create Opportunity" }).click();
  await expect(poster.getByText(/Contract opportunity created/)).toBeVisible();
  return { context, poster };
}

async function openOpportunity(page: Page, title: string) {
  await page.goto("/opportunities");
  await hydrated(page);
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await hydrated(page);
}

for (const { label, viewport } of WIDTHS) {
  test.describe(`answers to an opportunity (${label})`, () => {
    test.use({ viewport });
    // Two members sign in, one posts with a NAICS code, the other answers with a file, the first awards:
    // near 30 s on this machine, so room beyond the default.
    test.setTimeout(90_000);

    test("a second owner posts with a NAICS code; an owner answers with a file; the poster shortlists and awards it; the owner's bell and every visitor see Awarded", async ({
      page,
      browser,
    }) => {
      const title = `School cabling ${label} ${Date.now().toString(36)}`;
      const { context, poster } = await postOpportunity(browser, viewport, title);
      let opportunityPath = "";
      try {
        await acceptCookies(page);
        await signInAs(page, OWNER);
        await openOpportunity(page, title);
        // The page names the code, its title and the edition.
        const naics = page.getByRole("heading", { name: "NAICS codes (NAICS 2017)" });
        await expect(naics).toBeVisible();
        await expect(page.getByRole("listitem").filter({ hasText: NAICS })).toBeVisible();
        const answer = page.getByRole("region", { name: "Answer this opportunity" });
        await answer.getByLabel("Answer for").selectOption({ label: BUSINESS });
        await answer.getByLabel("Message").fill("We cabled twelve schools in Fulton County last year.");
        await answer.getByLabel("Price quote (USD, optional)").fill("38000");
        await answer
          .getByLabel("Attachments (optional)")
          .setInputFiles({ name: "capabilities.pdf", mimeType: "application/pdf", buffer: PDF });
        await answer.getByLabel(/Show my business name/).check();
        await answer.getByRole("button", { name: "Send answer" }).click();
        await expect(page.getByText("Answer sent")).toBeVisible();
        await expect(answer.getByRole("link", { name: "capabilities.pdf" })).toBeVisible();
        // The owner's other businesses may still answer, under a heading of their own.
        await expect(
          answer.getByRole("heading", { name: "Answer for another of your businesses" }),
        ).toBeVisible();

        // The poster reads the answer, shortlists it and awards it.
        await openOpportunity(poster, title);
        opportunityPath = new URL(poster.url()).pathname;
        await poster.getByRole("link", { name: "See the answers" }).click();
        await hydrated(poster);
        const card = poster.getByRole("article", { name: BUSINESS });
        await expect(card.getByText("We cabled twelve schools")).toBeVisible();
        await card.getByRole("button", { name: "Shortlist" }).click();
        await expect(card.getByText("Shortlisted", { exact: true })).toBeVisible();
        await expect(card.getByRole("button", { name: "Shortlist" })).toHaveCount(0);
        await card.getByRole("button", { name: "Award" }).click();
        await poster.getByRole("alertdialog").getByRole("button", { name: "Award" }).click();
        await expect(poster.getByText(/Awarded/).first()).toBeVisible();

        // The owner is told in the bell.
        await page.goto("/hub");
        await hydrated(page);
        await page
          .getByRole("navigation", { name: "Main" })
          .getByRole("button", { name: /^Notifications/ })
          .click();
        await expect(
          page.getByRole("dialog", { name: "Notifications" }).getByText("Awarded: your answer won").first(),
        ).toBeVisible();
      } finally {
        await context.close();
      }

      // A visitor sees the opportunity marked Awarded, with the winner who agreed to be named.
      const visitor = await browser.newPage({ viewport });
      try {
        await visitor.goto(opportunityPath);
        await expect(visitor.getByText(`Awarded to ${BUSINESS}`)).toBeVisible();
        await expect(visitor.getByRole("listitem").filter({ hasText: NAICS })).toBeVisible();
      } finally {
        await visitor.close();
      }
    });
  });
}
