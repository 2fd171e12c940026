import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

/** Visible text boxes of the page whose placeholder is wider than the room inside the box. */
async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d")!;
    return [...document.querySelectorAll<HTMLInputElement>("main input[placeholder]")]
      .filter((input) => input.offsetParent !== null)
      .filter((input) => {
        const style = getComputedStyle(input);
        canvas.font = style.font;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return canvas.measureText(input.placeholder).width > room;
      })
      .map((input) => `${input.id}: "${input.placeholder}"`);
  });
}

for (const viewport of VIEWPORTS) {
  test(`every search and location placeholder shows in full at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ["/", "/businesses", "/directory"]) {
      await page.goto(path);
      await hydrated(page);
      if (path === "/businesses") await page.locator("summary", { hasText: "Filter" }).click();
      await expect(page.locator("main input[placeholder]").first()).toBeVisible();
      expect(await cutPlaceholders(page), path).toEqual([]);
    }
  });
}
