import {
  axeViolations,
  expect,
  hydrated,
  latestMail,
  sameOrigin,
  signInAsNewMember,
  test,
} from "../accounts/fixtures";

for (const { label, viewport } of [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`an owner saves the opportunity categories and places they want alerts about (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsNewMember(page, `interests-${label}`);
    await page.goto("/settings?tab=privacy");
    await hydrated(page);
    const card = page.getByRole("region", { name: "Opportunity Alerts" });
    await expect(
      card.getByText("Preferred members are alerted to every new contract opportunity"),
    ).toBeVisible();

    await card.getByRole("checkbox", { name: "Construction" }).check();
    await card.getByRole("checkbox", { name: "Design" }).check();
    const place = card.getByRole("textbox", { name: "Locations" });
    await place.fill("Atlanta");
    await place.press("Enter");
    await place.fill("atlanta");
    await card.getByRole("button", { name: "Add" }).click();
    await place.fill("Detroit");
    await place.press("Enter");
    await card.getByRole("button", { name: "Remove Detroit" }).click();
    await expect(card.getByRole("list", { name: "Saved locations" }).getByRole("listitem")).toHaveText([
      "Atlanta",
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole("button", { name: "Save interests" }).click();
    await expect(page.getByText("Opportunity interests saved")).toBeVisible();

    await page.reload();
    await hydrated(page);
    const again = page.getByRole("region", { name: "Opportunity Alerts" });
    await expect(again.getByRole("checkbox", { name: "Construction" })).toBeChecked();
    await expect(again.getByRole("checkbox", { name: "Design" })).toBeChecked();
    await expect(again.getByRole("checkbox", { name: "Technology" })).not.toBeChecked();
    await expect(again.getByRole("list", { name: "Saved locations" }).getByRole("listitem")).toHaveText([
      "Atlanta",
    ]);
    await page.screenshot({ path: `test-results/interests-${label}.png`, fullPage: true });
  });
}

test("a Free member alerted for a saved place unsubscribes from the e-mail's link with one button", async ({
  page,
  browser,
}) => {
  const email = await signInAsNewMember(page, "interests-unsub");
  const saved = await page.request.put("/api/v1/me/opportunity-interests", {
    headers: sameOrigin(),
    data: { categories: [], locations: ["Savannah"] },
  });
  expect(saved.ok()).toBe(true);

  const title = `Harbor survey ${Date.now().toString(36)}`;
  const posterContext = await browser.newContext();
  try {
    const poster = await posterContext.newPage();
    await signInAsNewMember(poster, "interests-poster");
    const posted = await poster.request.post("/api/v1/opportunities", {
      headers: sameOrigin(),
      data: { title, company_name: "Port Authority", location: "Savannah, GA" },
    });
    expect(posted.status()).toBe(201);
  } finally {
    await posterContext.close();
  }

  const mail = await latestMail(page.request, email, new RegExp(title));
  expect(mail.text).toContain("matches your saved interests");
  const link = mail.links.find((l) => l.includes("/api/v1/unsubscribe?token="))!;
  const contractNotifications = async () =>
    ((await (await page.request.get("/api/v1/me/privacy")).json()) as { contractNotifications: boolean })
      .contractNotifications;

  // Opening the link only asks, on a page of the site (its header and footer).
  await page.goto(link);
  await expect(page).toHaveURL(/\/unsubscribe\?token=/);
  await expect(
    page.getByRole("heading", { name: "Unsubscribe from contract opportunity alerts?" }),
  ).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Ujamaa" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  expect(await contractNotifications()).toBe(true);
  await page.screenshot({ path: "test-results/unsubscribe-confirm.png" });

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  expect(await contractNotifications()).toBe(false);

  // An altered link says so, in the same layout, and changes nothing.
  const altered = await page.goto(
    link.replace(/token=(.)/, (_m, c: string) => `token=${c === "A" ? "B" : "A"}`),
  );
  expect(altered?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "Link not valid" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Ujamaa" })).toBeVisible();
});
