import { signInAsNewMember } from "../accounts/fixtures";
import { createBusinessViaApi, uniqueName } from "../businesses/dashboard-fixtures";
import { axeViolations, expect, hydrated, test } from "../support/page-test";
import { addTemplates, fillAffidavit, PDF, payFirstYear, signOnCanvas } from "./certification-fixtures";

const SHOTS = "test-results/screenshots/certification";

test("an owner applies for Certified with documents, the affidavit and a drawn signature", async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const license = `Business License ${suffix}`;
  const insurance = `Insurance Certificate ${suffix}`;
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await addTemplates(admin, "Certified", [
    { kind: "business_license", title: license },
    { kind: "insurance_certificate", title: insurance },
  ]);
  await admin.dispose();

  await signInAsNewMember(page, "certify");
  const business = await createBusinessViaApi(page.request, { name: uniqueName("Kente Crafts") });

  await page.goto("/certification");
  await hydrated(page);
  await page.getByRole("tab", { name: "My Applications" }).click();
  const row = page.getByRole("listitem").filter({ hasText: business.name });
  await expect(row).toContainText("Ready to apply for certification");
  await row.getByRole("link", { name: `Apply Now: ${business.name}` }).click();
  await expect(page).toHaveURL(`/certification/${business.id}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Certification application" })).toBeVisible();

  await page.getByRole("radio", { name: "Certified" }).check();
  await expect(page.getByText("$348/year")).toBeVisible();
  // Every Certified template is required (the demo data may hold more than the two added here).
  const listed = await page.request.get("/api/v1/certification/templates?tier=Certified");
  const others = ((await listed.json()).items as { title: string }[])
    .map((t) => t.title)
    .filter((t) => t !== license && t !== insurance);
  const total = others.length + 4;
  const progress = (done: number) => page.getByText(`${done} of ${total} completed`);
  // The documents + the affidavit (done once every field is filled) + the signature.
  await expect(progress(0)).toBeVisible();
  await expect(page.getByRole("link", { name: `Download form: ${license}` })).toHaveAttribute(
    "href",
    /^\/files\/private\/templates\/.+\?expires=\d+&signature=/,
  );

  // Submit is disabled while incomplete (aria-disabled, still focusable); pressing it says why:
  // first the unpaid annual fee, then, once paid, the missing items.
  const submit = page.getByRole("button", { name: "Submit Application" });
  await expect(submit).toHaveAttribute("aria-disabled", "true");
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Payment Required")).toBeVisible();

  // The browser refuses a wrong type before sending it.
  await page.getByLabel(`Upload ${license}`).setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await expect(page.getByText("Please upload a PDF, JPG, JPEG or PNG file.")).toBeVisible();

  // A document uploaded before paying is still there after the checkout round trip.
  await page
    .getByLabel(`Upload ${license}`)
    .setInputFiles({ name: "license.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByRole("link", { name: "license.pdf" })).toBeVisible();
  // So is the affidavit as typed in this tab.
  const county = page.getByRole("group", { name: "Venue" }).getByLabel("County");
  await county.fill("Baltimore County");
  await payFirstYear(page, business, "$348");
  await expect(county).toHaveValue("Baltimore County");
  await expect(page.getByRole("radio", { name: "Certified" })).toBeChecked();
  await expect(page.getByRole("link", { name: "license.pdf" })).toBeVisible();
  await expect(progress(1)).toBeVisible();
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Incomplete Application")).toBeVisible();

  await page
    .getByLabel(`Upload ${insurance}`)
    .setInputFiles({ name: "insurance.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByRole("link", { name: "insurance.pdf" })).toBeVisible();
  for (const title of others)
    await page
      .getByLabel(`Upload ${title}`)
      .setInputFiles({ name: "other.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(progress(total - 2)).toBeVisible();

  // A draft can be removed before submission, after a confirmation, and uploaded again.
  await page.getByRole("button", { name: "Remove insurance.pdf" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this document?");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(progress(total - 3)).toBeVisible();
  await page
    .getByLabel(`Upload ${insurance}`)
    .setInputFiles({ name: "insurance.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(progress(total - 2)).toBeVisible();

  // The affidavit: prefilled from the business and the profile; the rest typed, markup included.
  const declarant = page.getByRole("group", { name: "Declarant and business" });
  await expect(declarant.getByLabel("Business name")).toHaveValue(business.name);
  await expect(declarant.getByLabel("City")).toHaveValue("Baltimore");
  await fillAffidavit(page, { title: "<b>Founder</b>" });
  await expect(progress(total - 1)).toBeVisible();

  await signOnCanvas(page);
  await expect(progress(total)).toBeVisible();
  await expect(submit).toHaveAttribute("aria-disabled", "false");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/application-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/application-390.png`, fullPage: true });
  // The upload toasts have gone (one caught while it fades out has, for a moment, too little contrast).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  await submit.click();
  await expect(page.getByRole("heading", { name: "Application under review" })).toBeVisible();
  // The affidavit kept for the checkout is forgotten once submitted.
  const drafts = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((k) => k.startsWith("ujamaa.affidavit.")),
  );
  expect(drafts).toEqual([]);
  await expect(page.getByRole("link", { name: "license.pdf" })).toBeVisible();
  await expect(page.getByRole("link", { name: "insurance.pdf" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  // Markup typed into the affidavit is shown as text, never as markup.
  await expect(page.locator('dd[data-field="title"]')).toHaveText("<b>Founder</b>");
  await expect(page.locator('dd[data-field="title"] b')).toHaveCount(0);
  await expect(page.getByRole("img", { name: "The applicant's signature" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/under-review-1280.png`, fullPage: true });

  await page.goto("/certification?tab=applications");
  const after = page.getByRole("listitem").filter({ hasText: business.name });
  await expect(after).toContainText("Application under review");
  await expect(after.getByRole("link", { name: `View Application: ${business.name}` })).toHaveAttribute(
    "href",
    `/certification/${business.id}`,
  );
});

test("/certification shows its tabs, the plan cards and the empty state; visitors go to /auth", async ({
  page,
}) => {
  await page.goto("/certification");
  await expect(page).toHaveURL(/\/auth/);
  const application = await page.request.get("/certification/00000000-0000-4000-8000-000000000000", {
    maxRedirects: 0,
  });
  expect(application.status()).toBe(302);
  expect(application.headers().location).toMatch(/\/auth$/);

  await signInAsNewMember(page, "plans");
  await page.goto("/certification");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Get Certified" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Benefits" })).toBeVisible();
  const requirements = page
    .getByRole("region", { name: "Requirements" })
    .or(page.locator("section").filter({ has: page.getByRole("heading", { name: "Requirements" }) }));
  for (const item of [
    "Business registration",
    "Insurance documents",
    "Professional references",
    "Identity verification",
  ])
    await expect(requirements.getByText(item)).toBeVisible();
  // No business yet: starting an application begins with a listing.
  await expect(page.getByRole("link", { name: "Start Application" })).toHaveAttribute("href", "/dashboard");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/overview-1280.png`, fullPage: true });

  await page.getByRole("tab", { name: "My Applications" }).click();
  await expect(page).toHaveURL(/tab=applications/);
  await expect(page.getByRole("link", { name: "Create Business Listing" })).toHaveAttribute(
    "href",
    "/dashboard",
  );

  await page.getByRole("tab", { name: "Certification Plans" }).click();
  const plans = page.getByRole("region", { name: /plan$/ });
  await expect(plans).toHaveCount(4);
  const certified = page.getByRole("region", { name: "Certified plan" });
  await expect(certified).toContainText("Most Popular");
  await expect(certified).toContainText("$348/year");
  await expect(certified).toContainText("$29/month billed annually");
  await expect(page.getByRole("region", { name: "Preferred plan" })).toContainText(
    "$59/month billed annually",
  );
  await expect(page.getByRole("region", { name: "Free plan" })).toContainText("$0/month");
  await page.screenshot({ path: `${SHOTS}/plans-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/plans-390.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
});
