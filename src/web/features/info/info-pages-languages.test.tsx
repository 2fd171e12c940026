import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Namespace } from "~/domain/languages/catalogs";
import type { Language } from "~/domain/languages/languages";
import { inLanguage } from "../../../../tests/support/in-language";
import { AboutContent } from "./about-content";
import { EULA } from "./eula";
import { LegalPage } from "./legal-page";
import { PRIVACY_POLICY } from "./privacy-policy";

/** `page` at /page, as its language's route shows it (links need a router). */
function show(language: Language, namespaces: Namespace[], page: ReactNode) {
  const Stub = createRoutesStub([{ path: "/page", Component: () => inLanguage(language, namespaces, page) }]);
  render(<Stub initialEntries={["/page"]} />);
}

const paragraphWith = (text: string) =>
  screen.getAllByRole("paragraph").find((p) => p.textContent?.includes(text))?.textContent;

describe("the legal pages in each language", () => {
  it("English reads as the spec wrote it, links inside the sentences", () => {
    show("en", ["legal", "privacyPolicy"], <LegalPage document={PRIVACY_POLICY} />);
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeTruthy();
    expect(screen.getByText("Effective June 19, 2025")).toBeTruthy();
    expect(paragraphWith("Questions?")).toBe(
      "We will post any change to this policy on this page with a new effective date. Questions? Write to hello@ujamaa.test or use the Contact page.",
    );
    expect(screen.getByRole("link", { name: "hello@ujamaa.test" }).getAttribute("href")).toBe(
      "mailto:hello@ujamaa.test",
    );
    expect(screen.getByRole("link", { name: "Contact page" }).getAttribute("href")).toBe("/contact");
    expect(screen.getByRole("link", { name: "Processing in the U.S." }).getAttribute("href")).toBe(
      "#processing-in-the-us",
    );
  });

  it("French: the whole text, its date the French way, its links to the French pages", () => {
    show("fr", ["legal", "eula"], <LegalPage document={EULA} />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Contrat de licence utilisateur final" }),
    ).toBeTruthy();
    expect(screen.getByText("En vigueur depuis le 19 juin 2025")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Droit applicable" })).toBeTruthy();
    expect(paragraphWith("Notre Politique")).toMatch(
      /^Notre Politique de confidentialité décrit les données/,
    );
    expect(screen.getByRole("link", { name: "Politique de confidentialité" }).getAttribute("href")).toBe(
      "/fr/privacy-policy",
    );
    expect(screen.getByRole("link", { name: "Conditions d'utilisation" }).getAttribute("href")).toBe(
      "/fr/terms-of-use",
    );
    expect(document.body.textContent).not.toMatch(/Governing law|Restrictions on/);
  });

  it("Arabic: the links sit where the Arabic sentence puts them", () => {
    show("ar", ["legal", "privacyPolicy"], <LegalPage document={PRIVACY_POLICY} />);
    expect(screen.getByRole("heading", { level: 1, name: "سياسة الخصوصية" })).toBeTruthy();
    expect(paragraphWith("راسلنا")).toBe(
      "سننشر أي تعديل على هذه السياسة في هذه الصفحة مع تاريخ سريان جديد. هل لديك أسئلة؟ راسلنا على hello@ujamaa.test أو استخدم صفحة الاتصال.",
    );
    expect(screen.getByRole("link", { name: "صفحة الاتصال" }).getAttribute("href")).toBe("/ar/contact");
  });
});

describe("the About page in each language", () => {
  it("English keeps its words, bold motto verbs and prices", () => {
    show("en", ["info"], <AboutContent signedIn={false} />);
    expect(screen.getByRole("heading", { level: 1, name: "About Ujamaa" })).toBeTruthy();
    expect(screen.getByText("educate").tagName).toBe("STRONG");
    expect(screen.getByRole("list", { name: "Certification tiers and yearly prices" }).textContent).toBe(
      "Free · FreeVerified · $180/yearCertified · $348/yearPreferred · $708/year",
    );
    expect(screen.getByRole("link", { name: "List Your Business" }).getAttribute("href")).toBe("/auth");
  });

  it("Spanish: the words, the tiers and the links in Spanish", () => {
    show("es", ["info"], <AboutContent signedIn={false} />);
    expect(screen.getByRole("heading", { level: 1, name: "Acerca de Ujamaa" })).toBeTruthy();
    expect(screen.getByText("educamos").tagName).toBe("STRONG");
    const tiers = screen.getByRole("list", {
      name: "Niveles de certificación y precios anuales",
    }).textContent;
    expect(tiers).toMatch(/^Gratis · GratisVerificado · 180,00\sUS\$\/año/);
    expect(screen.getByRole("link", { name: "Explorar el directorio" }).getAttribute("href")).toBe(
      "/es/directory",
    );
    expect(screen.getByRole("link", { name: "Registre su negocio" }).getAttribute("href")).toBe("/es/auth");
  });
});
