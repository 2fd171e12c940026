import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useState } from "react";
import { createRoutesStub } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { MapBbox } from "~/domain/places/map-bounds";
import type { LatLng } from "~/domain/places/placement";
import { LazyBusinessMiniMap } from "./lazy-business-mini-map";
import { LazyPinPicker } from "./lazy-pin-picker";
import { LazyResultsMap } from "./lazy-results-map";
import type { ResultsMapMarker } from "./results-map-types";

// The simulated DOM lays nothing out: give the maps' boxes a size, as a browser would.
const sizes = { clientWidth: 800, clientHeight: 500 };
const saved = Object.keys(sizes).map((key) => [
  key,
  Object.getOwnPropertyDescriptor(HTMLElement.prototype, key),
]);
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains("leaflet-container") ? value : 0;
      },
    });
  }
});
afterAll(() => {
  for (const [key, descriptor] of saved) {
    if (descriptor)
      Object.defineProperty(HTMLElement.prototype, key as string, descriptor as PropertyDescriptor);
  }
});

const business = (id: string, name: string, lat: number, lng: number, extra = {}): ResultsMapMarker => ({
  id,
  name,
  lat,
  lng,
  href: `/business/${id}`,
  ...extra,
});

const MARKERS = [
  business("atl", "Sweet Auburn Bakery", 33.7555, -84.3766, { tier: "Gold", distanceLabel: "0.4 mi" }),
  business("lag", "Lagos Fabrics", 6.5244, 3.3792),
  business("nyc", "Harlem Jazz Records", 40.8116, -73.9465),
  // Five businesses placed at one postcode's centre: they never split.
  ...[1, 2, 3, 4, 5].map((n) => business(`pc${n}`, `Postcode Shop ${n}`, -33.9249, 18.4241)),
];

/** A page showing `page`, under a root route that hands the maps their tiles as the app's root does. */
function renderPage(page: () => ReactNode) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({ mapTiles: { kind: "off" } }),
      Component: page,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

function renderMap(onSearchArea?: (bbox: MapBbox) => void, markers = MARKERS) {
  renderPage(() => <LazyResultsMap markers={markers} onSearchArea={onSearchArea} />);
}

