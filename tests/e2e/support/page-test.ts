import fs from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";

/** Fails a test when the page logs an error or throws: hydration mismatches and crashes show up here. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        // A test's own init scripts run in every frame: the sandboxed frame of a mail on /dev/mail refuses them.
        const harness = /^Blocked script execution in 'about:srcdoc'/.test(message.text());
        if (message.type() === "error" && !harness && !/Failed to load resource/.test(message.text()))
          errors.push(message.text());
      });
      await use(errors);
      expect(errors, "errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The Origin header a browser sends with a state-changing request; API requests from a test carry it too. */
export function sameOrigin(): { origin: string } {
  return { origin: new URL(base.info().project.use.baseURL ?? "http://localhost").origin };
}

/** Waits until the page has hydrated (the layout marks <html>), so clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

// Evaluated through the DevTools protocol, not added as a <script>: the page's CSP allows only its own.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
type AxeViolation = { id: string; impact: string | null; nodes: { target: string[] }[] };

/**
 * Serious and critical axe-core violations on the page once its transitions have settled (a toast
 * still fading in has, for a moment, too little contrast; spinners that run forever are not waited for).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return found
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
