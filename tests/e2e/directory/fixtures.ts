import { test as base, expect, type Page } from "@playwright/test";

/** Fails a test when the page logs an error or throws: hydration mismatches and crashes show up here. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && !/Failed to load resource/.test(message.text()))
          errors.push(message.text());
      });
      await use(errors);
      expect(errors, "errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A business card (listing or directory) by the business's name. */
export const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

export const DEMO_PASSWORD = "ujamaa-demo-password";

/** Signs the page's browser context in as a demo account (the session cookie lands in the context). */
export async function signInAs(page: Page, email: string) {
  const base = test.info().project.use.baseURL ?? "http://localhost";
  const response = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(base).origin },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}
