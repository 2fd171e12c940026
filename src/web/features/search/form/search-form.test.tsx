import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, type LoaderFunctionArgs, useLoaderData, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "~/domain/search/search-params";
import { DIRECTORY_PAGE, LISTING_PAGE, type SearchPage } from "~/web/features/search/search-pages";
import { SearchForm, type SearchFormVariant } from "./search-form";

/** A page that reads its search from the URL with the one codec, shows the form, and says where it is. */
function searchRoute(path: string, page: SearchPage, variants: SearchFormVariant[]) {
  return {
    path,
    HydrateFallback: () => null,
    loader: ({ request }: LoaderFunctionArgs) =>
      parseSearchQuery(new URL(request.url).searchParams, page).data ?? {},
    Component() {
      const search = useLoaderData();
      const location = useLocation();
      return (
        <>
          {variants.map((variant) => (
            <SearchForm key={`${variant}${location.search}`} variant={variant} search={search} />
          ))}
          <output data-testid="url">{`${location.pathname}${location.search}`}</output>
        </>
      );
    },
  };
}

function renderAt(url: string, listingVariants: SearchFormVariant[] = ["filters"]) {
  const Stub = createRoutesStub([
    searchRoute("/", LISTING_PAGE, ["search", "filters", "directory"]),
    searchRoute("/businesses", LISTING_PAGE, listingVariants),
    searchRoute("/directory", DIRECTORY_PAGE, ["directory"]),
  ]);
  render(<Stub initialEntries={[url]} />);
}

const labels = (form: HTMLElement) => [...form.querySelectorAll("label")].map((label) => label.textContent);
const url = () => screen.getByTestId("url").textContent;

describe("the search form", () => {
  it("shows each variant's own fields, with its own texts", async () => {
    renderAt("/");
    const search = await screen.findByRole("form", { name: "Search form" });
    expect(labels(search)).toEqual(["Keyword", "Location", "Category", "Country", "Near"]);
    expect(within(search).getByLabelText("Keyword")).toHaveProperty(
      "placeholder",
      "Business name, keyword...",
    );
    expect(within(search).getByLabelText("Location")).toHaveProperty(
      "placeholder",
      "City, state/province, postcode...",
    );
    expect(within(search).getByRole("button", { name: "Search" })).toBeTruthy();

    const filters = screen.getByRole("form", { name: "Filters" });
    expect(labels(filters)).toEqual([
      "Keyword",
      "Location",
      "Near",
      "Category",
      "Country",
      "Tier",
      "NAICS code",
      "Serves",
      "Other certification",
      "Open now",
    ]);
    expect(within(filters).getByRole("link", { name: "Reset" }).getAttribute("href")).toBe("/businesses");

    const directory = screen.getByRole("form", { name: "Directory filters" });
    expect(labels(directory)).toEqual([
      "Location",
      "Category",
      "Tier",
      "NAICS code",
      "Near",
      "Serves",
      "Other certification",
    ]);
    expect(within(directory).getByLabelText("Location")).toHaveProperty("placeholder", "City, state, zip");
    const categories = within(within(directory).getByLabelText("Category")).getAllByRole("option");
    expect(categories.slice(0, 3).map((option) => option.textContent)).toEqual([
      "All Categories",
      "Restaurant",
      "Hotel",
    ]);
  });

  it("shows a URL's search in its fields and submits the same URL back, the page number reset", async () => {
    const query =
      "keyword=soul&location=Atlanta&category=restaurant&country=Kenya&tier=Preferred&tab=hotel&open_now=true&sort=name";
    renderAt(`/businesses?${query}&page=3`);
    const form = await screen.findByRole("form", { name: "Filters" });
    expect(within(form).getByLabelText("Keyword")).toHaveProperty("value", "soul");
    expect(within(form).getByLabelText("Category")).toHaveProperty("value", "restaurant");
    expect(within(form).getByLabelText("Country")).toHaveProperty("value", "Kenya");
    expect(within(form).getByLabelText("Tier")).toHaveProperty("value", "Preferred");
    expect(within(form).getByLabelText("Open now")).toHaveProperty("checked", true);

    await userEvent.click(within(form).getByRole("button", { name: "Apply Filters" }));
    await waitFor(() => expect(url()).toBe(`/businesses?${query}`));
  });

  it("reads other spellings of a value and writes the option's own", async () => {
    renderAt("/businesses?country=KE&category=Restaurants&tier=preferred&tab=all");
    const form = await screen.findByRole("form", { name: "Filters" });
    await userEvent.click(within(form).getByRole("button", { name: "Apply Filters" }));
    await waitFor(() => expect(url()).toBe("/businesses?category=restaurant&country=Kenya&tier=Preferred"));
  });

  it("submits the home form to the listing with trimmed text and without the All choices", async () => {
    renderAt("/", ["search"]);
    const form = await screen.findByRole("form", { name: "Search form" });
    await userEvent.type(within(form).getByLabelText("Keyword"), "  soul ");
    await userEvent.selectOptions(within(form).getByLabelText("Category"), "Restaurants");
    await userEvent.click(within(form).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(url()).toBe("/businesses?keyword=soul&category=restaurant"));
  });

  it("applies a directory select at once and keeps the hero's search, under the directory's names", async () => {
    renderAt("/directory?search=Apollo");
    const form = await screen.findByRole("form", { name: "Directory filters" });
    await userEvent.selectOptions(within(form).getByLabelText("Category"), "Hotel");
    await waitFor(() => expect(url()).toBe("/directory?search=Apollo&category=Hotel"));

    const again = screen.getByRole("form", { name: "Directory filters" });
    await userEvent.type(within(again).getByLabelText("Location"), "New York");
    await userEvent.click(within(again).getByRole("button", { name: "Apply Filters" }));
    await waitFor(() => expect(url()).toBe("/directory?search=Apollo&location=New+York&category=Hotel"));
  });
});
