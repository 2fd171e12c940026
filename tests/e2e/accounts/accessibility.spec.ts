import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect, hydrated, signInWithApi, test } from "./fixtures";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
type AxeViolation = { id: string; impact: string | null; nodes: { target: string[] }[] };

/** Serious and critical axe-core violations on the page as it stands. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (d: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return found
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("/auth (with the cookie banner) has no serious accessibility violations", async ({ page }) => {
  await page.goto("/auth");
  await hydrated(page);
  expect(await violations(page)).toEqual([]);
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  expect(await violations(page)).toEqual([]);
});

test("the hub and every settings tab have no serious accessibility violations", async ({ page }) => {
  await signInWithApi(page, "admin@ujamaa.test", "ujamaa-demo-password");
  await page.goto("/hub");
  await hydrated(page);
  expect(await violations(page)).toEqual([]);
  await page.goto("/settings");
  await hydrated(page);
  for (const tab of ["General", "Privacy & Notifications", "Security", "Walkthrough"]) {
    await page.getByRole("tab", { name: tab }).click();
    expect(await violations(page), tab).toEqual([]);
  }
  await page.getByRole("button", { name: "Restart Walkthrough" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page), "walkthrough").toEqual([]);
});
