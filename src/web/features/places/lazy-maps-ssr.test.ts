import { createElement, type FunctionComponent } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { LazyBusinessMiniMap } from "./lazy-business-mini-map";
import { LazyPinPicker } from "./lazy-pin-picker";
import { LazyResultsMap } from "./lazy-results-map";

/**
 * A page rendered as the server renders it (a static router under a root route that hands the maps
 * their tiles), in Node: no `window`, no `document`. Loading a map's code there would throw.
 */
async function renderOnServer(page: FunctionComponent) {
  const { query, dataRoutes } = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: () => ({
        mapTiles: {
          kind: "tiles",
          url: "https://tile.example.org/{z}/{x}/{y}.png",
          attribution: {
            text: "© OpenStreetMap contributors",
            href: "https://www.openstreetmap.org/copyright",
          },
        },
      }),
      Component: page,
    },
  ]);
  const context = await query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("the page answered a redirect");
  return renderToString(
    createElement(StaticRouterProvider, { router: createStaticRouter(dataRoutes, context), context }),
  );
}

const markers = [{ id: "a", name: "Sweet Auburn Bakery", lat: 33.7555, lng: -84.3766, href: "/business/a" }];

describe("the maps in the server's HTML", () => {
  it("renders in Node, where there is no window", () => {
    expect(typeof window).toBe("undefined");
    expect(typeof document).toBe("undefined");
  });

  it("is the results map's placeholder and its note for screen readers, without the map", async () => {
    const html = await renderOnServer(() =>
      createElement(LazyResultsMap, { markers, onSearchArea: () => {} }),
    );
    expect(html).toContain("data-map-placeholder");
    expect(html).toContain("Loading the map…");
    expect(html).toContain(
      "The list has the same results and is easier to use with a keyboard or a screen reader.",
    );
    expect(html).not.toContain("leaflet");
    expect(html).not.toContain("Sweet Auburn Bakery");
  });

  it("is the pin picker's message, hint and fields, with the map's placeholder", async () => {
    const html = await renderOnServer(() =>
      createElement(LazyPinPicker, {
        value: { lat: 33.749, lng: -84.388 },
        onChange: () => {},
        unplaced: true,
      }),
    );
    expect(html).toContain("We could not place this address on the map — drop a pin");
    expect(html).toMatch(/<input[^>]*type="number"[^>]*value="33.749"/);
    expect(html).toMatch(/<input[^>]*type="number"[^>]*value="-84.388"/);
    expect(html).toContain("data-map-placeholder");
    expect(html).not.toContain("leaflet");
  });

  it("is the business page map's placeholder with its Directions link", async () => {
    const html = await renderOnServer(() =>
      createElement(LazyBusinessMiniMap, {
        lat: 33.749,
        lng: -84.388,
        name: "Peach State Tailors",
        precision: "exact",
      }),
    );
    expect(html).toContain('href="https://www.openstreetmap.org/directions?route=%3B33.749%2C-84.388"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain("data-map-placeholder");
    expect(html).not.toContain("leaflet");
  });
});
