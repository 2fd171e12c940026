import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { exited, freePort, type SpawnedServer, startServer } from "../../support/spawn-server";
import { acceptCookies, expect, hydrated, test } from "../accounts/fixtures";

const DEMO_OWNER = { email: "owner@ujamaa.test", password: "ujamaa-demo-password" };

// A server of its own on fresh demo data: paying renews one of the demo owner's two renewals for
// good, and other specs check those businesses' "Expires Soon" and "Expired" badges.
let server: SpawnedServer;
let origin: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-renewal-"));
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

async function openRenewals(page: Page) {
  await acceptCookies(page);
  await page.context().addCookies([{ name: "ujamaa_consent", value: "essential", url: origin }]);
  const res = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    headers: { origin },
    data: DEMO_OWNER,
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(`${origin}/dashboard`);
  await hydrated(page);
  return page.getByRole("region", { name: "Certification Renewals" });
}

test("the demo owner renews a certification through the test checkout, or cancels it", async ({ page }) => {
  const renewals = await openRenewals(page);
  const legacy = renewals.getByRole("listitem").filter({ hasText: "Legacy Auto Care" });
  await legacy.getByRole("button", { name: "Renew" }).click();

  await expect(page).toHaveURL(new RegExp(`^${origin}/pay/sim_[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Ujamaa test checkout" })).toBeVisible();
  await expect(page.getByText("Legacy Auto Care")).toBeVisible();
  await expect(page.getByText("$348/year")).toBeVisible();
  await expect(page.getByText(/no card is charged/)).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(/\/dashboard\?payment=success&session_id=sim_/);
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible();
  // An expired certification runs a year from today.
  const nextYear = new Date();
  nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
  const day = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(page.getByRole("status")).toContainText(`now runs until ${day.format(nextYear)}`);
  await expect(page.getByRole("region", { name: "Certification Renewals" })).toHaveCount(0);

  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  const after = page.getByRole("region", { name: "Certification Renewals" });
  await expect(after.getByText("Queen's Table Catering")).toBeVisible();
  await expect(after.getByText("Legacy Auto Care")).toHaveCount(0);

  await hydrated(page);
  await after.getByRole("button", { name: "Renew" }).click();
  await expect(page).toHaveURL(/\/pay\/sim_/);
  await hydrated(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`${origin}/dashboard?payment=canceled`);
  await expect(page.getByText("Payment was canceled. You can try again anytime.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(
    page.getByRole("region", { name: "Certification Renewals" }).getByText("Queen's Table Catering"),
  ).toBeVisible();
});
