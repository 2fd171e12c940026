import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, sameOrigin } from "../support/page-test";

export const CONFIRM = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;
export const ADMIN_WARNING = "⚠️ You are about to delete another user's business as an administrator.";

export const LOGO = new URL("../accounts/avatar.png", import.meta.url).pathname;

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Today and tomorrow in UTC, the zone the tests give their businesses. */
export function utcDays(now = new Date()): { today: Weekday; tomorrow: Weekday; others: Weekday[] } {
  const today = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(now) as Weekday;
  const i = WEEKDAYS.indexOf(today);
  return {
    today,
    tomorrow: WEEKDAYS[(i + 1) % 7]!,
    others: WEEKDAYS.filter((day) => day !== today),
  };
}

/** A week closed every day but `open` ones, which are open for the given span. */
export function weekOpenOn(open: Weekday[], from: string, to: string) {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { open: from, close: to, closed: !open.includes(day) }]),
  );
}

export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** A business made through the API as the request's user (the form is not what such a test is about). */
export async function createBusinessViaApi(
  request: APIRequestContext,
  fields: Record<string, unknown>,
): Promise<{ id: string; name: string }> {
  const res = await request.post("/api/v1/businesses", {
    headers: sameOrigin(),
    data: {
      category: "Retail & Shopping",
      country: "United States",
      address: "12 Market Street",
      city: "Baltimore",
      state: "MD",
      zip_code: "21201",
      phone: "(410) 555-0123",
      certification_tier: "Free",
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** A form control by its label (the required mark is hidden from the accessible name). */
export const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

export async function openAddSheet(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Add New Business" }).click();
  const sheet = page.getByRole("dialog", { name: "Add New Business" });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** The dashboard's card of one business. */
export const managedCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
