import type { Page } from "@playwright/test";

export { axeViolations, expect, hydrated, sameOrigin, test } from "../support/page-test";

import { expect, sameOrigin } from "../support/page-test";

/** A business card (listing or directory) by the business's name. */
export const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

export const DEMO_PASSWORD = "ujamaa-demo-password";

/** Signs the page's browser context in as a demo account (the session cookie lands in the context). */
export async function signInAs(page: Page, email: string) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    headers: sameOrigin(),
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}
