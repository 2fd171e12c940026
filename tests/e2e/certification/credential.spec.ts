import fs from "node:fs";
import { acceptCookies } from "../accounts/fixtures";
import { axeViolations, expect, hydrated, test } from "../support/page-test";

// The demo's approved business: anyone viewing its page may download its certificate as a credential.
const BUSINESS = "Mahogany Pages Bookstore";

const WIDTHS = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
];

for (const { label, viewport } of WIDTHS) {
  test.describe(`the verifiable credential (${label})`, () => {
    test.use({ viewport });

    test("a visitor downloads a business's credential and checks it on /verify: signature valid, current", async ({
      page,
      request,
    }) => {
      await acceptCookies(page);
      const search = await request.get(`/api/v1/businesses?keyword=${encodeURIComponent(BUSINESS)}`);
      const { items } = (await search.json()) as { items: { id: string }[] };
      await page.goto(`/business/${items[0]!.id}`);
      await hydrated(page);
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Verifiable credential" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("credential-mahogany-pages-bookstore.jwt");
      const file = await download.path();
      const jwt = fs.readFileSync(file, "utf8");
      expect(jwt).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
      // The production server publishes the key at the did:web address.
      const did = await request.get("/.well-known/did.json");
      expect(did.ok()).toBe(true);
      expect(((await did.json()) as { id: string }).id).toMatch(/^did:web:/);

      await page.goto("/verify");
      await hydrated(page);
      const check = page.getByRole("region", { name: "Check a credential" });
      // The file, as a holder would hand it over.
      await check.getByLabel("Credential file").setInputFiles(file);
      await expect(check.getByRole("textbox", { name: "Credential text" })).toHaveValue(jwt);
      await check.getByRole("button", { name: "Check credential" }).click();
      await expect(check.getByText("Signature valid")).toBeVisible();
      await expect(check.getByText("Status: Current")).toBeVisible();
      await expect(check.getByText(BUSINESS, { exact: false })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Pasted text with one changed character in the signature: the signature does not hold.
      const broken = `${jwt.slice(0, -6)}${jwt.at(-6) === "A" ? "B" : "A"}${jwt.slice(-5)}`;
      await check.getByRole("textbox", { name: "Credential text" }).fill(broken);
      await check.getByRole("button", { name: "Check credential" }).click();
      await expect(check.getByText("Signature invalid")).toBeVisible();

      // Text that holds no credential: the error is announced.
      await check.getByRole("textbox", { name: "Credential text" }).fill("hello");
      await check.getByRole("button", { name: "Check credential" }).click();
      await expect(check.getByRole("alert")).toContainText("This is not a credential we can read.");
    });
  });
}
