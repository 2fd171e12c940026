import {
  acceptCookies,
  createConfirmedUser,
  expect,
  hydrated,
  latestMail,
  test,
  uniqueEmail,
} from "./fixtures";

test("sign in with a one-time code e-mailed to the address", async ({ page }) => {
  await acceptCookies(page);
  const email = uniqueEmail("passwordless");
  await createConfirmedUser(page.request, email, "Kwame Asante");

  await page.goto("/auth");
  await hydrated(page);
  await page.getByRole("button", { name: "Email me a sign-in code" }).click();
  await expect(page.getByRole("heading", { name: "Sign In with a Code" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByText(`If ${email} has an account, a code is on its way.`)).toBeVisible();

  const mail = await latestMail(page.request, email, /Your Ujamaa code/);
  const code = mail.codes[0]!;
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByRole("textbox", { name: "Code" }).fill(wrong);
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(page.getByText("Sign in failed")).toBeVisible();
  await page.getByRole("textbox", { name: "Code" }).fill(code);
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("You've successfully signed in.")).toBeVisible();
});
