import type { Page } from "@playwright/test";
import { exited, type SpawnedServer, startServer } from "../../support/spawn-server";
import { acceptCookies, expect, hydrated, test } from "../accounts/fixtures";
import { DEAD_JOB_ERROR, DEAD_JOB_RECIPIENT, dataDirWithDeadJob } from "../support/dead-job";

const DEMO_PASSWORD = "ujamaa-demo-password";

// A production server of its own, on a database that already holds a dead mail job (the shared
// e2e server's embedded database is locked by its process, so no test can plant a job in it).
let server: SpawnedServer;
let origin: string;
let jobId: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ({ dataDir, jobId } = await dataDirWithDeadJob());
  server = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: "false" }, 90_000);
  // better-auth expects the origin it was configured with: localhost and the server's port.
  origin = `http://localhost:${new URL(server.url).port}`;
});

test.afterAll(async () => {
  if (server) {
    server.process.kill("SIGTERM");
    await exited(server.process);
  }
  if (dataDir) (await import("node:fs")).rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, email: string) {
  const res = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    headers: { origin },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const queueCard = (page: Page, name: RegExp) => page.getByRole("region", { name });
test("an admin sees the queues by state and retries a dead job from the list", async ({ page }) => {
  await acceptCookies(page);
  await signIn(page, "admin@ujamaa.test");
  await page.goto(`${origin}/hub`);
  await page.getByRole("link", { name: /Job Queue/ }).click();
  await expect(page).toHaveURL(`${origin}/admin/jobs`);
  await expect(page.getByRole("heading", { level: 1, name: "Job Queue" })).toBeVisible();
  await hydrated(page);

  const mail = queueCard(page, /^E-mail/);
  const stat = (label: string) =>
    mail
      .locator("div", { has: page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }) })
      .getByRole("definition");
  await expect(stat("Dead")).toHaveText("1");
  await expect(stat("Retrying")).toHaveText("0");
  await expect(queueCard(page, /^Opportunity alerts/)).toBeVisible();

  const job = page.getByRole("listitem", { name: new RegExp(jobId) });
  await expect(job).toContainText(DEAD_JOB_ERROR);
  await expect(job).toContainText("1 attempt");
  await expect(job).toContainText(/failed [A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} UTC/);
  // Nothing the job carries is shown.
  await expect(page.getByText(DEAD_JOB_RECIPIENT)).toHaveCount(0);
  await page.screenshot({ path: "test-results/admin-jobs-1280.png", fullPage: true });

  await job.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Job queued again")).toBeVisible();
  // The page reads the queue again, no reload: out of the dead list, counted as retrying (or as
  // running or done, when a worker took it up meanwhile).
  await expect(job).toHaveCount(0);
  await expect(
    page.getByText("No dead jobs. Every job has finished or is still being retried."),
  ).toBeVisible();
  await expect(stat("Dead")).toHaveText("0");
  const afterDead = await Promise.all(
    ["Retrying", "Running", "Done"].map((label) => stat(label).textContent()),
  );
  expect(afterDead.reduce((sum, n) => sum + Number(n), 0)).toBe(1);

  // It runs again (this server has no SMTP: the outbox) and is done.
  await expect
    .poll(async () => {
      const res = await page.request.get(
        `${origin}/api/dev/mail?to=${encodeURIComponent(DEAD_JOB_RECIPIENT)}`,
      );
      return ((await res.json()) as { items: unknown[] }).items.length;
    })
    .toBe(1);
  await expect
    .poll(async () => {
      await page.getByRole("button", { name: "Refresh" }).click();
      return stat("Done").textContent();
    })
    .not.toBe("0");
  await expect(stat("Dead")).toHaveText("0");
});

test("on a phone the queue reads top to bottom", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await acceptCookies(page);
  await signIn(page, "admin@ujamaa.test");
  await page.goto(`${origin}/admin/jobs`);
  await expect(page.getByRole("heading", { level: 1, name: "Job Queue" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Dead jobs/ })).toBeVisible();
  // Nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/admin-jobs-390.png", fullPage: true });
});

test("anyone else is sent to / and the API refuses them", async ({ page }) => {
  await acceptCookies(page);
  await page.goto(`${origin}/admin/jobs`);
  await expect(page).toHaveURL(`${origin}/`);
  expect((await page.request.get(`${origin}/api/v1/admin/jobs`)).status()).toBe(401);

  await signIn(page, "owner@ujamaa.test");
  await page.goto(`${origin}/hub`);
  await expect(page.getByRole("link", { name: /Job Queue/ })).toHaveCount(0);
  await page.goto(`${origin}/admin/jobs`);
  await expect(page).toHaveURL(`${origin}/`);
  expect((await page.request.get(`${origin}/api/v1/admin/jobs`)).status()).toBe(403);
  const retry = await page.request.post(`${origin}/api/v1/admin/jobs/${jobId}/retry`, {
    headers: { origin },
  });
  expect(retry.status()).toBe(403);
});
