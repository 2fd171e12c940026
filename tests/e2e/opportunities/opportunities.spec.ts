import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  acceptCookies,
  axeViolations,
  expect,
  hydrated,
  sameOrigin,
  signInAsNewMember,
  test,
} from "../accounts/fixtures";
import { DEMO_PASSWORD } from "../directory/fixtures";

const EMPTY = "No opportunities available - Be the first to post a contract opportunity!";
const SUCCESS = "Contract opportunity created and alerts sent to preferred businesses";

/** Letters only, so no other test or demo opportunity shares it. */
function unique(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix} ${letters.join("")}`;
}

const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

async function signInAdmin(request: APIRequestContext) {
  const res = await request.post("/api/auth/sign-in/email", {
    headers: sameOrigin(),
    data: { email: "admin@ujamaa.test", password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Closes every listed opportunity as the demo admin; answers a function that reopens them. */
async function closeAllListed(request: APIRequestContext): Promise<() => Promise<void>> {
  await signInAdmin(request);
  const closed: string[] = [];
  for (;;) {
    const page = (await (await request.get("/api/v1/opportunities")).json()) as { items: { id: string }[] };
    if (page.items.length === 0) break;
    for (const { id } of page.items) {
      const res = await request.patch(`/api/v1/opportunities/${id}`, {
        headers: sameOrigin(),
        data: { is_active: false },
      });
      expect(res.status()).toBe(200);
      closed.push(id);
    }
  }
  return async () => {
    for (const id of closed) {
      await request.patch(`/api/v1/opportunities/${id}`, {
        headers: sameOrigin(),
        data: { is_active: true },
      });
    }
  };
}

const WIDTHS = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
];

for (const { label, viewport } of WIDTHS) {
  test.describe(`opportunities on a ${label}`, () => {
    test.use({ viewport });

    test("a member posts an opportunity, finds it listed and filtered, opens, edits and closes it", async ({
      page,
    }) => {
      await signInAsNewMember(page, "opportunity");
      const title = unique("Mural design");
      const city = unique("Town");
      await page.goto("/opportunities");
      await hydrated(page);
      await page.getByRole("button", { name: "Post Opportunity" }).click();
      const dialog = page.getByRole("dialog", { name: "Create New Opportunity" });
      await expect(dialog).toBeVisible();

      // The spec's messages before anything is sent.
      await dialog.getByRole("button", { name: "Create Opportunity" }).click();
      await expect(dialog.getByText("Title is required")).toBeVisible();
      await expect(dialog.getByText("Company name is required")).toBeVisible();

      await dialog.getByLabel("Title").fill(title);
      await dialog.getByLabel("Company Name").fill("Harlem Arts Collective");
      await dialog.getByLabel("Description").fill("A mural for the community centre's east wall.");
      await dialog.getByLabel("Minimum Budget ($)").fill("7500");
      await dialog.getByLabel("Maximum Budget ($)").fill("2500");
      await dialog.getByLabel("Deadline").fill(dateIn(45));
      await dialog.getByLabel("Location").fill(city);
      await dialog.getByLabel("Category").selectOption("design");
      const requirement = dialog.getByRole("textbox", { name: "Requirements" });
      await requirement.fill("Mural portfolio");
      await requirement.press("Enter");
      await requirement.fill("Insured");
      await dialog.getByRole("button", { name: "Add", exact: true }).click();
      await requirement.fill("mural portfolio");
      await requirement.press("Enter");
      await requirement.fill("   ");
      await requirement.press("Enter");
      for (const item of ["Lift certification", "Local artist", "Weekend work"]) {
        await requirement.fill(item);
        await requirement.press("Enter");
      }
      await dialog.getByRole("button", { name: "Remove Weekend work" }).click();
      const chips = dialog.getByRole("list", { name: "Added requirements" }).getByRole("listitem");
      await expect(chips).toHaveText(["Mural portfolio", "Insured", "Lift certification", "Local artist"]);

      // Min above max is refused next to the maximum; swapped, the form is sent.
      await dialog.getByRole("button", { name: "Create Opportunity" }).click();
      await expect(dialog.getByText("Maximum budget must be at least the minimum budget")).toBeVisible();
      await dialog.getByLabel("Minimum Budget ($)").fill("2500");
      await dialog.getByLabel("Maximum Budget ($)").fill("7500");
      await dialog.getByRole("button", { name: "Create Opportunity" }).click();
      await expect(page.getByText(SUCCESS)).toBeVisible();
      await expect(dialog).toBeHidden();

      const posted = card(page, title);
      await expect(posted).toBeVisible();
      await expect(posted.getByText("$2,500 - $7,500")).toBeVisible();
      await expect(posted.getByText("Design", { exact: true })).toBeVisible();
      await expect(posted.getByRole("list", { name: "Requirements" }).getByRole("listitem")).toHaveText([
        "Mural portfolio",
        "Insured",
        "Lift certification",
        "+1 more",
      ]);
      await expect(posted.getByText(/^Posted (just now|\d+ (second|minute)s? ago)$/)).toBeVisible();

      // Filtering shows the six-card skeleton while the next list loads, then only matches.
      await page.route("**/opportunities.data*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.getByLabel("Category").selectOption("design");
      await page.getByLabel("Location").fill(city.toLowerCase());
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page.getByTestId("opportunity-skeleton")).toHaveCount(6);
      await expect(page).toHaveURL(/category=design/);
      await expect(page.getByRole("article")).toHaveCount(1);
      await expect(posted).toBeVisible();
      await page.unroute("**/opportunities.data*");

      // Its own page, server-rendered with JSON-LD.
      await posted.getByRole("link", { name: title }).click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain('"Demand"');
      await hydrated(page);

      // Its deadline goes into a calendar: the link saves an all-day event on that day.
      const addToCalendar = page.getByRole("link", { name: "Add to calendar" });
      await expect(addToCalendar).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/opportunities/detail-${viewport.width}.png` });
      const saved = page.waitForEvent("download");
      await addToCalendar.click();
      const download = await saved;
      expect(download.suggestedFilename()).toMatch(/^mural-design-[a-z]+-deadline\.ics$/);
      const ics = fs.readFileSync((await download.path())!, "utf8");
      expect(ics).toContain(`SUMMARY:${title}\r\n`);
      expect(ics).toContain(`DTSTART;VALUE=DATE:${dateIn(45).replaceAll("-", "")}\r\n`);
      expect(ics).toContain(`URL;VALUE=URI:${new URL(page.url()).origin}/opportunities/`);

      // Edit, then Close: it leaves the list.
      const edited = `${title} phase two`;
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      const editDialog = page.getByRole("dialog", { name: "Edit Opportunity" });
      await editDialog.getByLabel("Title").fill(edited);
      await editDialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByRole("heading", { level: 1, name: edited })).toBeVisible();
      await page.getByRole("button", { name: `Close ${edited}` }).click();
      await page
        .getByRole("alertdialog", { name: "Close this opportunity?" })
        .getByRole("button", { name: "Close Opportunity" })
        .click();
      await expect(page.getByText("Closed", { exact: true })).toBeVisible();
      await page.goto(`/opportunities?location=${encodeURIComponent(city)}`);
      await expect(card(page, edited)).toHaveCount(0);
      await expect(page.getByText("No opportunities match these filters.")).toBeVisible();
    });

    test("a visitor reads the list and is asked to sign in to post", async ({ page }) => {
      await acceptCookies(page);
      const response = await page.goto("/opportunities");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("article").first()).toBeVisible();
      await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
      await hydrated(page);
      await page.getByRole("button", { name: "Post Opportunity" }).click();
      const prompt = page.getByRole("dialog", { name: "Sign in to post an opportunity" });
      await expect(prompt).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await prompt.getByRole("link", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/auth$/);
    });

    test("an admin sees Edit and Close on everyone's opportunities; another member on none of the demo's", async ({
      page,
    }) => {
      await signInAsNewMember(page, "opportunity-reader");
      await page.goto("/opportunities");
      await expect(page.getByRole("article").first()).toBeVisible();
      await expect(page.getByRole("button", { name: /^(Edit|Close) / })).toHaveCount(0);
      await page.context().clearCookies();
      await acceptCookies(page);
      await signInAdmin(page.request);
      await page.goto("/opportunities");
      const first = page.getByRole("article").first();
      await expect(first.getByRole("button", { name: /^Edit / })).toBeVisible();
      await expect(first.getByRole("button", { name: /^Close / })).toBeVisible();
    });

    test("with nothing listed, the empty state invites the first post", async ({ page, request }) => {
      const reopen = await closeAllListed(request);
      try {
        await acceptCookies(page);
        await page.goto("/opportunities");
        await expect(page.getByText(EMPTY)).toBeVisible();
        await hydrated(page);
        await page.getByRole("button", { name: "Post First Opportunity" }).click();
        await expect(page.getByRole("dialog", { name: "Sign in to post an opportunity" })).toBeVisible();
      } finally {
        await reopen();
      }
    });
  });
}
