import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PRIVACY_KEYS, type PrivacyPreferences, type Profile } from "~/domain/accounts/account-types";
import { toast } from "~/web/components/ui/toast";
import { type OpportunityInterests, saveOpportunityInterests, updatePrivacy } from "~/web/lib/api/me";
import Settings from "./settings";

vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("~/web/lib/api/me", async (original) => ({
  ...(await original<typeof import("~/web/lib/api/me")>()),
  updatePrivacy: vi.fn(),
  saveOpportunityInterests: vi.fn(),
}));

const profile: Profile = {
  id: "u1",
  email: "ada@example.com",
  phone_number: null,
  phone_number_display: null,
  phone_number_verified: false,
  full_name: "Ada",
  avatar_url: null,
  role: "user",
  email_verified: true,
  two_factor_enabled: false,
  two_factor_type: null,
  walkthrough_completed_at: "2026-11-01T00:00:00.000Z",
  updated_at: "2026-11-01T00:00:00.000Z",
};

/** What the account holds on the server; the page's loader reads it, the writes change it. */
let privacy: PrivacyPreferences;
let interests: OpportunityInterests;
const loader = vi.fn(() => ({
  profile,
  privacy,
  sessions: [],
  interests,
  identities: [],
  identityProviders: [],
}));

function renderPage() {
  const Stub = createRoutesStub([
    { path: "/settings", HydrateFallback: () => null, loader, Component: Settings as never },
  ]);
  render(<Stub initialEntries={["/settings?tab=privacy"]} />);
}

/** Leaves the Privacy tab and comes back: the tab is drawn anew from the page's data. */
async function reopenPrivacy() {
  await userEvent.click(screen.getByRole("tab", { name: "General" }));
  await screen.findByRole("button", { name: "Edit Profile" });
  await userEvent.click(screen.getByRole("tab", { name: "Privacy & Notifications" }));
}

const promotional = () => screen.getByRole("switch", { name: "Promotional Emails" });

beforeEach(() => {
  privacy = Object.fromEntries(PRIVACY_KEYS.map((key) => [key, true])) as PrivacyPreferences;
  interests = { categories: [], locations: [] };
  loader.mockClear();
  vi.mocked(toast.error).mockClear();
  vi.mocked(updatePrivacy).mockReset();
  vi.mocked(updatePrivacy).mockImplementation(async (change) => {
    privacy = { ...privacy, ...change };
    return privacy;
  });
  vi.mocked(saveOpportunityInterests).mockReset();
  vi.mocked(saveOpportunityInterests).mockImplementation(async (saved) => {
    interests = saved;
    return saved;
  });
});

describe("/settings, Privacy & Notifications", () => {
  it("a switch moves at once and the page reads the preferences again: they stay as saved", async () => {
    renderPage();
    expect(
      (await screen.findByRole("switch", { name: "Promotional Emails" })).getAttribute("aria-checked"),
    ).toBe("true");
    await userEvent.click(promotional());
    expect(promotional().getAttribute("aria-checked")).toBe("false");
    expect(updatePrivacy).toHaveBeenCalledWith({ promotionalEmails: false });
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    await reopenPrivacy();
    expect(promotional().getAttribute("aria-checked")).toBe("false");
  });

  it("puts a switch back when saving fails", async () => {
    vi.mocked(updatePrivacy).mockRejectedValue(new Error("offline"));
    renderPage();
    await screen.findByRole("switch", { name: "Promotional Emails" });
    await userEvent.click(promotional());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to save preferences"));
    expect(promotional().getAttribute("aria-checked")).toBe("true");
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("saved opportunity interests are there when the tab is opened again", async () => {
    renderPage();
    const alerts = await screen.findByRole("region", { name: "Opportunity Alerts" });
    await userEvent.type(within(alerts).getByLabelText("Locations"), "Atlanta{Enter}");
    await userEvent.click(within(alerts).getByRole("button", { name: "Save interests" }));
    expect(saveOpportunityInterests).toHaveBeenCalledWith({ categories: [], locations: ["Atlanta"] });
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    await reopenPrivacy();
    const again = await screen.findByRole("region", { name: "Opportunity Alerts" });
    expect(
      within(within(again).getByRole("list", { name: "Saved locations" })).getByText("Atlanta"),
    ).toBeTruthy();
  });
});
