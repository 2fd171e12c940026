import { fileURLToPath } from "node:url";
import type { Locator, Page, Route } from "@playwright/test";
import {
  acceptCookies,
  axeViolations,
  createConfirmedUser,
  expect,
  hydrated,
  sameOrigin,
  signInAsNewMember,
  signInWithApi,
  test,
  uniqueEmail,
} from "../accounts/fixtures";

const DELETE_CONFIRM = "Are you sure you want to delete this storefront?";
const IMAGE = fileURLToPath(new URL("../accounts/avatar.png", import.meta.url));

/** A name no other test or demo business has: letters only, so search reads it as words. */
function uniqueName(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix} ${letters.join("")}`;
}

/** A storefront of the signed-in member, made through the API (the wizard has its own tests). */
async function createStorefront(page: Page, name: string) {
  const res = await page.request.post("/api/v1/storefronts", {
    headers: sameOrigin(),
    data: {
      name,
      description: "Handmade candles and soaps.",
      category: "Retail",
      city: "Oakland",
      state: "CA",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The directory's answer to a search for `name`: its card, or the empty state. */
async function searchDirectory(page: Page, name: string) {
  await page.goto(`/directory?search=${encodeURIComponent(name)}`);
  return page.getByRole("article", { name, exact: true });
}

/** Steps 1 to 4 of the wizard, checking step 1's required fields on the way, then Publish. */
async function publishThroughWizard(dialog: Locator, name: string) {
  await expect(dialog.getByText("Step 1 of 4: Basic Information")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText("Business name is required")).toBeVisible();
  await expect(dialog.getByText("Description is required")).toBeVisible();
  await expect(dialog.getByText("Category is required")).toBeVisible();

  await dialog.getByRole("textbox", { name: "Business Name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Description" }).fill("Fresh bread and pastries every morning.");
  await dialog.getByRole("combobox", { name: "Category" }).selectOption("Food & Beverage");
  await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(dialog.getByLabel("Phone")).toHaveAttribute("placeholder", "(555) 123-4567");
  await dialog.getByLabel("Phone").fill("(510) 555-0182");
  await dialog.getByRole("button", { name: "Next" }).click();

  await expect(dialog.getByRole("heading", { name: "Visual Identity" })).toBeFocused();
  await expect(dialog.getByText(/recommended 200x200/i)).toBeVisible();
  await expect(dialog.getByText(/1200x400, PNG or JPG/)).toBeVisible();
  await expect(dialog.getByLabel("Logo")).toHaveAttribute("accept", /^image\//);
  await dialog.getByLabel("Logo").setInputFiles(IMAGE);
  await dialog.getByLabel("Banner").setInputFiles(IMAGE);
  await expect(dialog.getByRole("img", { name: "Banner preview" })).toBeVisible();
  await dialog.getByRole("button", { name: "Next" }).click();

  await expect(dialog.getByRole("heading", { name: "Online Presence" })).toBeVisible();
  await dialog.getByLabel("Instagram").fill("https://instagram.com/zuribakery");
  await dialog.getByLabel("City").fill("Oakland");
  await dialog.getByLabel("State").fill("CA");
  await dialog.getByRole("button", { name: "Next" }).click();

  await expect(dialog.getByRole("heading", { name: "Preview & Publish" })).toBeVisible();
  await expect(dialog.getByRole("article", { name: "Storefront preview" })).toContainText(name);
  await dialog.getByRole("button", { name: "Publish Storefront" }).click();
}

const WIDTHS = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
];

for (const { label, viewport } of WIDTHS) {
  test.describe(`storefronts on a ${label}`, () => {
    test.use({ viewport });

    test("a new member sees 'No Storefronts Yet', publishes one with the wizard and finds it in the directory", async ({
      page,
    }) => {
      await signInAsNewMember(page, `wizard-${label}`);
      await page.goto("/storefront-manager");
      await hydrated(page);
      await expect(page.getByRole("heading", { name: "No Storefronts Yet" })).toBeVisible();
      await page.getByRole("button", { name: "Create Storefront", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Create Your Storefront" });
      const name = uniqueName("Zuri Bakery");
      await publishThroughWizard(dialog, name);

      // The owner lands on the directory searched for the new storefront in its category.
      await expect(page).toHaveURL(/\/directory\?search=Zuri\+Bakery\+[a-z]+&category=Restaurant$/);
      await expect(page.getByRole("article", { name, exact: true })).toBeVisible();
      await expect(page.getByText("Storefront Created!")).toBeVisible();
      await expect(page.getByText("Your storefront is now live in the directory.")).toBeVisible();
      const found = await searchDirectory(page, name);
      await expect(found).toBeVisible();
      await expect(found).toContainText("Food & Beverage");
      await expect(found).toContainText("Oakland, CA");
      await expect(found.getByRole("img", { name: `${name} logo` })).toHaveAttribute("src", /^\/files\//);

      await page.goto("/storefront-manager");
      const mine = page.getByRole("article", { name, exact: true });
      await expect(mine).toContainText("Active");
      await expect(mine.locator("img").first()).toHaveAttribute("src", /^\/files\//);
      await expect(mine.getByRole("link", { name: `View ${name} (opens in a new tab)` })).toHaveAttribute(
        "target",
        "_blank",
      );
    });

    test("the hub's 'Create Storefront' opens the wizard", async ({ page }) => {
      await acceptCookies(page);
      const email = uniqueEmail(`hub-store-${label}`);
      await createConfirmedUser(page.request, email);
      await signInWithApi(page, email);
      await page.goto("/hub");
      await hydrated(page);
      const walkthrough = page.getByRole("dialog");
      await walkthrough.getByRole("button", { name: "Skip" }).last().click();
      await expect(walkthrough).toHaveCount(0);
      await page.getByRole("link", { name: "Create Storefront", exact: true }).click();

      const wizard = page.getByRole("dialog", { name: "Create Your Storefront" });
      await expect(wizard).toBeVisible();
      await expect(page).toHaveURL(/\/storefront-manager\?create=true$/);
      await page.keyboard.press("Escape");
      await expect(wizard).toHaveCount(0);
      await expect(page).toHaveURL(/\/storefront-manager$/);
    });

    test("the walkthrough's 'Open My Storefront' opens the wizard", async ({ page }) => {
      await acceptCookies(page);
      const email = uniqueEmail(`walk-store-${label}`);
      await createConfirmedUser(page.request, email);
      await signInWithApi(page, email);
      await page.goto("/hub");
      await hydrated(page);
      const walkthrough = page.getByRole("dialog");
      await walkthrough.getByRole("button", { name: "Get Started" }).click();
      await walkthrough.getByRole("button", { name: "Skip for Now" }).click();
      await walkthrough.getByRole("button", { name: /^Open My Storefront/ }).click();

      const wizard = page.getByRole("dialog", { name: "Create Your Storefront" });
      await expect(wizard).toBeVisible();
      const name = uniqueName("Kente Threads");
      await publishThroughWizard(wizard, name);
      await expect(page).toHaveURL(/\/directory\?search=Kente\+Threads\+[a-z]+&category=Restaurant$/);
      await expect(await searchDirectory(page, name)).toBeVisible();
    });

    test("the manager edits, hides and shows again, and deletes a storefront after confirmation", async ({
      page,
    }) => {
      await signInAsNewMember(page, `manage-${label}`);
      const name = uniqueName("Amani Candles");
      await createStorefront(page, name);
      await page.goto("/storefront-manager");
      await hydrated(page);
      let store = page.getByRole("article", { name, exact: true });
      await expect(store).toContainText("Oakland, CA");
      await expect(store).toContainText("Active");

      // Edit
      await store.getByRole("button", { name: `Edit ${name}` }).click();
      const edit = page.getByRole("dialog", { name: "Edit Storefront" });
      await expect(edit.getByRole("textbox", { name: "Business Name" })).toHaveValue(name);
      await edit.getByLabel("Logo").setInputFiles(IMAGE);
      await expect(store.getByRole("img", { name: `${name} logo` })).toHaveAttribute("src", /^\/files\//);
      const renamed = uniqueName("Amani Candle House");
      await edit.getByRole("textbox", { name: "Business Name" }).fill(renamed);
      await edit.getByRole("textbox", { name: "Description" }).fill("");
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await expect(edit.getByText("Description is required")).toBeVisible();
      await edit.getByRole("textbox", { name: "Description" }).fill("Soy candles poured by hand in Oakland.");
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await expect(edit).toHaveCount(0);
      store = page.getByRole("article", { name: renamed, exact: true });
      await expect(store).toContainText("Soy candles poured by hand in Oakland.");
      await page.reload();
      await expect(store).toContainText("Soy candles poured by hand in Oakland.");
      await expect(await searchDirectory(page, renamed)).toBeVisible();

      // Toggle: the storefront leaves the public search, then rejoins it.
      await page.goto("/storefront-manager");
      await hydrated(page);
      const active = store.getByRole("switch", { name: `Active ${renamed}` });
      await expect(active).toHaveAttribute("aria-checked", "true");
      await active.click();
      await expect(active).toHaveAttribute("aria-checked", "false");
      await expect(store).toContainText("Inactive");
      await expect(await searchDirectory(page, renamed)).toHaveCount(0);
      await expect(page.getByText("No businesses found")).toBeVisible();
      await page.goto("/storefront-manager");
      await hydrated(page);
      await expect(store).toContainText("Inactive");
      await active.click();
      await expect(active).toHaveAttribute("aria-checked", "true");
      await expect(await searchDirectory(page, renamed)).toBeVisible();

      // Delete: Cancel keeps it; Delete removes it.
      await page.goto("/storefront-manager");
      await hydrated(page);
      await store.getByRole("button", { name: `Delete ${renamed}` }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete Storefront" });
      await expect(confirm).toContainText(DELETE_CONFIRM);
      await page.mouse.click(2, 2);
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toHaveCount(0);
      await expect(store).toBeVisible();
      await store.getByRole("button", { name: `Delete ${renamed}` }).click();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(confirm).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "No Storefronts Yet" })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("heading", { name: "No Storefronts Yet" })).toBeVisible();
      await expect(await searchDirectory(page, renamed)).toHaveCount(0);
    });
  });
}

test("failures to toggle or delete are shown to the owner, and the storefront stays as it was", async ({
  page,
}) => {
  await signInAsNewMember(page, "manage-errors");
  const name = uniqueName("Baobab Books");
  await createStorefront(page, name);
  await page.route("**/api/v1/businesses/*/active", (route) =>
    route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Service unavailable" } } }),
  );
  await page.route(
    (url) => /\/api\/v1\/businesses\/[^/]+$/.test(url.pathname),
    (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({
            status: 503,
            json: { error: { code: "unavailable", message: "Service unavailable" } },
          })
        : route.fallback(),
  );
  await page.goto("/storefront-manager");
  await hydrated(page);
  const store = page.getByRole("article", { name, exact: true });

  await store.getByRole("switch", { name: `Active ${name}` }).click();
  await expect(page.getByText("Service unavailable")).toBeVisible();
  await expect(store.getByRole("switch", { name: `Active ${name}` })).toHaveAttribute("aria-checked", "true");

  await store.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Storefront" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("Service unavailable");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(store).toBeVisible();
});

test("the Analytics tab is chosen by ?tab=analytics and stays chosen on reload", async ({ page }) => {
  await signInAsNewMember(page, "manage-tabs");
  await page.goto("/storefront-manager");
  await hydrated(page);
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/storefront-manager\?tab=analytics$/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Storefront Analytics" })).toBeVisible();
  await expect(page.getByText("1,234")).toHaveCount(0);
  await hydrated(page);
  await page.getByRole("tab", { name: "My Storefronts" }).click();
  await expect(page).toHaveURL(/\/storefront-manager$/);
  await expect(page.getByRole("heading", { name: "No Storefronts Yet" })).toBeVisible();
});

test("the manager, the wizard and the edit dialog have no serious accessibility problems", async ({
  page,
}) => {
  await signInAsNewMember(page, "manage-axe");
  await createStorefront(page, uniqueName("Sankofa Tea"));
  await page.goto("/storefront-manager");
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: /^Edit / }).click();
  await expect(page.getByRole("dialog", { name: "Edit Storefront" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Create Storefront", exact: true }).click();
  const wizard = page.getByRole("dialog", { name: "Create Your Storefront" });
  await wizard.getByRole("button", { name: "Next" }).click();
  await expect(wizard.getByText("Business name is required")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(wizard).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create Storefront", exact: true })).toBeFocused();
});

test("twelve storefronts show at first and 'Load more' brings the rest, after a failure it can be tried again", async ({
  page,
}) => {
  await signInAsNewMember(page, "manage-more");
  const names = Array.from({ length: 13 }, (_, i) => uniqueName(`Ujima Shop ${String.fromCharCode(65 + i)}`));
  for (const name of names) await createStorefront(page, name);
  await page.goto("/storefront-manager");
  await hydrated(page);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(12);
  // Newest first: the first one made is on the next page.
  await expect(page.getByRole("article", { name: names[0], exact: true })).toHaveCount(0);
  const unavailable = (route: Route) =>
    route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Service unavailable" } } });
  await page.route("**/api/v1/me/businesses?*", unavailable);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(page.getByRole("alert")).toHaveText("Failed to load businesses. Please try again.");
  await expect(cards).toHaveCount(12);
  await page.unroute("**/api/v1/me/businesses?*", unavailable);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(cards).toHaveCount(13);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("article", { name: names[0], exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});
