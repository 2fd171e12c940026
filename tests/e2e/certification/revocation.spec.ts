import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { exited, freePort, type SpawnedServer, startServer } from "../../support/spawn-server";
import { acceptCookies, axeViolations, expect, hydrated, test } from "../accounts/fixtures";
import { DEMO_ADMIN } from "./certification-fixtures";

// A server of its own on fresh demo data: revoking withdraws one demo business's certification for good.
const BUSINESS = "Ironwood Furniture Works";
const REASON = "The ownership affidavit was found to be false.";
const SHOTS = process.env.E2E_SCREENSHOTS;

let server: SpawnedServer;
let origin: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-revocation-"));
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startServer(
    { PORT: String(port), DATA_DIR: dataDir, BASE_URL: origin, AUTH_RATE_LIMIT: "false" },
    90_000,
  );
});

test.afterAll(async () => {
  if (server) {
    server.process.kill("SIGTERM");
    await exited(server.process);
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Screenshots at 1280 px and 390 px when E2E_SCREENSHOTS names a folder (to look at, not compared). */
async function shoot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const DEMO_BUYER = { email: "owner@ujamaa.test", password: "ujamaa-demo-password" };
const REVOKED = `${BUSINESS}'s Certified certification was revoked.`;

/** A buyer's vendor list holding the business (matched exactly by name and phone), ready. */
async function buyerWatching(browser: import("@playwright/test").Browser) {
  const context = await browser.newContext();
  await context.addCookies([{ name: "ujamaa_consent", value: "essential", url: origin }]);
  const buyer = await context.newPage();
  const signIn = await buyer.request.post(`${origin}/api/auth/sign-in/email`, {
    headers: { origin },
    data: DEMO_BUYER,
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const uploaded = await buyer.request.post(`${origin}/api/v1/vendor-lists`, {
    headers: { origin },
    multipart: {
      file: {
        name: "furniture-suppliers.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`Supplier,Phone\r\n${BUSINESS} LLC,215-555-0195\r\n`),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(202);
  const { id } = (await uploaded.json()) as { id: string };
  await expect(async () => {
    const list = await (await buyer.request.get(`${origin}/api/v1/vendor-lists/${id}`)).json();
    expect(list).toMatchObject({ status: "ready", counts: { exact: 1 } });
  }).toPass({ timeout: 20_000 });
  return { buyer, listId: id };
}

test("an admin revokes a certification: /verify then says revoked, the business page shows no badge, and a buyer watching it hears", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { buyer, listId } = await buyerWatching(browser);
  await acceptCookies(page);
  await page.context().addCookies([{ name: "ujamaa_consent", value: "essential", url: origin }]);
  const found = await page.request.get(`${origin}/api/v1/businesses?keyword=${encodeURIComponent(BUSINESS)}`);
  const { items } = (await found.json()) as { items: { id: string; certificate_number: string | null }[] };
  const { id, certificate_number: number } = items[0]!;
  expect(number).toMatch(/^UJ-\d{4}-\d{6}$/);

  // Before: the badge and the certificate on the business page.
  await page.goto(`${origin}/business/${id}`);
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Download Certificate" })).toBeVisible();
  await expect(page.getByText("Certified", { exact: true }).first()).toBeVisible();

  const signIn = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    headers: { origin },
    data: DEMO_ADMIN,
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto(`${origin}/admin/certifications?status=approved`);
  await hydrated(page);
  await expect(page.getByRole("tab", { name: /^Revoked \(0\)/ })).toBeVisible();
  await shoot(page, "admin-tabs", false);
  const card = page.getByRole("article", { name: BUSINESS });
  while (!(await card.isVisible())) {
    await page.getByRole("button", { name: "Load more" }).click();
  }
  await card.getByRole("button", { name: `Revoke certification of ${BUSINESS}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Revoke certification" });
  await expect(dialog).toBeVisible();
  // The reason is required.
  await dialog.getByRole("button", { name: "Revoke certification" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Give a reason for the revocation.");
  await dialog.getByLabel(/^Reason/).fill(REASON);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "revoke-dialog", false);
  await dialog.getByRole("button", { name: "Revoke certification" }).click();
  await expect(page.getByText("Certification revoked", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await expect(page.getByRole("tab", { name: /^Revoked \(1\)/ })).toBeVisible();

  // The public check: revoked, with the date and the history, never the reason.
  await page.goto(`${origin}/verify/${number}`);
  await hydrated(page);
  await expect(page.getByRole("status")).toContainText(/Revoked on [A-Z][a-z]{2} \d{2}, \d{4}/);
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByText("Issued")).toBeVisible();
  await expect(history.getByText("Revoked")).toBeVisible();
  await expect(page.getByText(REASON)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "verify-revoked");

  // The business page: no badge, no certificate.
  await page.goto(`${origin}/business/${id}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: BUSINESS })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download Certificate" })).toHaveCount(0);
  await expect(page.getByText("Certified", { exact: true })).toHaveCount(0);

  // The buyer whose vendor list holds it: the change on the list's page, with its date, and the bell,
  // on a wide screen and on a phone.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await buyer.setViewportSize(viewport);
    await buyer.goto(`${origin}/vendor-lists/${listId}`);
    await hydrated(buyer);
    await expect(buyer.getByText("1 vendor: 1 exact, 0 likely, 0 possible, 0 without a match")).toBeVisible();
    await expect(buyer.getByText(/Revoked · expires/)).toHaveCount(0);
    const changes = buyer.getByRole("region", { name: "Certification changes" });
    await expect(changes.getByText(REVOKED)).toBeVisible({ timeout: 15_000 });
    // Only what happened since the list was uploaded: the business's earlier approval is not a change.
    await expect(changes.getByRole("listitem")).toHaveCount(1);
    await expect(changes.locator("time")).toHaveText(/[A-Z][a-z]{2} \d{2}, \d{4}/);
    const bell = buyer.getByRole("button", { name: /^Notifications, \d+ unread$/ }).filter({ visible: true });
    await expect(bell).toHaveCount(1);
    await bell.click();
    await expect(buyer.getByText(REVOKED).filter({ visible: true }).last()).toBeVisible();
    await buyer.keyboard.press("Escape");
  }
  await shoot(buyer, "vendor-list-revoked");
});
