import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Business } from "~/domain/businesses/business-schema";
import { BUSINESS_TEMPLATES } from "~/domain/businesses/business-templates";
import { COUNTRIES } from "~/domain/places/countries";
import type { SessionUser } from "~/web/features/accounts/session-user";
import { ApiError } from "~/web/lib/api/client";
import { aBusiness } from "../../../../../tests/support/business";
import { AddBusinessSheet } from "./add-business-sheet";
import { BusinessForm } from "./business-form";
import { businessToForm, defaultWeekHours, emptyBusinessForm } from "./form-values";
import { AREA_ONLY_HINT, UNPLACED_MESSAGE } from "./location-on-map";

const calls = vi.hoisted(() => ({
  create: [] as unknown[],
  update: [] as unknown[],
  logo: [] as unknown[],
  next: null as null | (() => Promise<unknown>),
}));

vi.mock("~/web/lib/api/businesses", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/web/lib/api/businesses")>()),
  createBusiness: (json: unknown) => {
    calls.create.push(json);
    return calls.next ? calls.next() : Promise.resolve({ id: "b1", name: "Saved", logo_url: null });
  },
  uploadBusinessLogo: (id: string, file: File) => {
    calls.logo.push([id, file.name]);
    return Promise.resolve({ id, name: "Saved", logo_url: "/files/logo.webp" });
  },
  updateBusiness: (id: string, json: Record<string, unknown>) => {
    calls.update.push([id, json]);
    return Promise.resolve({ ...saved, ...json });
  },
}));

vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const owner: SessionUser = {
  id: "u1",
  name: "Ada",
  email: "ada@example.com",
  role: "user",
  emailVerified: true,
  avatarUrl: null,
  walkthroughCompleted: true,
};

const saved: Business = aBusiness({
  id: "b9",
  description: "Home cooking.",
  category: "Restaurant",
  category_slug: "restaurant",
  address: "1 Main St",
  zip_code: "30303",
  phone: "(404) 555-0100",
  business_hours: defaultWeekHours(),
});

const emptyProfile = {
  business_id: "b9",
  naics_edition: "NAICS 2017",
  naics: [],
  capabilities: null,
  differentiators: null,
  service_areas: [],
  past_performance: [],
  uei: null,
  cage: null,
  updated_at: null,
};

const CATEGORIES = ["Beauty & Barber", "Hotel", "Restaurant", "Retail & Shopping"];

function renderPage(children: ReactNode) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({ user: owner }),
      Component: () => children,
    },
    // The "For buyers" section's loader: an empty profile.
    { path: "/dashboard/procurement/:businessId", loader: () => ({ profile: emptyProfile, error: null }) },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  calls.create.length = 0;
  calls.update.length = 0;
  calls.logo.length = 0;
  calls.next = null;
});

