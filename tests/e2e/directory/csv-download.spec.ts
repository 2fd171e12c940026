import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { card, expect, hydrated, test } from "./fixtures";

test("Download CSV saves the directory's filtered results in their order, certificates with verify links", async ({
  page,
}) => {
  await page.goto("/directory?category=Hotel");
  await hydrated(page);
  await expect(card(page, "Harlem Heritage Inn")).toBeVisible();
  const names = await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();

  const saving = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^ujamaa-businesses-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText("List Downloaded")).toBeVisible();

  const [header, ...rows] = parse(fs.readFileSync((await download.path())!), { bom: true }) as string[][];
  expect(header!.slice(0, 3)).toEqual(["Name", "Category", "Tier"]);
  expect(rows.map((row) => row[0])).toEqual(names);
  expect(rows.every((row) => row[1] === "Hotel")).toBe(true);
  const certified = rows.find((row) => row[5] !== "");
  if (certified) expect(certified[6]).toMatch(/\/verify\/[^/]+$/);
});
