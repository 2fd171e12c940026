import { acceptCookies } from "../accounts/fixtures";
import { axeViolations, expect, hydrated, test } from "../support/page-test";

// The demo's approved business: anyone viewing its page may download its certificate and check it.
const BUSINESS = "Mahogany Pages Bookstore";

test("a visitor downloads an approved business's certificate and verifies its number", async ({
  page,
  request,
}) => {
  await acceptCookies(page);
  const search = await request.get(`/api/v1/businesses?keyword=${encodeURIComponent(BUSINESS)}`);
  const { items } = (await search.json()) as { items: { id: string; certificate_number: string | null }[] };
  const { id, certificate_number: number } = items[0]!;
  expect(number).toMatch(/^UJ-\d{4}-\d{6}$/);

  await page.goto(`/business/${id}`);
  await hydrated(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Certificate" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("certificate-mahogany-pages-bookstore.html");
  await expect(page.getByText("Certificate Downloaded")).toBeVisible();
  await expect(
    page.getByText("Your business certificate has been generated and downloaded successfully."),
  ).toBeVisible();
  // The same certificate as PDF, and the business's capability statement beside the page's links.
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Certificate PDF" }).click();
  expect((await pdfDownload).suggestedFilename()).toBe("certificate-mahogany-pages-bookstore.pdf");
  const statement = await page.request.get(
    (await page.getByRole("link", { name: "Capability statement (PDF)" }).getAttribute("href"))!,
  );
  expect(statement.headers()["content-type"]).toBe("application/pdf");
  expect((await statement.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await page.goto(`/verify/${number}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Certificate verification" })).toBeVisible();
  await expect(page.getByRole("status").getByText("Valid", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: BUSINESS })).toHaveAttribute("href", `/business/${id}`);
  expect(await axeViolations(page)).toEqual([]);

  // The lookup form: an unknown number shows the not-found state.
  await page.getByRole("textbox", { name: "Certificate number" }).fill("UJ-1999-000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/verify\/UJ-1999-000000$/);
  await expect(page.getByText("No certificate with this number.")).toBeVisible();
});
