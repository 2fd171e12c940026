import type { Page } from "@playwright/test";
import {
  acceptCookies,
  axeViolations,
  expect,
  hydrated,
  sameOrigin,
  signInAsNewMember,
  test,
} from "../accounts/fixtures";
import { signInAs } from "../directory/fixtures";

// The demo data holds pending applications, each with a PNG scan and a PDF affidavit (see
// src/server/db/seed/demo-certification-documents.ts). These tests decide three of them that no other
// test reads: Zuma Solar Manufacturing (approved), Umlazi Logistics (rejected) and Kinfolk Fiber
// Networks (decided behind the page's back).
const ADMIN = "admin@ujamaa.test";

const applicationCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const tab = (page: Page, name: RegExp) => page.getByRole("tab", { name });
const countOf = async (page: Page, label: RegExp) =>
  Number((await tab(page, label).textContent())?.match(/\((\d+)\)/)?.[1]);

test("an admin previews an image and a PDF, approves with notes, and the card moves to Approved", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await acceptCookies(page);
  await signInAs(page, ADMIN);
  await page.goto("/admin/certifications");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Certification Management", level: 1 })).toBeVisible();
  for (const label of ["Total", "Pending Review", "Approved", "Rejected"])
    await expect(page.getByRole("listitem").filter({ hasText: label }).first()).toBeVisible();
  const pendingBefore = await countOf(page, /^Pending/);
  const approvedBefore = await countOf(page, /^Approved/);

  const card = applicationCard(page, "Zuma Solar Manufacturing");
  await expect(card).toBeVisible();
  await expect(card.getByText("Pending Review").first()).toBeVisible();
  await expect(card.getByText("Requested tier")).toBeVisible();
  await expect(card.getByText("Documents", { exact: true })).toBeVisible();
  // The demo applications were made without the pad: the card says so instead of a broken image.
  await expect(card.getByRole("region", { name: "Signature of Zuma Solar Manufacturing" })).toContainText(
    "No signature on file",
  );
  // The whole submission: the typed affidavit (open while pending), the payment and the history.
  await expect(card.locator('dd[data-field="businessName"]')).toHaveText("Zuma Solar Manufacturing");
  for (const field of ["county", "executionYear", "notaryPublic", "commissionExpires"])
    await expect(card.locator(`dd[data-field="${field}"]`)).toHaveText(/\S/);
  await expect(card.getByText("Declared ownership of at least 51% of the business.")).toBeVisible();
  await expect(card.getByText(/^\$[\d,]+\.\d\d, paid on [A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
  await card.getByText(/^History \(1\)/).click();
  await expect(card.getByText("None → Pending Review")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The image is shown inline.
  await card.getByRole("button", { name: "Preview business-license-scan.png" }).click();
  const imageDialog = page.getByRole("dialog", { name: "business-license-scan.png" });
  await expect(imageDialog.getByText("BUSINESS LICENSE")).toBeVisible();
  const image = imageDialog.getByRole("img", { name: "Preview of business-license-scan.png" });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: "test-results/admin-certifications-preview-1280.png" });
  // Each document can be marked on its own.
  await imageDialog.getByLabel("Note on this document (optional)").fill("Readable and current.");
  await imageDialog.getByRole("button", { name: "Approve document" }).click();
  await expect(imageDialog.getByText("Approved").first()).toBeVisible();
  await page.keyboard.press("Escape");

  // A PDF is read in place: the browser's own viewer in a frame on our origin, through the signed link
  // (headless Chromium may draw no viewer, so the frame's answer is what is checked); its download stays.
  const framed = page.waitForResponse(
    (res) => res.url().includes("/files/private/") && res.request().resourceType() === "document",
  );
  await card.getByRole("button", { name: "Preview signed-affidavit.pdf" }).click();
  const pdfDialog = page.getByRole("dialog", { name: "signed-affidavit.pdf" });
  await expect(pdfDialog.getByText("AFFIDAVIT", { exact: true })).toBeVisible();
  await expect(pdfDialog.getByText("Preview not available for this file type.")).toHaveCount(0);
  const frame = pdfDialog.getByTitle("Preview of signed-affidavit.pdf");
  await expect(frame).toBeVisible();
  const frameUrl = new URL((await frame.getAttribute("src"))!, page.url());
  expect(frameUrl.origin).toBe(new URL(page.url()).origin);
  expect(frameUrl.pathname).toMatch(/^\/files\/private\//);
  const answer = await framed;
  expect(answer.url()).toBe(`${frameUrl.origin}${frameUrl.pathname}${frameUrl.search}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["content-disposition"]).toBe("inline");
  expect(answer.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  await page.screenshot({ path: "test-results/admin-certifications-pdf-preview-1280.png" });
  const href = await pdfDialog.getByRole("link", { name: "Download" }).getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename=".+\.pdf"$/);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await page.keyboard.press("Escape");

  await card.getByLabel("Review notes (optional)").fill("All documents verified in person.");
  await card.getByRole("button", { name: "Approve Application" }).click();
  await expect(page.getByText("Status Updated")).toBeVisible();
  await expect(page.getByText("Certification approved successfully.")).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await countOf(page, /^Pending/)).toBe(pendingBefore - 1);
  expect(await countOf(page, /^Approved/)).toBe(approvedBefore + 1);

  await tab(page, /^Approved/).click();
  await expect(page).toHaveURL(/status=approved/);
  const approved = applicationCard(page, "Zuma Solar Manufacturing");
  await expect(approved).toBeVisible();
  await expect(approved.getByText("All documents verified in person.").first()).toBeVisible();
  await expect(approved.getByRole("button", { name: "Approve Application" })).toHaveCount(0);
  // The decision reached every document, the one approved on its own and the one never looked at.
  const documents = approved.getByRole("region", { name: "Documents of Zuma Solar Manufacturing" });
  await expect(documents.getByText("Approved", { exact: true })).toHaveCount(2);
  await expect(documents.getByText("Pending Review")).toHaveCount(0);
  await approved.getByText(/^History \(2\)/).click();
  await expect(approved.getByText("Pending Review → Approved")).toBeVisible();

  // Its history names the admin, the change and the notes.
  await approved.getByRole("link", { name: /View certification history/ }).click();
  await expect(page.getByRole("heading", { name: "Certification history" })).toBeVisible();
  const latest = page.getByRole("main").getByRole("listitem").first();
  await expect(latest).toContainText("Pending Review → Approved");
  await expect(latest).toContainText("All documents verified in person.");
  await expect(latest).toContainText("Amara Okafor");
});

test("a second application is rejected with notes and shows under Rejected (phone width)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await acceptCookies(page);
  await signInAs(page, ADMIN);
  await page.goto("/admin/certifications");
  await hydrated(page);
  const card = applicationCard(page, "Umlazi Logistics");
  await card.getByLabel("Review notes (optional)").fill("The insurance certificate is missing.");
  await page.screenshot({ path: "test-results/admin-certifications-390.png", fullPage: false });
  await card.getByRole("button", { name: "Reject Application" }).click();
  await expect(page.getByText("Certification rejected successfully.")).toBeVisible();
  await expect(card).toHaveCount(0);
  await tab(page, /^Rejected/).click();
  const rejected = applicationCard(page, "Umlazi Logistics");
  await expect(rejected.getByText("The insurance certificate is missing.").first()).toBeVisible();
  await expect(rejected.getByText("Rejected").first()).toBeVisible();
  const documents = rejected.getByRole("region", { name: "Documents of Umlazi Logistics" });
  await expect(documents.getByText("Rejected", { exact: true })).toHaveCount(2);
  await expect(documents.getByText("Pending Review")).toHaveCount(0);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
});

test("deciding an application another admin has just decided shows the error and refreshes the list", async ({
  page,
}) => {
  await acceptCookies(page);
  await signInAs(page, ADMIN);
  await page.goto("/admin/certifications");
  await hydrated(page);
  const card = applicationCard(page, "Kinfolk Fiber Networks");
  await expect(card).toBeVisible();
  // Meanwhile the application is decided elsewhere (the same API another admin's page calls).
  const id = (await card
    .getByRole("link", { name: /View certification history/ })
    .getAttribute("href"))!.split("/")[3];
  const elsewhere = await page.request.post(`/api/v1/admin/certifications/${id}/decision`, {
    headers: sameOrigin(),
    data: { decision: "approved" },
  });
  expect(elsewhere.status()).toBe(200);
  await card.getByRole("button", { name: "Reject Application" }).click();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Failed to update status: Only a pending application can be approved or rejected."),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("a non-admin is sent to / from the admin pages", async ({ page }) => {
  await acceptCookies(page);
  await signInAsNewMember(page, "not-admin");
  for (const path of [
    "/admin/certifications",
    "/admin/documents",
    "/admin/certifications/00000000-0000-4000-8000-000000000000/history",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  const api = await page.request.get("/api/v1/admin/certifications");
  expect(api.status()).toBe(403);
});
