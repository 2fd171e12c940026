import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "~/domain/languages/languages";
import { inLanguage } from "../../../../tests/support/in-language";
import { CookieBanner } from "./cookie-banner";

function showBanner(language: Language) {
  const Stub = createRoutesStub([
    { path: "/", HydrateFallback: () => null, Component: () => inLanguage(language, [], <CookieBanner />) },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

const sentence = () => screen.getByRole("link").closest("p")?.textContent;

beforeEach(() => {
  window.localStorage.clear();
});

describe("the cookie banner", () => {
  it("reads in English as before", async () => {
    showBanner("en");
    expect(await screen.findByRole("heading", { name: "We value your privacy" })).toBeTruthy();
    expect(sentence()).toBe(
      "We use essential cookies to run this site. With your consent we'd also use cookies for analytics, preferences and marketing. See our Cookie Policy.",
    );
    expect(screen.getByRole("link", { name: "Cookie Policy" }).getAttribute("href")).toBe("/cookie-policy");
    expect(screen.getByRole("button", { name: "Close cookie banner" })).toBeTruthy();
  });

  it("speaks French, with the French cookie policy linked inside its sentence", async () => {
    showBanner("fr");
    expect(await screen.findByRole("heading", { name: "Votre vie privée compte pour nous" })).toBeTruthy();
    expect(sentence()).toBe(
      "Nous utilisons des cookies essentiels au fonctionnement de ce site. Avec votre accord, nous utiliserions aussi des cookies de mesure d'audience, de préférences et de marketing. Consultez notre Politique relative aux cookies.",
    );
    expect(screen.getByRole("link", { name: "Politique relative aux cookies" }).getAttribute("href")).toBe(
      "/fr/cookie-policy",
    );
    expect(screen.getByRole("button", { name: "Tout accepter" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Essentiels uniquement" })).toBeTruthy();
  });

  it("speaks Arabic in its choices too, each switch named by its own words", async () => {
    showBanner("ar");
    await userEvent.click(await screen.findByRole("button", { name: "تخصيص" }));
    expect(screen.getByRole("switch", { name: "التحليلات" })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "التسويق" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "حفظ التفضيلات" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "سياسة ملفات تعريف الارتباط" }).getAttribute("href")).toBe(
      "/ar/cookie-policy",
    );
  });

  it("asks the browser for its cookies at most once, however often the page renders it", async () => {
    let owner: object = document;
    while (!Object.getOwnPropertyDescriptor(owner, "cookie")) owner = Object.getPrototypeOf(owner);
    const cookieReads = vi.spyOn(owner as Document, "cookie", "get");
    showBanner("en");
    await screen.findByRole("heading", { name: "We value your privacy" });
    await userEvent.click(screen.getByRole("button", { name: "Customize" }));
    await userEvent.click(screen.getByRole("switch", { name: "Analytics" }));
    // Each read of document.cookie is a round trip to the browser's cookie store.
    expect(cookieReads.mock.calls.length).toBeLessThanOrEqual(1);
    cookieReads.mockRestore();
  });
});
