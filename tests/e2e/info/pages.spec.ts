import type { Page } from "@playwright/test";
import { acceptCookies } from "../accounts/fixtures";
import { axeViolations, expect, hydrated, sameOrigin, test } from "../directory/fixtures";

const PAGES = [
  { link: "About", path: "/about", heading: "About Ujamaa", legal: false },
  { link: "Contact", path: "/contact", heading: "Contact Us", legal: false },
  { link: "Privacy Policy", path: "/privacy-policy", heading: "Privacy Policy", legal: true },
  { link: "Terms of Use", path: "/terms-of-use", heading: "Terms of Use", legal: true },
  { link: "Cookie Policy", path: "/cookie-policy", heading: "Cookie Policy", legal: true },
  { link: "EULA", path: "/eula", heading: "End User License Agreement", legal: true },
];

// A stored cookie choice keeps the banner from covering the footer.
test.beforeEach(({ page }) => acceptCookies(page));

const footerLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Information" }).getByRole("link", { name, exact: true });

for (const info of PAGES) {
  test(`the footer's ${info.link} link opens ${info.path} with its heading and no accessibility violations`, async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await footerLink(page, info.link).click();
    await expect(page).toHaveURL(new RegExp(`${info.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: info.heading })).toBeVisible();
    await expect(page).toHaveTitle(/· Ujamaa$/);
    if (info.legal) await expect(page.getByText("Effective June 19, 2025")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the About page shows the motto and leads to the directory and to sign-in", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  await expect(page.getByText("Educate. Elevate. Empower.").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "List Your Business" })).toHaveAttribute("href", "/auth");
  await page.getByRole("link", { name: "Browse the Directory" }).click();
  await expect(page).toHaveURL(/\/directory$/);
});

test("the EULA links to the privacy policy; the legal pages name the operator", async ({ page }) => {
  await page.goto("/eula");
  await hydrated(page);
  await expect(page.getByText("Ujamaa LLC, a Texas limited liability company").first()).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await page.getByRole("link", { name: "Processing in the U.S." }).click();
  await expect(page).toHaveURL(/#processing-in-the-us$/);
});

test("the contact page shows the details and the form's errors, then the confirmation", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "hello@ujamaa.test" })).toHaveAttribute(
    "href",
    "mailto:hello@ujamaa.test",
  );
  await expect(page.getByRole("link", { name: /555-0142/ })).toHaveAttribute("href", /^tel:/);

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await expect(page.getByText("Please enter a subject")).toBeVisible();
  await expect(page.getByText("Please enter a message")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Name", { exact: true }).fill("Amara Okafor");
  await page.getByLabel("Email", { exact: true }).fill("amara@example.com");
  await page.getByLabel("Subject", { exact: true }).fill("Listing question");
  await page.getByLabel("Message", { exact: true }).fill("How do I add a second location?");
  await page.getByRole("button", { name: "Send Message" }).click();
  const thanks = page.getByText(
    "Thank you, Amara Okafor. Your message has been sent; we reply within two business days.",
  );
  await expect(thanks).toBeVisible();
  await expect(page.getByRole("status").filter({ has: thanks })).toBeFocused();
  await expect(page.getByRole("button", { name: "Send Message" })).toHaveCount(0);

  // The e-mail goes out in the background: wait for it to reach the outbox.
  let latest: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const mail = await page.request.get("/api/dev/mail?to=hello@ujamaa.test");
      [latest] = (await mail.json()).items as { subject: string; text: string }[];
      return latest?.subject;
    })
    .toBe("Contact form: Listing question");
  expect(latest?.text).toContain("Reply to: amara@example.com");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a legal page reads in full and the contact form posts to the page", async ({ page }) => {
    await page.goto("/terms-of-use");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
    await expect(page.getByText("Effective June 19, 2025")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Governing law" })).toBeVisible();

    await page.goto("/contact");
    await page.getByLabel("Name", { exact: true }).fill("Kofi Mensah");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your email address")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Kofi Mensah");
    await page.getByLabel("Email", { exact: true }).fill("kofi@example.com");
    await page.getByLabel("Subject", { exact: true }).fill("Hello");
    await page.getByLabel("Message", { exact: true }).fill("Works without scripts.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByText(
        "Thank you, Kofi Mensah. Your message has been sent; we reply within two business days.",
      ),
    ).toBeVisible();
  });

  // Last in the suite: it uses up this address's hourly allowance of contact messages.
  test("the hourly limit counts a form sent without JavaScript against the sender's address", async ({
    page,
  }) => {
    const statuses: number[] = [];
    while (statuses.length < 6 && statuses.at(-1) !== 429) {
      const res = await page.request.post("/api/v1/contact-messages", {
        headers: sameOrigin(),
        data: { name: "Ama", email: "ama@example.com", subject: "Again", message: "One more." },
      });
      statuses.push(res.status());
    }
    expect(statuses.at(-1)).toBe(429);
    await page.goto("/contact");
    await page.getByLabel("Name", { exact: true }).fill("Ama");
    await page.getByLabel("Email", { exact: true }).fill("ama@example.com");
    await page.getByLabel("Subject", { exact: true }).fill("Still there?");
    await page.getByLabel("Message", { exact: true }).fill("Sent by a form.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByText("You have sent 5 messages in the last hour.", { exact: false }),
    ).toBeVisible();
  });
});