describe("the results map", () => {
  it("is a labelled region described by the note that the list holds the same businesses", async () => {
    renderMap();
    const map = await screen.findByRole("region", { name: "Map of the results" });
    const note = document.getElementById(map.getAttribute("aria-describedby") ?? "");
    expect(note?.textContent).toMatch(/The list has the same results/);
    expect(note?.className).toBe("sr-only");
  });

  it("shows each business as a focusable marker named after it, and a group as its count", async () => {
    renderMap();
    const lagos = await screen.findByRole("button", { name: "Lagos Fabrics" });
    expect(lagos.tabIndex).toBe(0);
    expect(screen.getByRole("button", { name: "Sweet Auburn Bakery" })).toBeTruthy();
    const group = screen.getByRole("button", { name: "5 businesses here" });
    expect(group.tabIndex).toBe(0);
    expect(group.textContent).toBe("5");
  });

  it("opens a marker's card with Enter, its link focused, and Escape gives the focus back", async () => {
    const user = userEvent.setup();
    renderMap();
    const bakery = await screen.findByRole("button", { name: "Sweet Auburn Bakery" });
    bakery.focus();
    await user.keyboard("{Enter}");
    const link = await screen.findByRole("link", { name: "Sweet Auburn Bakery" });
    expect(link.getAttribute("href")).toBe("/business/atl");
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(link.parentElement?.textContent).toContain("Gold · 0.4 mi away");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("link", { name: "Sweet Auburn Bakery" })).toBeNull());
    expect(document.activeElement).toBe(bakery);
  });

  it("opens a card on a click too", async () => {
    const user = userEvent.setup();
    renderMap();
    await user.click(await screen.findByRole("button", { name: "Lagos Fabrics" }));
    expect((await screen.findByRole("link", { name: "Lagos Fabrics" })).getAttribute("href")).toBe(
      "/business/lag",
    );
  });

  it("lists the businesses of a group that never splits", async () => {
    const user = userEvent.setup();
    renderMap();
    (await screen.findByRole("button", { name: "5 businesses here" })).focus();
    await user.keyboard("{Enter}");
    const links = await screen.findAllByRole("link", { name: /^Postcode Shop/ });
    expect(links.map((link) => link.textContent)).toEqual([1, 2, 3, 4, 5].map((n) => `Postcode Shop ${n}`));
    await waitFor(() => expect(document.activeElement).toBe(links[0]));
  });

  it("zooms in on a group with Enter until it splits, and focuses a marker of it", async () => {
    const user = userEvent.setup();
    renderMap(undefined, [
      business("sab", "Sweet Auburn Bakery", 33.7555, -84.3766),
      business("pst", "Peach State Tailors", 33.749, -84.388),
      business("lag", "Lagos Fabrics", 6.5244, 3.3792),
    ]);
    (await screen.findByRole("button", { name: "2 businesses here" })).focus();
    await user.keyboard("{Enter}");
    const bakery = await screen.findByRole("button", { name: "Sweet Auburn Bakery" });
    expect(screen.getByRole("button", { name: "Peach State Tailors" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "2 businesses here" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(bakery));
  });

  it("offers Search this area once the visitor moved the map, and answers with the map's view", async () => {
    const user = userEvent.setup();
    const onSearchArea = vi.fn();
    renderMap(onSearchArea);
    const map = await screen.findByRole("region", { name: "Map of the results" });
    await screen.findByRole("button", { name: "Lagos Fabrics" });
    expect(screen.queryByRole("button", { name: "Search this area" })).toBeNull();
    // Leaflet pans a focused map with the arrow keys (it reads keyCode, which a browser sets).
    map.focus();
    fireEvent.keyDown(map, { key: "ArrowRight", code: "ArrowRight", keyCode: 39 });
    const search = await screen.findByRole("button", { name: "Search this area" });
    await user.click(search);
    expect(onSearchArea).toHaveBeenCalledTimes(1);
    const bbox = onSearchArea.mock.calls[0]![0] as MapBbox;
    expect(bbox.south).toBeLessThan(bbox.north);
    expect(Math.abs(bbox.west)).toBeLessThanOrEqual(180);
    expect(Math.abs(bbox.east)).toBeLessThanOrEqual(180);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Search this area" })).toBeNull());
    expect(within(map).queryAllByRole("button").length).toBeGreaterThan(0);
  });
});

/** The business form's picker, its position kept by the page as a form keeps it. */
function PickerPage({ onChange, unplaced }: { onChange: (value: LatLng) => void; unplaced?: boolean }) {
  const [value, setValue] = useState<LatLng | null>(null);
  return (
    <LazyPinPicker
      value={value}
      center={{ lat: 33.749, lng: -84.388 }}
      unplaced={unplaced && value === null}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("the pin picker", () => {
  it("asks for a pin when the address could not be placed", async () => {
    renderPage(() => <PickerPage onChange={() => {}} unplaced />);
    expect(await screen.findByText("We could not place this address on the map — drop a pin")).toBeTruthy();
    expect(await screen.findByRole("group", { name: "Map for placing the business's pin" })).toBeTruthy();
  });

  it("drops the pin where the map is clicked, then moves the focused pin with the arrow keys", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPage(() => <PickerPage onChange={onChange} unplaced />);
    const map = await screen.findByRole("group", { name: "Map for placing the business's pin" });
    fireEvent.click(map, { clientX: 400, clientY: 250 });
    const dropped = onChange.mock.calls.at(-1)![0] as LatLng;
    // The middle of the map: where it opened, on the address's city.
    expect(dropped.lat).toBeCloseTo(33.749, 2);
    expect(dropped.lng).toBeCloseTo(-84.388, 2);
    expect(screen.queryByText(/We could not place this address/)).toBeNull();
    expect((screen.getByRole("spinbutton", { name: "Latitude" }) as HTMLInputElement).value).toBe(
      String(dropped.lat),
    );

    const pin = await screen.findByRole("button", { name: /^Business location pin at latitude/ });
    pin.focus();
    await user.keyboard("{ArrowUp}");
    const up = onChange.mock.calls.at(-1)![0] as LatLng;
    expect(up.lat).toBeGreaterThan(dropped.lat);
    expect(up.lng).toBe(dropped.lng);
    await user.keyboard("{Shift>}{ArrowLeft}{/Shift}");
    const left = onChange.mock.calls.at(-1)![0] as LatLng;
    expect(left.lng).toBeLessThan(up.lng);
    expect(dropped.lng - left.lng).toBeGreaterThan((up.lat - dropped.lat) * 2);
    await waitFor(() => expect(pin.getAttribute("aria-label")).toContain(`longitude ${left.lng}`));
  });

  it("takes a typed latitude and longitude once both are valid", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPage(() => <PickerPage onChange={onChange} />);
    await user.type(await screen.findByRole("spinbutton", { name: "Latitude" }), "6.5244");
    expect(onChange).not.toHaveBeenCalled();
    await user.type(screen.getByRole("spinbutton", { name: "Longitude" }), "3.3792");
    expect(onChange).toHaveBeenLastCalledWith({ lat: 6.5244, lng: 3.3792 });
    expect(await screen.findByRole("button", { name: /latitude 6.5244, longitude 3.3792/ })).toBeTruthy();
    await user.clear(screen.getByRole("spinbutton", { name: "Latitude" }));
    await user.paste("95");
    expect(screen.getByText("Between -90 and 90")).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith({ lat: 6.5244, lng: 3.3792 });
  });
});

