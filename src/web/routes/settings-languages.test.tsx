import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Profile } from "~/domain/accounts/account-types";
import type { Language } from "~/domain/languages/languages";
import { UiTextProvider } from "~/web/components/ui/ui-text";
import { useFormat, useT } from "~/web/features/languages/language-context";
import { inLanguage } from "../../../tests/support/in-language";
import Settings from "./settings";
import { SETTINGS_NAMESPACES } from "./settings.server";

const profile: Profile = {
  id: "u1",
  email: "ada@example.com",
  phone_number: null,
  phone_number_display: null,
  phone_number_verified: false,
  full_name: "Ada",
  avatar_url: null,
  role: "user",
  email_verified: true,
  two_factor_enabled: false,
  two_factor_type: null,
  walkthrough_completed_at: null,
  updated_at: "2026-11-01T00:00:00.000Z",
};

const session = {
  id: "s1",
  device: "Firefox on Linux",
  ip_address: null,
  last_used_at: "2026-11-20T10:00:00.000Z",
  created_at: "2026-11-01T00:00:00.000Z",
  current: false,
};

/** The primitives' words, as the root hands them in. */
function Primitives({ children }: { children: ReactNode }) {
  const t = useT();
  const format = useFormat();
  return (
    <UiTextProvider t={t} number={format.number}>
      {children}
    </UiTextProvider>
  );
}

function renderIn(language: Language) {
  const Stub = createRoutesStub([
    {
      path: "/settings",
      HydrateFallback: () => null,
      loader: () => ({
        profile,
        privacy: {},
        sessions: [session, { ...session, id: "s2", device: "This phone", current: true }],
        interests: { categories: [], locations: [] },
        identities: [],
        identityProviders: [],
      }),
      // The stub hands the page its loader's data as props, as the router does.
      Component: (props: Record<string, unknown>) =>
        inLanguage(
          language,
          ["ui", "notifications", ...SETTINGS_NAMESPACES],
          <Primitives>
            <Settings {...(props as Parameters<typeof Settings>[0])} />
          </Primitives>,
        ),
    },
  ]);
  render(<Stub initialEntries={["/settings"]} />);
}

describe("/settings in the member's language", () => {
  it("French: its title, tabs, cards, the phone field's countries and the sessions", async () => {
    renderIn("fr");
    expect(await screen.findByRole("heading", { name: "Paramètres" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Confidentialité et notifications" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Modifier le profil" })).toBeTruthy();

    await userEvent.click(screen.getByRole("tab", { name: "Sécurité" }));
    expect(screen.getByRole("heading", { name: "Changer le mot de passe" })).toBeTruthy();
    expect(screen.getByLabelText("Mot de passe actuel")).toBeTruthy();
    const sessions = screen.getByRole("list", { name: "Sessions actives" });
    expect(within(sessions).getByText("Cet appareil")).toBeTruthy();
    expect(within(sessions).getByRole("button", { name: "Déconnecter Firefox on Linux" })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Ajouter un numéro de téléphone" }));
    expect(screen.getByRole("option", { name: "États-Unis (+1)" })).toBeTruthy();

    await userEvent.click(screen.getByRole("tab", { name: "Visite guidée" }));
    expect(screen.getByRole("button", { name: "Lancer la visite guidée" })).toBeTruthy();
  });

  it("Arabic: the same page right to left in Modern Standard Arabic", async () => {
    renderIn("ar");
    expect(await screen.findByRole("heading", { name: "الإعدادات" })).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "الأمان" }));
    expect(screen.getByRole("heading", { name: "المصادقة الثنائية" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "تسجيل الخروج من جميع الأجهزة" })).toBeTruthy();
  });
});
