import type { APIRequestContext, Page } from "@playwright/test";
import { minimalPdf } from "~/server/db/seed/demo-files";
import { expect, hydrated, sameOrigin } from "../support/page-test";

/** The demo administrator (demo data is loaded by the e2e server). */
export const DEMO_ADMIN = { email: "admin@ujamaa.test", password: "ujamaa-demo-password" };

/** A one-page PDF, made as the demo data makes its own. */
export const PDF = minimalPdf("Certification test document");

/**
 * Required documents of a tier, uploaded as the admin documents page does (POST /api/v1/admin/documents,
 * the admin side of certification), in a request context of its own so the page's user is untouched.
 */
export async function addTemplates(
  request: APIRequestContext,
  tier: string,
  templates: { kind: string; title: string }[],
) {
  const signIn = await request.post("/api/auth/sign-in/email", { headers: sameOrigin(), data: DEMO_ADMIN });
  expect(signIn.ok()).toBe(true);
  for (const t of templates) {
    const res = await request.post("/api/v1/admin/documents", {
      headers: sameOrigin(),
      multipart: {
        file: { name: `${t.kind}.pdf`, mimeType: "application/pdf", buffer: PDF },
        title: t.title,
        tier,
        document_type: t.kind,
        instructions: "Fill in, sign and upload.",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** Draws a signature on the pad with the mouse: a few strokes across the canvas. */
export async function signOnCanvas(page: Page) {
  const canvas = page.getByRole("img", { name: /Signature pad/ });
  await expect(canvas).toHaveAttribute("data-ready", "true");
  await canvas.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + 30 + i * 20, box.y + box.height * (0.6 + Math.sin(i) * 0.2), { steps: 3 });
  }
  await page.mouse.up();
}

/** Fills the affidavit fields the business and the profile do not prefill, and confirms the 51% ownership. */
export async function fillAffidavit(page: Page, { title }: { title: string }) {
  await page.getByRole("group", { name: "Venue" }).getByLabel("County").fill("Baltimore City");
  await page.getByRole("group", { name: "Signed by" }).getByLabel("Title").fill(title);
  const notary = page.getByRole("group", { name: "Notary" });
  await notary.getByLabel("Notary day").fill("23");
  await notary.getByLabel("Notary month").fill("November");
  await notary.getByLabel("Notary year").fill("2026");
  await notary.getByLabel("Notary public").fill("Nia Notary");
  await notary.getByLabel("Commission expires").fill("2030-06-30");
  await page.getByRole("checkbox", { name: /own at least 51% of the business/ }).check();
}

/**
 * On the application page: pays the chosen tier's first year through the local test checkout
 * (/pay → Pay → the dashboard's success → Continue your application) and comes back to the page.
 */
export async function payFirstYear(page: Page, business: { id: string }, price: string) {
  await page.getByRole("button", { name: `Pay ${price} and continue` }).click();
  await expect(page).toHaveURL(/\/pay\/sim_[0-9a-f-]{36}$/);
  await hydrated(page);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\?payment=success&session_id=sim_/);
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible();
  await page.getByRole("link", { name: "Continue your application" }).click();
  await expect(page).toHaveURL(`/certification/${business.id}`);
  await hydrated(page);
  await expect(page.getByRole("region", { name: "Payment" })).toContainText("Paid on");
}