describe("the business form", () => {
  it("marks the required fields and labels the region and postal code for each of the 20 countries", async () => {
    const user = userEvent.setup();
    renderPage(<BusinessForm initial={emptyBusinessForm()} categories={CATEGORIES} onSaved={() => {}} />);
    const form = await screen.findByRole("form", { name: "Business form" });
    const required = [...form.querySelectorAll("[aria-required=true]")].map((el) => el.id.split("-").pop());
    expect(required).toEqual([
      "name",
      "category",
      "country",
      "address",
      "city",
      "state",
      "zip_code",
      "phone",
    ]);
    expect(within(form).getByRole("group", { name: "Certification Tier" })).toBeTruthy();

    expect(COUNTRIES).toHaveLength(20);
    for (const country of COUNTRIES) {
      await user.selectOptions(field("Country"), country.name);
      const region = form.querySelector<HTMLInputElement>("[autocomplete=address-level1]")!;
      const postal = form.querySelector<HTMLInputElement>("[autocomplete=postal-code]")!;
      expect(region.labels?.[0]?.textContent, country.name).toBe(country.stateLabel);
      expect(postal.labels?.[0]?.textContent, country.name).toBe(country.postalLabel);
    }
    const labels = (code: string) => {
      const c = COUNTRIES.find((x) => x.code === code)!;
      return [c.stateLabel, c.postalLabel];
    };
    expect(labels("CA")).toEqual(["Province", "Postal Code"]);
    expect(labels("GB")).toEqual(["County", "Postcode"]);
    expect(labels("AU")).toEqual(["State", "Postcode"]);
    expect(labels("JM")).toEqual(["Parish", "Zip Code"]);
  });

  it("lets the time zone follow the country and region until the owner picks one", async () => {
    const user = userEvent.setup();
    renderPage(<BusinessForm initial={emptyBusinessForm()} categories={CATEGORIES} onSaved={() => {}} />);
    const zone = (await screen.findByLabelText("Time Zone")) as HTMLSelectElement;
    expect(zone.value).toBe("America/New_York");
    await user.type(field("State"), "CA");
    expect(zone.value).toBe("America/Los_Angeles");
    await user.selectOptions(field("Country"), "Kenya");
    expect(zone.value).toBe("Africa/Nairobi");
    await user.selectOptions(zone, "Europe/Paris");
    await user.selectOptions(field("Country"), "Ghana");
    expect(zone.value).toBe("Europe/Paris");
  });

  it("shows the rules' messages next to their fields and sends nothing", async () => {
    const user = userEvent.setup();
    renderPage(<BusinessForm initial={emptyBusinessForm()} categories={CATEGORIES} onSaved={() => {}} />);
    await user.click(await screen.findByRole("button", { name: "Create Business" }));
    expect(await screen.findByText("Business name is required")).toBeTruthy();
    expect(field("Business Name").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Category is required")).toBeTruthy();
    expect(screen.getByText("Zip code is required")).toBeTruthy();
    expect(calls.create).toEqual([]);
  });

  it("raises the on-submit rules as toasts titled 'Invalid Phone', 'Invalid Email' and 'Invalid Website'", async () => {
    const { toast } = await import("~/web/components/ui/toast");
    vi.mocked(toast.error).mockClear();
    const user = userEvent.setup();
    renderPage(<BusinessForm initial={emptyBusinessForm()} categories={CATEGORIES} onSaved={() => {}} />);
    await user.type(await screen.findByLabelText("Phone Number"), "1234567890123456");
    await user.click(field("Business Email"));
    await user.paste(`${"a".repeat(250)}@example.com`);
    await user.type(field("Website"), "ftp://example.com");
    await user.click(screen.getByRole("button", { name: "Create Business" }));
    expect(await screen.findByText("Invalid Phone")).toBeTruthy();
    expect(screen.getByText("Invalid Email")).toBeTruthy();
    expect(screen.getByText("Invalid Website")).toBeTruthy();
    const titles = vi.mocked(toast.error).mock.calls.map(([title]) => title);
    expect(titles.sort()).toEqual(["Invalid Email", "Invalid Phone", "Invalid Website"]);
  });
});

describe("editing a business", () => {
  it("sends only the fields that changed", async () => {
    const user = userEvent.setup();
    const done: Business[] = [];
    renderPage(
      <BusinessForm
        initial={businessToForm(saved)}
        business={saved}
        categories={CATEGORIES}
        onSaved={(b) => done.push(b)}
      />,
    );
    await user.clear(await screen.findByLabelText("Description"));
    await user.type(field("Description"), "Now with brunch.");
    await user.click(screen.getByRole("button", { name: "Close Sunday" }));
    await user.click(screen.getByRole("button", { name: "Update Business" }));
    await waitFor(() => expect(done).toHaveLength(1));
    expect(calls.update).toEqual([
      [
        "b9",
        {
          description: "Now with brunch.",
          business_hours: {
            ...saved.business_hours,
            Sunday: { open: "09:00", close: "17:00", closed: true },
          },
        },
      ],
    ]);
  });

  it("tells the owner of an unplaced business to drop a pin, and sends 'Show only my area' alone", async () => {
    const user = userEvent.setup();
    const done: Business[] = [];
    renderPage(
      <BusinessForm
        initial={businessToForm(saved)}
        business={saved}
        categories={CATEGORIES}
        onSaved={(b) => done.push(b)}
      />,
    );
    const location = await screen.findByRole("group", { name: "Location on the map" });
    expect(within(location).getByText(UNPLACED_MESSAGE)).toBeTruthy();
    const areaOnly = within(location).getByRole<HTMLInputElement>("checkbox", { name: "Show only my area" });
    expect(areaOnly.checked).toBe(false);
    expect(document.getElementById(areaOnly.getAttribute("aria-describedby")!)?.textContent).toBe(
      AREA_ONLY_HINT,
    );
    await user.click(areaOnly);
    await user.click(screen.getByRole("button", { name: "Update Business" }));
    await waitFor(() => expect(done).toHaveLength(1));
    expect(calls.update).toEqual([["b9", { show_area_only: true }]]);
  });

  it("says nothing of a pin for a placed business, and shows its area-only choice", () => {
    const placed = aBusiness({
      ...saved,
      show_area_only: true,
      position: { lat: 33.75, lng: -84.39, placed_by: "postcode" },
      unplaced: false,
    });
    renderPage(
      <BusinessForm
        initial={businessToForm(placed)}
        business={placed}
        categories={CATEGORIES}
        onSaved={() => {}}
      />,
    );
    return waitFor(() => {
      const location = screen.getByRole("group", { name: "Location on the map" });
      expect(within(location).queryByText(UNPLACED_MESSAGE)).toBeNull();
      expect(
        within(location).getByRole<HTMLInputElement>("checkbox", { name: "Show only my area" }).checked,
      ).toBe(true);
    });
  });

  it("shows where a placed business is, and sends a pin the owner moves", async () => {
    const user = userEvent.setup();
    const placed = aBusiness({
      ...saved,
      position: { lat: 33.75, lng: -84.39, placed_by: "postcode" },
      unplaced: false,
    });
    const done: Business[] = [];
    renderPage(
      <BusinessForm
        initial={businessToForm(placed)}
        business={placed}
        categories={CATEGORIES}
        onSaved={(b) => done.push(b)}
      />,
    );
    const location = await screen.findByRole("group", { name: "Location on the map" });
    const lat = within(location).getByLabelText<HTMLInputElement>("Latitude");
    expect(Number(lat.value)).toBe(33.75);
    await user.clear(lat);
    await user.type(lat, "33.7601");
    await user.click(screen.getByRole("button", { name: "Update Business" }));
    await waitFor(() => expect(done).toHaveLength(1));
    expect(calls.update).toEqual([["b9", { pin: { lat: 33.7601, lng: -84.39 } }]]);
  });
});

/** The Add New Business sheet, open on the Barber template; the businesses it creates are collected. */
async function openBarberSheet() {
  const user = userEvent.setup();
  const created: Business[] = [];
  renderPage(
    <AddBusinessSheet
      open
      onOpenChange={() => {}}
      categories={CATEGORIES}
      onCreated={(b) => created.push(b)}
    />,
  );
  const sheet = await screen.findByRole("dialog", { name: "Add New Business" });
  const barber = within(sheet).getByRole("region", { name: "Barber" });
  await user.click(within(barber).getByRole("button", { name: "Use This Template" }));
  return { user, created, sheet };
}

describe("the Add New Business sheet", () => {
  it("fills the form from a template, and 'Skip Templates' starts from scratch", async () => {
    const user = userEvent.setup();
    renderPage(
      <AddBusinessSheet open onOpenChange={() => {}} categories={CATEGORIES} onCreated={() => {}} />,
    );
    const sheet = await screen.findByRole("dialog", { name: "Add New Business" });
    const hotel = within(sheet).getByRole("region", { name: "Hotel" });
    await user.click(within(hotel).getByRole("button", { name: "Use This Template" }));

    const { fields } = BUSINESS_TEMPLATES.find((t) => t.id === "hotel")!;
    expect(field("Category").value).toBe(fields.category);
    expect(field("Sub Category").value).toBe(fields.sub_category);
    expect(field("Description").value).toBe(fields.description);
    expect(field("Phone Number").value).toBe(fields.phone);
    expect(field("Address").value).toBe(fields.address);
    expect(field("City").value).toBe(fields.city);
    expect(field("State").value).toBe(fields.state);
    expect(field("Business Name").value).toBe("");
    expect(document.activeElement).toBe(field("Business Name"));

    await user.click(within(sheet).getByRole("button", { name: "Back to templates" }));
    await user.click(within(sheet).getByRole("button", { name: "Skip Templates - Create from Scratch" }));
    for (const label of [
      "Category",
      "Sub Category",
      "Description",
      "Phone Number",
      "Address",
      "City",
      "State",
    ]) {
      expect(field(label).value, label).toBe("");
    }
    expect(field("Country").value).toBe("United States");
  });

  it("creates the business, then resets the form and shows the selector again", async () => {
    const { user, created, sheet } = await openBarberSheet();
    await user.type(field("Business Name"), "Fresh Fades");
    await user.type(field("Zip Code"), "60615");
    await user.upload(
      field("Business Logo"),
      new File(
        [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(56)])],
        "logo.png",
        {
          type: "image/png",
        },
      ),
    );
    expect(await screen.findByRole("img", { name: "Business Logo preview" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Create Business" }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(calls.create[0]).toMatchObject({
      name: "Fresh Fades",
      category: "Beauty & Barber",
      country: "USA",
      zip_code: "60615",
      time_zone: "America/Chicago",
      certification_tier: "Free",
      email: null,
    });
    expect(calls.logo).toEqual([["b1", "logo.png"]]);
    expect(created[0]?.logo_url).toBe("/files/logo.webp");
    expect(within(sheet).getByRole("status").textContent).toContain("Saved");
    expect(within(sheet).getByRole("button", { name: "Skip Templates - Create from Scratch" })).toBeTruthy();
    await user.click(within(sheet).getByRole("button", { name: "Skip Templates - Create from Scratch" }));
    expect(field("Business Name").value).toBe("");
  });

  it("creates nothing while a refused logo stands: it is named next to its field until removed", async () => {
    const { user, created, sheet } = await openBarberSheet();
    await user.type(field("Business Name"), "Renamed Text");
    await user.type(field("Zip Code"), "60615");
    await user.upload(field("Business Logo"), new File(["not a picture"], "logo.png", { type: "image/png" }));
    expect((await within(sheet).findByRole("alert")).textContent).toContain("Invalid file type: logo.png");

    await user.click(screen.getByRole("button", { name: "Create Business" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.create).toHaveLength(0);
    expect(within(sheet).getByRole("alert")).toBeTruthy();

    await user.click(within(sheet).getByRole("button", { name: "Remove Business Logo" }));
    await user.click(screen.getByRole("button", { name: "Create Business" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(calls.logo).toEqual([]);
  });

  it("puts the server's field errors next to their fields", async () => {
    calls.next = () =>
      Promise.reject(new ApiError(400, "validation", "Check the form.", { name: "Name is taken here" }));
    const user = userEvent.setup();
    renderPage(
      <AddBusinessSheet open onOpenChange={() => {}} categories={CATEGORIES} onCreated={() => {}} />,
    );
    const sheet = await screen.findByRole("dialog", { name: "Add New Business" });
    const restaurant = within(sheet).getByRole("region", { name: "Restaurant" });
    await user.click(within(restaurant).getByRole("button", { name: "Use This Template" }));
    await user.type(field("Business Name"), "Soul Kitchen");
    await user.type(field("Zip Code"), "30303");
    await user.click(screen.getByRole("button", { name: "Create Business" }));

    expect(await screen.findByText("Name is taken here")).toBeTruthy();
    expect(field("Business Name").getAttribute("aria-invalid")).toBe("true");
    const { toast } = await import("~/web/components/ui/toast");
    expect(toast.error).toHaveBeenCalledWith("Error", {
      description: "Failed to create business: Check the form.",
    });
  });
});
