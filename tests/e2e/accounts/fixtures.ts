import type { APIRequestContext, Page } from "@playwright/test";

export { axeViolations, expect, hydrated, sameOrigin, test } from "../support/page-test";

import { expect, sameOrigin, test } from "../support/page-test";

export const PASSWORD = "a-long-and-unusual-secret-42";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Stores a cookie choice before the page loads, on the device and in the consent cookie the server reads,
 * so the banner stays out of tests about other things.
 */
export async function acceptCookies(page: Page) {
  await page
    .context()
    .addCookies([{ name: "ujamaa_consent", value: "essential", url: test.info().project.use.baseURL! }]);
  await page.addInitScript(() => {
    // Init scripts run in every frame: a PDF shown in a frame is a document without storage, and
    // reading storage in a sandboxed frame (a mail's HTML part on /dev/mail) throws.
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      return;
    }
    if (!storage) return;
    const now = new Date().toISOString();
    storage.setItem(
      "ujamaa.cookie-consent",
      JSON.stringify({
        essential: true,
        analytics: false,
        preferences: false,
        marketing: false,
        timestamp: now,
      }),
    );
    storage.setItem("ujamaa.privacy-acceptance", JSON.stringify({ accepted: true, timestamp: now }));
  });
}

type OutboxMessage = { subject: string; text: string; links: string[]; codes: string[] };

/** The newest message of the dev outbox for an address (waits for it to arrive). */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
      const items = (await res.json()).items as OutboxMessage[];
      found = items.find((m) => subject.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** An account made and confirmed through the API (the UI flow has its own test). */
export async function createConfirmedUser(request: APIRequestContext, email: string, name = "Test Member") {
  const res = await request.post("/api/auth/sign-up/email", {
    headers: sameOrigin(),
    data: { email, password: PASSWORD, name, callbackURL: "/auth?type=signup" },
  });
  expect(res.ok()).toBe(true);
  const mail = await latestMail(request, email, /Confirm/);
  const link = mail.links.find((l) => l.includes("verify-email"))!;
  const confirm = await request.get(link, { maxRedirects: 0 });
  expect(confirm.status()).toBe(302);
}

/** Signs the page's browser context in through the API. */
export async function signInWithApi(page: Page, email: string, password = PASSWORD) {
  const res = await page.request.post("/api/auth/sign-in/email", {
    headers: sameOrigin(),
    data: { email, password },
  });
  expect(res.ok()).toBe(true);
}

/** Marks the walkthrough done for the signed-in context, so it stays out of tests about other things. */
export async function skipWalkthrough(page: Page) {
  const res = await page.request.put("/api/v1/me/walkthrough", {
    headers: sameOrigin(),
    data: { completed: true },
  });
  expect(res.ok()).toBe(true);
}

/** A new confirmed member, signed in, with cookies chosen and the walkthrough done: the start of most account tests. */
export async function signInAsNewMember(page: Page, prefix: string): Promise<string> {
  await acceptCookies(page);
  const email = uniqueEmail(prefix);
  await createConfirmedUser(page.request, email);
  await signInWithApi(page, email);
  await skipWalkthrough(page);
  return email;
}
