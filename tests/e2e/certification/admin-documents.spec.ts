import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { minimalPdf } from "~/server/db/seed/demo-files";
import { acceptCookies, axeViolations, expect, hydrated, test } from "../accounts/fixtures";
import { signInAs } from "../directory/fixtures";

const ADMIN = "admin@ujamaa.test";

test("an admin uploads a real PDF template, edits it inline and deletes it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-templates-"));
  const pdfPath = path.join(dir, "W-9 Form (2026).pdf");
  fs.writeFileSync(pdfPath, minimalPdf("W-9 Request for Taxpayer Identification"));
  const htmlPath = path.join(dir, "fake.pdf");
  fs.writeFileSync(htmlPath, "<!doctype html><p>not a pdf</p>");
  const textPath = path.join(dir, "notes.txt");
  fs.writeFileSync(textPath, "plain text");

  await acceptCookies(page);
  await signInAs(page, ADMIN);
  await page.goto("/admin/documents");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Document Management", level: 1 })).toBeVisible();
  await expect(
    page.getByText("Affidavit forms are available in the Add Your Business sections."),
  ).toBeVisible();
  await expect(page.getByText("The image form was removed from the onboarding walkthrough.")).toBeVisible();
  // The demo templates are listed.
  await expect(page.getByRole("heading", { name: "Affidavit (Preferred)" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Nothing chosen: 'Missing information'.
  await page.getByRole("button", { name: "Upload Document" }).click();
  await expect(page.getByText("Missing information")).toBeVisible();

  // A text file is refused in the browser.
  await page.getByLabel(/^File/).setInputFiles(textPath);
  await expect(page.getByText("Invalid file type")).toBeVisible();
  await expect(page.getByText("Only PDF and Word documents are allowed")).toBeVisible();

  // An HTML page named .pdf passes the browser's check and is refused by the server by its content.
  await page.getByLabel("Title").fill("Fake form");
  await page.getByLabel("Certification tier").selectOption("Certified");
  await page.getByLabel("Document type").selectOption("tax_id");
  await page.getByLabel(/^File/).setInputFiles(htmlPath);
  await page.getByRole("button", { name: "Upload Document" }).click();
  await expect(page.getByText("Only PDF and Word documents are allowed").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fake form" })).toHaveCount(0);

  // The real PDF.
  await page.getByLabel("Title").fill("W-9 Form");
  await page.getByLabel("Instructions (optional)").fill("Fill in your taxpayer number and sign.");
  await page.getByLabel(/^File/).setInputFiles(pdfPath);
  await page.getByRole("button", { name: "Upload Document" }).click();
  await expect(page.getByText("Document uploaded")).toBeVisible();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "W-9 Form" }) });
  await expect(item.getByText("Fill in your taxpayer number and sign.")).toBeVisible();
  await expect(item.getByText(/Certified · Tax ID · PDF · Uploaded/)).toBeVisible();
  await page.screenshot({ path: "test-results/admin-documents-1280.png", fullPage: true });

  // Download opens in a new tab and answers the PDF.
  const download = item.getByRole("link", { name: "Download W-9 Form" });
  await expect(download).toHaveAttribute("target", "_blank");
  const file = await page.request.get((await download.getAttribute("href"))!);
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // Inline edit, kept on the server.
  await item.getByRole("button", { name: "Edit W-9 Form" }).click();
  await page.getByLabel("Name").fill("W-9 Taxpayer Form");
  await page.getByLabel("Description (optional)").fill("Signed within the last year.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Document updated")).toBeVisible();
  await page.reload();
  await hydrated(page);
  const edited = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "W-9 Taxpayer Form" }) });
  await expect(edited.getByText("Signed within the last year.")).toBeVisible();

  // Delete asks first.
  await edited.getByRole("button", { name: "Delete W-9 Taxpayer Form" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Are you sure you want to delete this document?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Document deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name: "W-9 Taxpayer Form" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "W-9 Taxpayer Form" })).toHaveCount(0);
});

test("the document page fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await acceptCookies(page);
  await signInAs(page, ADMIN);
  await page.goto("/admin/documents");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Upload a template document" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/admin-documents-390.png", fullPage: true });
});
