import { axeViolations, expect, hydrated, signInWithApi, test } from "./fixtures";

test("/auth (with the cookie banner) has no serious accessibility violations", async ({ page }) => {
  await page.goto("/auth");
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test("the hub and every settings tab have no serious accessibility violations", async ({ page }) => {
  await signInWithApi(page, "admin@ujamaa.test", "ujamaa-demo-password");
  await page.goto("/hub");
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/settings");
  await hydrated(page);
  for (const tab of ["General", "Privacy & Notifications", "Security", "Walkthrough"]) {
    await page.getByRole("tab", { name: tab }).click();
    expect(await axeViolations(page), tab).toEqual([]);
  }
  await page.getByRole("button", { name: "Restart Walkthrough" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await axeViolations(page), "walkthrough").toEqual([]);
});
