import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { BusinessSearch } from "~/domain/search/search-params";
import type { SearchResult } from "~/domain/search/search-result";
import type { Db } from "~/server/db/client";
import { createLogger } from "~/server/logger";
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
