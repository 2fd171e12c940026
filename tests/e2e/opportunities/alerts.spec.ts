import { acceptCookies, expect, hydrated, latestMail, signInAsNewMember, test } from "../accounts/fixtures";
import { signInAs } from "../directory/fixtures";

// The demo owner (owner@ujamaa.test) owns one Preferred, verified, unexpired business (Blackline
// Data Systems) and has contract notifications on: every new opportunity alerts them once.
const OWNER = "owner@ujamaa.test";

const bellOf = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /^Notifications/ });

const bellName = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : "Notifications");

test("posting an opportunity e-mails the Preferred owner and rings their bell without a reload", async ({
  page,
  browser,
}) => {
  await acceptCookies(page);
  await signInAs(page, OWNER);
  await page.goto("/hub");
  await hydrated(page);
  // Other tests read or add the owner's notifications: start from what the API says now.
  const list = await page.request.get("/api/v1/notifications");
  const before = ((await list.json()) as { unread: number }).unread;
  await expect(bellOf(page)).toHaveAccessibleName(bellName(before));

  // Someone else posts, in another browser.
  const posterContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const poster = await posterContext.newPage();
  const title = `Network cabling ${Date.now().toString(36)}`;
  try {
    await signInAsNewMember(poster, "alert-poster");
    await poster.goto("/opportunities");
    await hydrated(poster);
    await poster.getByRole("button", { name: "Post Opportunity" }).click();
    const dialog = poster.getByRole("dialog", { name: "Create New Opportunity" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Company Name").fill("Peachtree Schools");
    await dialog.getByLabel("Description").fill("Cat 6 cabling for three school buildings.");
    await dialog.getByLabel("Minimum Budget ($)").fill("20000");
    await dialog.getByLabel("Maximum Budget ($)").fill("45000");
    await dialog.getByLabel("Location").fill("Atlanta, GA");
    await dialog.getByRole("button", { name: "Create Opportunity" }).click();
    await expect(
      poster.getByText("Contract opportunity created and alerts sent to preferred businesses"),
    ).toBeVisible();
  } finally {
    await posterContext.close();
  }

  // The owner's bell rises on its own (Server-Sent Events).
  await expect(bellOf(page)).toHaveAccessibleName(bellName(before + 1), { timeout: 15_000 });

  // The e-mail is in the outbox with the opportunity's details and its link.
  const mail = await latestMail(page.request, OWNER, new RegExp(title));
  expect(mail.subject).toBe(`New contract opportunity: ${title}`);
  for (const part of [
    "Peachtree Schools",
    "Cat 6 cabling",
    "Atlanta, GA",
    "$20,000 - $45,000",
    "Blackline Data Systems",
  ])
    expect(mail.text).toContain(part);
  const link = mail.links.find((l) => /\/opportunities\/[0-9a-f-]{36}$/.test(l));
  expect(link).toBeDefined();

  // The notification leads to the opportunity.
  await bellOf(page).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await panel.getByText(`New contract opportunity: ${title}`).click();
  await expect(page).toHaveURL(new URL(link!).pathname);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.screenshot({ path: "test-results/alert-followed-1280.png" });
});