describe("the business page's map", () => {
  // The simulated DOM lays nothing out, so its IntersectionObserver never reports: here every box is in view.
  beforeEach(() => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          queueMicrotask(() =>
            this.callback(
              [{ isIntersecting: true, target } as unknown as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
          );
        }
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows a pin and a Directions link that opens in a new tab", async () => {
    renderPage(() => (
      <LazyBusinessMiniMap lat={33.749} lng={-84.388} name="Peach State Tailors" precision="exact" />
    ));
    const directions = await screen.findByRole("link", { name: "Directions (opens in a new tab)" });
    expect(directions.getAttribute("href")).toBe(
      "https://www.openstreetmap.org/directions?route=%3B33.749%2C-84.388",
    );
    expect(directions.getAttribute("target")).toBe("_blank");
    expect(directions.getAttribute("rel")).toContain("noopener");
    const map = await screen.findByRole("group", { name: "Map of where Peach State Tailors is" });
    await waitFor(() => expect(map.querySelectorAll(".ujamaa-map-pin")).toHaveLength(1));
    expect(map.tabIndex).toBe(-1);
  });

  it("shows a circle and no pin when only the area is public", async () => {
    renderPage(() => <LazyBusinessMiniMap lat={33.77} lng={-84.29} name="Home Baker" precision="area" />);
    const map = await screen.findByRole("group", { name: "Map of the area of Home Baker" });
    await waitFor(() =>
      expect(map.querySelectorAll(".leaflet-overlay-pane path.ujamaa-map-area")).toHaveLength(1),
    );
    expect(map.querySelector(".ujamaa-map-pin")).toBeNull();
    expect(screen.getByText("Approximate area")).toBeTruthy();
  });

  it("asks for the map only once its box is scrolled near, with the Directions link there from the start", async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    renderPage(() => (
      <LazyBusinessMiniMap lat={33.749} lng={-84.388} name="Far Down Tailors" precision="exact" />
    ));
    expect(await screen.findByRole("link", { name: "Directions (opens in a new tab)" })).toBeTruthy();
    await waitFor(() => expect(observers.some((o) => o.targets.length > 0)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("group", { name: "Map of where Far Down Tailors is" })).toBeNull();
    expect(screen.getByText("Loading the map…")).toBeTruthy();

    const observer = observers.find((o) => o.targets.length > 0)!;
    act(() =>
      observer.callback(
        [{ isIntersecting: true, target: observer.targets[0] } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    const map = await screen.findByRole("group", { name: "Map of where Far Down Tailors is" });
    await waitFor(() => expect(map.querySelectorAll(".ujamaa-map-pin")).toHaveLength(1));
  });
});
