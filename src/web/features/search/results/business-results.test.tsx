import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SEARCH } from "~/domain/languages/catalogs/search";
import { parseSearchQuery } from "~/domain/search/search-params";
import { ListYourBusiness } from "~/web/features/businesses/list-your-business";
import { CategoryGrid } from "~/web/features/categories/category-grid";
import { LanguageProvider } from "~/web/features/languages/language-context";
import { messagesOf } from "~/web/features/languages/messages.server";
import { LISTING_PAGE } from "~/web/features/search/search-pages";
import { BusinessResults } from "./business-results";
import type { ResultsLoad } from "./results-load";

/** Home's sections under /es/ with the root's and the page's messages, an empty search answered. */
function renderHomeIn(language: "en" | "es", query: string) {
  const search = parseSearchQuery(new URLSearchParams(query), LISTING_PAGE).data!;
  const load: ResultsLoad = {
    status: "ok",
    search,
    items: [],
    total: 0,
    next: null,
    place: null,
    distance_unit: null,
  };
  const prefix = language === "en" ? "" : `/${language}`;
  const Stub = createRoutesStub([
    {
      path: prefix || "/",
      Component: () => (
        <LanguageProvider
          language={language}
          messages={messagesOf(language, ["layout", "categories", "search", "countries"])}
        >
          <CategoryGrid
            categories={[
              {
                id: "c1",
                title: "Restaurant",
                slug: "restaurant",
                icon_name: "utensils",
                count: 1250,
                created_at: "",
              },
            ]}
          />
          <ListYourBusiness signedIn={false} />
          <BusinessResults
            load={load}
            categories={[{ slug: "hotel", title: "Hotel" }]}
            now={new Date().toISOString()}
            viewer={null}
          />
        </LanguageProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[`${prefix || "/"}${query ? `?${query}` : ""}`]} />);
}

describe("the listing's results in another language", () => {
  it("speak Spanish: heading, tabs, count, sort, filters and the no-results notice, linking to Spanish pages", async () => {
    renderHomeIn("es", "keyword=jazz&location=Atlanta&country=US");
    const heading = await screen.findByRole("heading", { level: 2, name: /Resultados de búsqueda/ });
    expect(heading.textContent).toBe("Resultados de búsqueda para «jazz» en Atlanta en Estados Unidos");
    const tabs = screen.getByRole("navigation", { name: "Pestañas de categorías" });
    expect(within(tabs).getByRole("link", { name: "Todas" }).getAttribute("href")).toMatch(
      /^\/es\/businesses\?/,
    );
    expect(within(tabs).getByRole("link", { name: "Hotel" })).toBeTruthy();
    expect(screen.getByText("0 negocios")).toBeTruthy();
    expect(screen.getByLabelText("Ordenar por")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Relevancia" })).toBeTruthy();
    expect(screen.getByText("Filtrar")).toBeTruthy();
    expect(screen.getByRole("form", { name: "Filtros" }).getAttribute("action")).toBe("/es/businesses");
    expect(screen.getByRole("status").textContent).toContain(
      "El negocio no está en la base de datos de Ujamaa.",
    );
    expect(screen.getByRole("link", { name: /Restaurante/ }).getAttribute("href")).toBe(
      "/es/businesses?category=restaurant",
    );
    expect(screen.getByText("1250 negocios")).toBeTruthy();
    expect(screen.getByRole("link", { name: SEARCH.es["List Your Business"] }).getAttribute("href")).toBe(
      "/es/auth",
    );
  });

  it("keep English as it was", async () => {
    renderHomeIn("en", "keyword=jazz");
    expect((await screen.findByRole("heading", { level: 2, name: /Search Results/ })).textContent).toBe(
      'Search Results for "jazz"',
    );
    expect(screen.getByText("0 businesses")).toBeTruthy();
    expect(screen.getByText("1250 Businesses")).toBeTruthy();
    expect(screen.getByRole("link", { name: "List Your Business" }).getAttribute("href")).toBe("/auth");
    expect(screen.getByRole("status").textContent).toBe(
      "Business not in the Ujamaa database. Try searching with different keywords or check back later as we continuously add new businesses.",
    );
  });
});
