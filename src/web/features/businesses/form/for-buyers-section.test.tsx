import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Business } from "~/domain/businesses/business-schema";
import type { ProcurementProfile } from "~/domain/procurement/procurement-schema";
import type { SessionUser } from "~/web/features/accounts/session-user";
import { ApiError } from "~/web/lib/api/client";
import { aBusiness } from "../../../../../tests/support/business";
import { BusinessForm } from "./business-form";
import { businessToForm, defaultWeekHours } from "./form-values";

const calls = vi.hoisted(() => ({
  update: [] as unknown[],
  procurement: [] as unknown[],
  refuse: null as null | ApiError,
}));

vi.mock("~/web/lib/api/businesses", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/web/lib/api/businesses")>()),
  updateBusiness: (id: string, json: Record<string, unknown>) => {
    calls.update.push([id, json]);
    return Promise.resolve({ ...business, ...json });
  },
}));

vi.mock("~/web/lib/api/procurement", () => ({
  saveProcurement: (id: string, json: unknown) => {
    calls.procurement.push([id, json]);
    return calls.refuse ? Promise.reject(calls.refuse) : Promise.resolve({});
  },
  suggestNaics: (q: string) =>
    Promise.resolve(
      [
        { code: "541511", title: "Custom Computer Programming Services" },
        { code: "541512", title: "Computer Systems Design Services" },
      ].filter((item) => item.code.startsWith(q) || item.title.toLowerCase().includes(q.toLowerCase())),
    ),
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

const business: Business = aBusiness({
  id: "b9",
  description: "Software.",
  category: "Restaurant",
  category_slug: "restaurant",
  address: "1 Main St",
  zip_code: "30303",
  phone: "(404) 555-0100",
  business_hours: defaultWeekHours(),
});

const profile: ProcurementProfile = {
  business_id: "b9",
  naics_edition: "NAICS 2017",
  naics: [
    {
      code: "541512",
      title: "Computer Systems Design Services",
      sector: "54",
      sector_title: "Professional, Scientific, and Technical Services",
    },
  ],
  capabilities: "Custom software.",
  differentiators: null,
  service_areas: [{ country: "US", region: "GA", code: "US-GA", label: "Georgia, United States" }],
  past_performance: [
    { customer: "Quiet Agency", scope: "Data migration", year: 2022, value_range: null, hide_customer: true },
  ],
  uei: null,
  cage: null,
  other_certifications: [],
  updated_at: "2026-01-01T00:00:00.000Z",
};

function renderForm(onSaved = vi.fn()) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({ user: owner }),
      Component: () => (
        <BusinessForm
          initial={businessToForm(business)}
          business={business}
          categories={["Restaurant"]}
          onSaved={onSaved}
        />
      ),
    },
    { path: "/dashboard/procurement/:businessId", loader: () => ({ profile, error: null }) },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return onSaved;
}

beforeEach(() => {
  calls.update.length = 0;
  calls.procurement.length = 0;
  calls.refuse = null;
});

describe("the business form's For buyers section", () => {
  it("shows the saved profile, names the NAICS edition, and saves nothing when nothing changed", async () => {
    const user = userEvent.setup();
    const onSaved = renderForm();
    const section = await screen.findByRole("group", { name: "For buyers" });
    expect(within(section).getByLabelText("NAICS codes (NAICS 2017)")).toBeTruthy();
    expect(within(section).getByRole("list", { name: "Chosen NAICS codes" }).textContent).toContain("541512");
    expect((within(section).getByLabelText("Capabilities summary") as HTMLTextAreaElement).value).toBe(
      "Custom software.",
    );
    expect((within(section).getByLabelText("Customer") as HTMLInputElement).value).toBe("Quiet Agency");
    expect((within(section).getByLabelText("Hide customer name") as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Update Business" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.procurement).toEqual([]);
  });

  it("adds a NAICS code and a service area from the keyboard and saves the whole profile", async () => {
    const user = userEvent.setup();
    const onSaved = renderForm();
    const section = await screen.findByRole("group", { name: "For buyers" });
    const picker = within(section).getByRole("combobox", { name: "NAICS codes (NAICS 2017)" });
    await user.click(picker);
    await user.keyboard("program");
    await screen.findByRole("option", { name: /541511/ });
    await user.keyboard("{ArrowDown}{Enter}");
    expect(within(section).getByRole("list", { name: "Chosen NAICS codes" }).textContent).toContain("541511");
    expect((picker as HTMLInputElement).value).toBe("");

    await user.selectOptions(within(section).getByLabelText("Country served"), "CA");
    await user.selectOptions(within(section).getByLabelText("State or region served"), "ON");
    await user.click(within(section).getByRole("button", { name: "Add area" }));
    expect(within(section).getByRole("list", { name: "Service areas" }).textContent).toContain(
      "Ontario, Canada",
    );
    await user.click(within(section).getByRole("button", { name: "Remove Georgia, United States" }));

    await user.click(screen.getByRole("button", { name: "Update Business" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.procurement).toEqual([
      [
        "b9",
        {
          naics_codes: ["541512", "541511"],
          capabilities: "Custom software.",
          differentiators: null,
          service_areas: [{ country: "CA", region: "ON" }],
          past_performance: [
            {
              customer: "Quiet Agency",
              scope: "Data migration",
              year: 2022,
              value_range: null,
              hide_customer: true,
            },
          ],
          uei: null,
          cage: null,
        },
      ],
    ]);
  });

  it("shows the server's refusal next to its field and saves nothing else", async () => {
    const user = userEvent.setup();
    const onSaved = renderForm();
    const section = await screen.findByRole("group", { name: "For buyers" });
    calls.refuse = new ApiError(400, "validation", "A UEI is 12 letters and digits", {
      uei: "A UEI is 12 letters and digits, without I or O, not starting with 0",
    });
    await user.type(screen.getByLabelText("Business Name"), " Renamed");
    await user.type(within(section).getByLabelText("UEI"), "0BAD");
    await user.click(screen.getByRole("button", { name: "Update Business" }));
    const uei = within(section).getByLabelText("UEI");
    await waitFor(() => expect(uei.getAttribute("aria-invalid")).toBe("true"));
    expect(section.textContent).toContain("not starting with 0");
    expect(calls.update).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
