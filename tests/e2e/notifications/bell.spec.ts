import {
  acceptCookies,
  axeViolations,
  expect,
  hydrated,
  signInAsNewMember,
  test,
} from "../accounts/fixtures";
import { signInAs } from "../directory/fixtures";

// The panel itself. Live delivery is covered by tests/api/notifications.test.ts and, through a posted
// opportunity's alert, by tests/e2e/opportunities/alerts.spec.ts.

const bellOf = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /^Notifications/ });

for (const width of [1280, 390]) {
  test(`a new member's bell at ${width} px: no badge, 'No notifications yet.', Escape closes and returns focus`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInAsNewMember(page, "bell");
    await page.goto("/hub");
    await hydrated(page);
    const bell = bellOf(page);
    await expect(bell).toHaveAccessibleName("Notifications");
    await expect(page.getByTestId("notification-badge")).toHaveCount(0);

    // Keyboard: focus the bell, open with Enter, close with Escape.
    await bell.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel.getByText("No notifications yet.")).toBeVisible();
    await expect(bell).toHaveAttribute("aria-expanded", "true");
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/bell-empty-${width}.png` });

    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(bell).toBeFocused();
    await expect(bell).toHaveAttribute("aria-expanded", "false");
  });
}

test("the demo owner sees unread ones highlighted, opens one (read, followed) and marks all read", async ({
  page,
}) => {
  await acceptCookies(page);
  await signInAs(page, "owner@ujamaa.test");
  await page.goto("/hub");
  await hydrated(page);
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const before = Number((await bell.getAttribute("aria-label"))?.match(/(\d+) unread/)?.[1]);
  await expect(page.getByTestId("notification-badge")).toHaveText(before > 9 ? "9+" : String(before));

  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  const items = panel.getByRole("listitem");
  expect(await items.count()).toBeLessThanOrEqual(10);
  const unread = panel.locator("button[data-unread]");
  await expect(unread.first()).toBeVisible();
  await page.screenshot({ path: "test-results/bell-owner-1280.png" });

  // The newest is an unread opportunity alert linking to /opportunities.
  await panel.getByRole("button", { name: /New contract opportunity/ }).click();
  await expect(page).toHaveURL(/\/opportunities$/);
  await expect(bell).toHaveAccessibleName(
    before - 1 > 0 ? `Notifications, ${before - 1} unread` : "Notifications",
  );

  await bell.click();
  await expect(panel.getByRole("button", { name: /New contract opportunity/ })).not.toHaveAttribute(
    "data-unread",
  );
  if (before - 1 > 0) {
    await panel.getByRole("button", { name: "Mark all read" }).click();
    await expect(bell).toHaveAccessibleName("Notifications");
    await expect(panel.locator("button[data-unread]")).toHaveCount(0);
  }
  // It stays read after a reload.
  await page.reload();
  await hydrated(page);
  await expect(bellOf(page)).toHaveAccessibleName("Notifications");
});

test("a failure to load shows 'Failed to load notifications.'", async ({ page }) => {
  await page.route("**/api/v1/notifications", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":{"code":"internal","message":"x"}}',
    }),
  );
  await signInAsNewMember(page, "bell-error");
  await page.goto("/hub");
  await hydrated(page);
  await bellOf(page).click();
  await expect(page.getByRole("dialog", { name: "Notifications" }).getByRole("alert")).toHaveText(
    "Failed to load notifications.",
  );
  await expect(page.getByText("Failed to load notifications.").first()).toBeVisible();
});
