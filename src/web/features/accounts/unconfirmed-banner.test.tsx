import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PRIVACY } from "~/domain/languages/catalogs/privacy";
import type { Language } from "~/domain/languages/languages";
import { inLanguage } from "../../../../tests/support/in-language";
import type { SessionUser } from "./session-user";
import { UnconfirmedBanner } from "./unconfirmed-banner";

const ADA: SessionUser = {
  id: "u1",
  name: "Ada",
  email: "ada@example.com",
  role: "user",
  emailVerified: false,
  avatarUrl: null,
  walkthroughCompleted: true,
};

function showBanner(language: Language, user: SessionUser, path = "/dashboard") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/dashboard",
      HydrateFallback: () => null,
      loader: () => ({ user }),
      Component: () => inLanguage(language, [], <UnconfirmedBanner />),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("the banner of an unconfirmed e-mail address", () => {
  it("reads in English as before, the address in bold", async () => {
    showBanner("en", ADA);
    const status = await screen.findByRole("status");
    expect(status.querySelector("p")?.textContent).toBe(
      "Please confirm your e-mail address. We sent a link to ada@example.com.",
    );
    expect(status.querySelector("strong")?.textContent).toBe("ada@example.com");
    expect(screen.getByRole("button", { name: "Resend" })).toBeTruthy();
  });

  it("speaks the user's language, the address still in bold inside the sentence", async () => {
    showBanner("ar", ADA);
    const status = await screen.findByRole("status");
    expect(status.querySelector("p")?.textContent).toBe(
      "يُرجى تأكيد عنوان بريدك الإلكتروني. أرسلنا رابطًا إلى ada@example.com.",
    );
    expect(status.querySelector("strong")?.textContent).toBe("ada@example.com");
    expect(screen.getByRole("button", { name: "إعادة الإرسال" })).toBeTruthy();
  });

  it("says in Spanish that the address is confirmed after the link", async () => {
    showBanner("es", { ...ADA, emailVerified: true }, "/dashboard?email_confirmed=true");
    expect((await screen.findByRole("status")).textContent).toBe(
      `${PRIVACY.es["Email confirmed!"]} ${PRIVACY.es["Your e-mail address has been verified."]}`,
    );
  });
});
