import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/web/lib/api/client";
import { createOpportunity, type Opportunity, updateOpportunity } from "~/web/lib/api/opportunities";
import { suggestNaics } from "~/web/lib/api/procurement";
import { OpportunityForm } from "./opportunity-form";

vi.mock("~/web/components/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("~/web/lib/api/opportunities", () => ({ createOpportunity: vi.fn(), updateOpportunity: vi.fn() }));
vi.mock("~/web/lib/api/procurement", () => ({ suggestNaics: vi.fn() }));

const SOFTWARE = { code: "541511", title: "Custom Computer Programming Services" };

const OPPORTUNITY = {
  id: "o-1",
  title: "Booking app",
  company_name: "Acme Corp",
  description: null,
  budget_min: null,
  budget_max: null,
  location: null,
  category: null,
  requirements: [],
  naics_edition: "NAICS 2017",
  naics: [{ ...SOFTWARE, sector: "54", sector_title: "Professional, Scientific, and Technical Services" }],
  deadline: null,
  is_active: true,
  status: "open",
  awarded_to: null,
  created_at: "2026-11-20T10:00:00.000Z",
  can_manage: true,
} satisfies Opportunity;

beforeEach(() => {
  vi.mocked(createOpportunity).mockReset();
  vi.mocked(updateOpportunity).mockReset();
  vi.mocked(suggestNaics).mockReset().mockResolvedValue([SOFTWARE]);
});

const picker = () => screen.getByRole("combobox", { name: "NAICS codes (NAICS 2017)" });
const chosen = () => screen.queryByRole("list", { name: "Chosen NAICS codes" });

describe("the opportunity form's NAICS codes", () => {
  it("searches the list, adds the chosen code and posts it with the opportunity", async () => {
    vi.mocked(createOpportunity).mockResolvedValue(OPPORTUNITY);
    const onSaved = vi.fn();
    render(<OpportunityForm onSaved={onSaved} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "Booking app" } });
    fireEvent.change(screen.getByLabelText(/^Company Name/), { target: { value: "Acme Corp" } });
    fireEvent.change(picker(), { target: { value: "custom comp" } });
    const option = await screen.findByRole("option", { name: /541511 Custom Computer Programming Services/ });
    expect(suggestNaics).toHaveBeenCalledWith("custom comp", expect.anything());
    fireEvent.mouseDown(option);
    expect(within(chosen()!).getByText(/Custom Computer Programming Services/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create Opportunity" }));
    await waitFor(() => expect(createOpportunity).toHaveBeenCalledTimes(1));
    expect(vi.mocked(createOpportunity).mock.calls[0]![0]).toMatchObject({
      title: "Booking app",
      naics_codes: ["541511"],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(OPPORTUNITY));
  });

  it("shows an opportunity's codes with their titles, removes one and shows the server's error", async () => {
    vi.mocked(updateOpportunity).mockRejectedValueOnce(
      new ApiError(400, "validation", "Choose NAICS codes from the NAICS 2017 list", {
        "naics_codes.0": "Choose NAICS codes from the NAICS 2017 list",
      }),
    );
    render(<OpportunityForm opportunity={OPPORTUNITY} onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(within(chosen()!).getByText(/Custom Computer Programming Services/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Choose NAICS codes from the NAICS 2017 list")).toBeTruthy();
    expect(vi.mocked(updateOpportunity).mock.calls[0]![1]).toMatchObject({ naics_codes: ["541511"] });

    vi.mocked(updateOpportunity).mockResolvedValue({ ...OPPORTUNITY, naics: [] });
    fireEvent.click(
      screen.getByRole("button", { name: "Remove 541511 Custom Computer Programming Services" }),
    );
    expect(chosen()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(updateOpportunity).toHaveBeenCalledTimes(2));
    expect(vi.mocked(updateOpportunity).mock.calls[1]).toEqual([
      "o-1",
      expect.objectContaining({ naics_codes: [] }),
    ]);
  });
});
