import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

type AxeViolation = { id: string; impact: string | null; nodes: { target: string[] }[] };

/** Serious and critical axe-core violations on the page as it stands. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations;
  });
  return found
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const path of ["/", "/businesses?keyword=soul", "/directory", "/directory?search=qxjzvkw"]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    expect(await violations(page)).toEqual([]);
  });
}

test("the detail modal and a business page have no serious accessibility violations", async ({ page }) => {
  await page.goto("/directory?search=Harlem Heritage");
  await hydrated(page);
  await page.getByRole("button", { name: "View Details" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole("link", { name: "Open business page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Harlem Heritage Inn" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
