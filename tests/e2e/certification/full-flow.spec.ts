import type { Browser, Page } from "@playwright/test";
import { documentScanPng, minimalPdf } from "~/server/db/seed/demo-files";
import { acceptCookies, hydrated, signInAsNewMember } from "../accounts/fixtures";
import { createBusinessViaApi, uniqueName } from "../businesses/dashboard-fixtures";
import { card, signInAs } from "../directory/fixtures";
import { expect, test } from "../support/page-test";
import { fillAffidavit, payFirstYear, signOnCanvas } from "./certification-fixtures";

// The whole path through the product alone: an owner applies, an admin is told, previews and
// decides, and the owner sees the outcome (status, search badge, notes, notification).

const bellOf = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /^Notifications/ });

/** Opens the bell and returns the panel's entry whose text mentions `text`. */
async function notificationAbout(page: Page, text: string) {
  await page.goto("/hub");
  await hydrated(page);
  await bellOf(page).click();
  return page.getByRole("dialog", { name: "Notifications" }).getByRole("button").filter({ hasText: text });
}

/** From /certification → My Applications → Apply Now to a submitted Certified application. */
async function applyForCertified(page: Page, business: { id: string; name: string }) {
  await page.goto("/certification?tab=applications");
  await hydrated(page);
  const row = page.getByRole("listitem").filter({ hasText: business.name });
  await expect(row).toContainText("Ready to apply for certification");
  await row.getByRole("link", { name: `Apply Now: ${business.name}` }).click();
  await expect(page).toHaveURL(`/certification/${business.id}`);
  await hydrated(page);

  await page.getByRole("radio", { name: "Certified" }).check();
  // The first year is paid before anything else (the affidavit is not kept across the checkout).
  await payFirstYear(page, business, "$348");
  // Every Certified template (the demo data's and any another test added) is required: the first
  // is answered with a scanned image, the others with PDFs.
  const listed = await page.request.get("/api/v1/certification/templates?tier=Certified");
  const titles = ((await listed.json()).items as { title: string }[]).map((t) => t.title);
  // At least two (the demo data has several): one image and one PDF to preview.
  expect(titles.length).toBeGreaterThan(1);
  const scan = await documentScanPng("BUSINESS LICENSE");
  for (const [i, title] of titles.entries()) {
    const file =
      i === 0
        ? { name: "license-scan.png", mimeType: "image/png", buffer: scan }
        : { name: `form-${i}.pdf`, mimeType: "application/pdf", buffer: minimalPdf(title) };
    await page.getByLabel(`Upload ${title}`).setInputFiles(file);
    await expect(page.getByRole("link", { name: file.name, exact: true })).toBeVisible();
  }

  await fillAffidavit(page, { title: "Owner" });
  await signOnCanvas(page);

  const total = titles.length + 2;
  await expect(page.getByText(`${total} of ${total} completed`)).toBeVisible();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Application under review" })).toBeVisible();
}

/** A second browser context signed in as the demo admin. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await acceptCookies(page);
  await signInAs(page, "admin@ujamaa.test");
  return page;
}

test("an owner applies, the admin is told, previews and approves; a second application is rejected with notes", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsNewMember(page, "full-flow");
  const approved = await createBusinessViaApi(page.request, { name: uniqueName("Sankofa Full Flow Bakery") });
  const rejected = await createBusinessViaApi(page.request, { name: uniqueName("Adinkra Full Flow Press") });

  // Before: no tier badge in search.
  await page.goto(`/directory?search=${encodeURIComponent(approved.name)}`);
  await expect(card(page, approved.name)).toBeVisible();
  await expect(card(page, approved.name).getByText("Certified", { exact: true })).toHaveCount(0);

  await applyForCertified(page, approved);

  // The admin sees the in-app notification in the bell; it leads to the review page.
  const admin = await adminPage(browser);
  const told = await notificationAbout(admin, `${approved.name} applied for Certified certification.`);
  await expect(told).toHaveCount(1);
  await expect(told).toContainText("New certification application");
  await told.click();
  await expect(admin).toHaveURL(/\/admin\/certifications$/);
  await hydrated(admin);

  const cardOf = (name: string) => admin.getByRole("article", { name, exact: true });
  const application = cardOf(approved.name);
  await expect(application.getByText("Requested tier")).toBeVisible();
  await expect(application).toContainText("Certified");
  const signature = application.getByRole("img", { name: `The applicant's signature for ${approved.name}` });
  await expect(signature).toBeVisible();
  expect(await signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await application.screenshot({
    path: "test-results/screenshots/certification/full-flow-admin-card-1280.png",
  });

  // The scanned image is shown inline; the PDF in a frame, with its download.
  await application.getByRole("button", { name: "Preview license-scan.png", exact: true }).click();
  const imageDialog = admin.getByRole("dialog", { name: "license-scan.png" });
  const image = imageDialog.getByRole("img", { name: "Preview of license-scan.png" });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await admin.keyboard.press("Escape");
  await expect(imageDialog).toHaveCount(0);

  await application.getByRole("button", { name: "Preview form-1.pdf", exact: true }).click();
  const pdfDialog = admin.getByRole("dialog", { name: "form-1.pdf" });
  await expect(pdfDialog.getByTitle("Preview of form-1.pdf")).toBeVisible();
  const href = await pdfDialog.getByRole("link", { name: "Download" }).getAttribute("href");
  const pdf = await admin.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await admin.keyboard.press("Escape");

  await application.getByRole("button", { name: "Approve Application" }).click();
  await expect(admin.getByText("Certification approved successfully.")).toBeVisible();
  await expect(application).toHaveCount(0);

  // The owner: 'Certification active' under My Applications, the Certified badge in search.
  await page.goto("/certification?tab=applications");
  const row = page.getByRole("listitem").filter({ hasText: approved.name });
  await expect(row).toContainText("Certification active");
  await page.goto(`/directory?search=${encodeURIComponent(approved.name)}`);
  await expect(card(page, approved.name).getByText("Certified", { exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/certification/full-flow-search-1280.png" });

  // The second application is rejected with notes.
  await applyForCertified(page, rejected);
  await admin.goto("/admin/certifications");
  await hydrated(admin);
  const second = cardOf(rejected.name);
  await second
    .getByLabel("Review notes (optional)")
    .fill("The license scan is unreadable; please rescan it.");
  await second.getByRole("button", { name: "Reject Application" }).click();
  await expect(admin.getByText("Certification rejected successfully.")).toBeVisible();
  await expect(second).toHaveCount(0);
  await admin.context().close();

  await page.goto(`/certification/${rejected.id}`);
  const notice = page.getByRole("alert").filter({ hasText: "Application rejected" });
  await expect(notice).toContainText("The license scan is unreadable; please rescan it.");
  const update = await notificationAbout(page, `Your application for ${rejected.name} was not approved.`);
  await expect(update).toContainText("Certification application not approved");
  await expect(update).toContainText("The license scan is unreadable; please rescan it.");
  await update.click();
  await expect(page).toHaveURL(`/certification/${rejected.id}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: "test-results/screenshots/certification/full-flow-rejected-390.png",
    fullPage: true,
  });
});
