import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCOUNTS } from "~/domain/languages/catalogs/accounts";
import type { Language } from "~/domain/languages/languages";
import { toast } from "~/web/components/ui/toast";
import { inLanguage } from "../../../../../tests/support/in-language";
import { AuthScreen } from "./auth-screen";
import { RegisterForm } from "./register-form";

vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function showAuth(language: Language, search = "") {
  const Stub = createRoutesStub([
    {
      path: "/auth",
      HydrateFallback: () => null,
      Component: () =>
        inLanguage(language, ["accounts", "countries"], <AuthScreen search={search} outboxUrl={null} />),
    },
  ]);
  render(<Stub initialEntries={[`/auth${search}`]} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

describe("signing up in each language", () => {
  it("French: the fields are labelled in French and the form's checks answer in French", async () => {
    render(inLanguage("fr", ["accounts"], <RegisterForm onRegistered={() => {}} />));
    await userEvent.type(screen.getByLabelText("Nom complet"), "A");
    await userEvent.type(screen.getByLabelText("Adresse e-mail"), "not-an-address");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "short");
    await userEvent.type(screen.getByLabelText("Confirmer le mot de passe"), "other");
    await userEvent.click(screen.getByRole("button", { name: "Créer un compte" }));
    expect(screen.getByText("Le nom complet doit contenir au moins 2 caractères")).toBeTruthy();
    expect(screen.getByText("Veuillez saisir une adresse e-mail valide")).toBeTruthy();
    expect(screen.getByText("Le mot de passe doit contenir au moins 8 caractères")).toBeTruthy();
    expect(screen.getByText("Les mots de passe ne correspondent pas")).toBeTruthy();
    expect(screen.getByText("Au moins 8 caractères. Évitez les mots de passe courants.")).toBeTruthy();
  });

  it("Arabic: the server's refusal is shown in Arabic under its field and in the toast", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          {
            code: "INVALID_PASSWORD",
            message: "This password is too common. Please choose a less common one.",
            field: "password",
          },
          { status: 400 },
        ),
      ),
    );
    render(inLanguage("ar", ["accounts"], <RegisterForm onRegistered={() => {}} />));
    await userEvent.type(screen.getByLabelText("الاسم الكامل"), "Ada Lovelace");
    await userEvent.type(screen.getByLabelText("البريد الإلكتروني"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("كلمة المرور"), "password123");
    await userEvent.type(screen.getByLabelText("تأكيد كلمة المرور"), "password123");
    await userEvent.click(screen.getByRole("button", { name: "إنشاء حساب" }));
    const refusal = "كلمة المرور هذه شائعة جدًا. يُرجى اختيار كلمة مرور أقل شيوعًا.";
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("تعذّر إنشاء الحساب", { description: refusal }),
    );
    expect(screen.getByText(refusal).id).toBe("password-error");
  });

  it("Spanish: the page's title, its tabs, the channels and the register form", async () => {
    showAuth("es", "?mode=register");
    expect(await screen.findByRole("heading", { name: ACCOUNTS.es["Create Your Account"] })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Iniciar sesión" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Teléfono" })).toBeTruthy();
    const form = screen.getByRole("form", { name: "Registrarse" });
    expect(form).toBeTruthy();
    expect(screen.getByLabelText("Nombre completo")).toBeTruthy();
    expect(screen.getByLabelText("Confirmar contraseña")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "Teléfono" }));
    expect(screen.getByLabelText("Número de teléfono")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Estados Unidos (+1)" })).toBeTruthy();
  });

  it("English stays as it was", async () => {
    showAuth("en", "?mode=register");
    expect(await screen.findByRole("heading", { name: "Create Your Account" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Register" })).toBeTruthy();
    expect(screen.getByLabelText("Confirm Password")).toBeTruthy();
    expect(screen.getByText("At least 8 characters. Avoid common passwords.")).toBeTruthy();
  });

  it("a broken reset link says so in the page's language", async () => {
    showAuth("fr", "?mode=newPassword&error=INVALID_TOKEN");
    expect(await screen.findByRole("heading", { name: "Définir un nouveau mot de passe" })).toBeTruthy();
    expect(
      screen.getByText(
        "Ce lien de réinitialisation du mot de passe n'est pas valide ou a expiré. Veuillez en demander un nouveau.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Demander un nouveau lien" })).toBeTruthy();
  });
});
