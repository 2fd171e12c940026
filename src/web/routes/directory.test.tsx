import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { BusinessSearch } from "~/domain/search/search-params";
import type { SearchResult } from "~/domain/search/search-result";
import type { Db } from "~/server/db/client";
import { createLogger } from "~/server/logger";
import { LanguageProvider } from "~/web/features/languages/language-context";
import { messagesOf } from "~/web/features/languages/messages.server";
import { directoryText } from "~/web/features/search/search-page-text.server";
import { aBusiness } from "../../../tests/support/business";
import Directory from "./directory";
import { loadDirectory } from "./directory.server";

/** The searches the page asked for, answered by `answer`. */
const searches: BusinessSearch[] = [];
let answer: () => Promise<SearchResult>;
const runtime = {
  logger: createLogger({ logLevel: "silent", logFormat: "json" }),
  now: () => new Date(),
  // Every search is answered by the kept answers, so the database is never asked.
  db: {} as Db,
  readDb: () => ({}) as Db,
  searchCache: {
    answer: async (search: BusinessSearch) => {
      searches.push(search);
      return { result: await answer(), json: "" };
    },
    invalidate() {},
  },
};

function renderDirectory(url: string) {
  const Stub = createRoutesStub([
    {
      path: "/directory",
      HydrateFallback: () => null,
      loader: ({ request }) => loadDirectory(new URL(request.url), runtime),
      Component: Directory,
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

/**
 * The page as the root shows it in a language: the root's messages (layout, categories) and the page's
 * loader's (its messages, title and description), as the route's loader gives them.
 */
function renderDirectoryIn(language: "fr" | "es" | "ar", url: string) {
  function Page() {
    const data = useLoaderData<Awaited<ReturnType<typeof loadPage>>>();
    return (
      <LanguageProvider
        language={language}
        messages={{ ...messagesOf(language, ["layout", "categories"]), ...data.messages }}
      >
        <p data-testid="title">{data.title}</p>
        <Directory {...({ loaderData: data } as Parameters<typeof Directory>[0])} />
      </LanguageProvider>
    );
  }
  const loadPage = async (request: Request) => ({
    ...(await loadDirectory(new URL(request.url), runtime)),
    ...directoryText(request),
  });
  const Stub = createRoutesStub([
    {
      path: `/${language}/directory`,
      HydrateFallback: () => null,
      loader: ({ request }) => loadPage(request),
      Component: Page,
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

beforeEach(() => {
  searches.length = 0;
  answer = async () => ({ items: [], total: 0, next: null, place: null, distance_unit: null });
});

describe("the /directory route", () => {
  it("searches in tier order with descriptions, and its filters, chips and hero keep each other", async () => {
    renderDirectory("/directory?search=Apollo");
    expect(await screen.findByText("0 businesses found")).toBeTruthy();
    expect(screen.getByText("No businesses found")).toBeTruthy();
    expect(searches).toEqual([
      expect.objectContaining({
        keyword: "Apollo",
        sort: "tier",
        limit: 12,
        include_description: true,
        page: 1,
      }),
    ]);
    expect(screen.getByRole("searchbox", { name: "Search businesses" })).toHaveProperty("value", "Apollo");

    const filters = screen.getByRole("form", { name: "Directory filters" });
    await userEvent.selectOptions(within(filters).getByLabelText("Category"), "Hotel");
    const chips = await screen.findByRole("list", { name: "Active filters" });
    await within(chips).findByText("Category: Hotel");
    expect(within(chips).getByText("Search: Apollo")).toBeTruthy();
    expect(searches.at(-1)).toMatchObject({ keyword: "Apollo", category: "Hotel" });

    await userEvent.click(within(chips).getByRole("link", { name: "Remove search filter" }));
    await waitFor(() => expect(searches).toHaveLength(3));
    expect(searches.at(-1)).toMatchObject({ category: "Hotel" });
    expect(searches.at(-1)?.keyword).toBeUndefined();
    await waitFor(() =>
      expect(screen.getByRole("searchbox", { name: "Search businesses" })).toHaveProperty("value", ""),
    );
  });

  it("counts one business in the singular", async () => {
    const one = {
      ...aBusiness({ category: "Restaurant", category_slug: "restaurant" }),
      distance_km: null,
    } as SearchResult["items"][number];
    answer = async () => ({ items: [one], total: 1, next: null, place: null, distance_unit: null });
    renderDirectory("/directory?search=Soul");
    expect(await screen.findByText("1 business found")).toBeTruthy();
    expect(screen.getByText("Showing 1 business")).toBeTruthy();
  });

  it("shows a refused search's message with Clear filters, without searching", async () => {
    renderDirectory("/directory?page=0");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Page must be 1 or more");
    expect(within(alert).getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe(
      "/directory",
    );
    expect(searches).toEqual([]);
  });

  it("shows a failed search with Retry on the same URL", async () => {
    answer = () => Promise.reject(new Error("connection refused"));
    renderDirectory("/directory?tier=Preferred");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to load data: the directory did not answer.");
    expect(within(alert).getByRole("link", { name: "Retry" }).getAttribute("href")).toBe(
      "/directory?tier=Preferred",
    );
  });
});

describe("the /directory route in another language", () => {
  const found = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      ...aBusiness({ id: `b${i}`, category: "Restaurant", category_slug: "restaurant" }),
      distance_km: null,
    })) as SearchResult["items"];

  it("speaks French: its title, hero, filters, chips, counts, and links that stay on French pages", async () => {
    answer = async () => ({ items: found(1), total: 1, next: null, place: null, distance_unit: null });
    renderDirectoryIn("fr", "/fr/directory?search=Soul&category=Hotel");
    expect(await screen.findByText("1 entreprise trouvée")).toBeTruthy();
    expect(screen.getByTestId("title").textContent).toBe("Annuaire des entreprises · Ujamaa");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Explorez l'annuaire");
    expect(screen.getByRole("searchbox", { name: "Rechercher des entreprises" })).toHaveProperty(
      "value",
      "Soul",
    );
    const filters = screen.getByRole("form", { name: "Filtres de l'annuaire" });
    expect(filters.getAttribute("action")).toBe("/fr/directory");
    expect(within(filters).getByRole("option", { name: "Hôtel" })).toBeTruthy();
    expect(within(filters).getByRole("option", { name: "Privilégié" })).toBeTruthy();
    expect(within(filters).getByRole("button", { name: "Appliquer les filtres" })).toBeTruthy();
    const chips = screen.getByRole("list", { name: "Filtres actifs" });
    expect(within(chips).getByText("Catégorie : Hôtel")).toBeTruthy();
    expect(
      within(chips).getByRole("link", { name: "Retirer le filtre de recherche" }).getAttribute("href"),
    ).toBe("/fr/directory?category=Hotel");
    expect(within(chips).getByRole("link", { name: "Tout effacer" }).getAttribute("href")).toBe(
      "/fr/directory",
    );
    expect(screen.getByText("1 entreprise affichée")).toBeTruthy();
    expect(screen.getByText("Vous avez atteint la fin des résultats.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Télécharger en CSV" })).toBeTruthy();
  });

  it("counts in Arabic's plural forms with Latin digits, and says an empty result in Arabic", async () => {
    answer = async () => ({ items: found(2), total: 1250, next: 2, place: null, distance_unit: null });
    renderDirectoryIn("ar", "/ar/directory");
    expect(await screen.findByText("تم العثور على 1,250 نشاطًا تجاريًا")).toBeTruthy();
    expect(screen.getByText("عرض نشاطين تجاريين")).toBeTruthy();
    expect(screen.getByTestId("title").textContent).toBe("دليل الأعمال · Ujamaa");
  });

  it("says a failed search in Spanish, with Retry", async () => {
    answer = () => Promise.reject(new Error("connection refused"));
    renderDirectoryIn("es", "/es/directory?tier=Preferred");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("No se pudieron cargar los datos: el directorio no respondió.");
    expect(within(alert).getByRole("link", { name: "Reintentar" }).getAttribute("href")).toBe(
      "/es/directory?tier=Preferred",
    );
  });

  it("keeps the English title and description", () => {
    const text = directoryText(new Request("http://localhost/directory"));
    expect(text.title).toBe("Business Directory · Ujamaa");
    expect(text.description).toBe(
      "Browse Black-owned businesses by location, category and certification tier.",
    );
  });
});
