import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useRevalidator } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { dayRange } from "~/domain/analytics/analytics-days";
import type { MyAnalytics } from "~/domain/analytics/analytics-schema";
import type { AnalyticsLoad } from "./analytics-load";
import AnalyticsTab from "./analytics-tab";

/** The service behind the tab's loader, as the tests want it to answer. */
const getMyAnalytics = vi.fn<(query: { days: number; business_id?: string }) => Promise<MyAnalytics>>();

/** A write elsewhere on the page, after which the page reads its data again. */
function PageWithAWrite() {
  const revalidator = useRevalidator();
  return (
    <>
      <button type="button" onClick={() => void revalidator.revalidate()}>
        Save something
      </button>
      <AnalyticsTab />
    </>
  );
}

/** The tab on the storefront manager, its figures read from the loader of /storefront-manager/analytics. */
function renderTab() {
  const Stub = createRoutesStub([
    { path: "/storefront-manager", Component: PageWithAWrite },
    {
      path: "/storefront-manager/analytics",
      async loader({ request }): Promise<AnalyticsLoad> {
        const url = new URL(request.url);
        const query = {
          days: Number(url.searchParams.get("days")),
          business_id: url.searchParams.get("business_id") ?? undefined,
        };
        try {
          return { analytics: await getMyAnalytics(query), error: null };
        } catch (error) {
          return { analytics: null, error: (error as Error).message };
        }
      },
    },
  ]);
  return render(<Stub initialEntries={["/storefront-manager"]} />);
}
// The chart draws on a canvas, which the simulated DOM lacks; its data is checked as text here.
vi.mock("./trend-chart", () => ({
  default: ({ values }: { values: number[] }) => <div data-testid="chart">{values.join(",")}</div>,
}));

const harlem = {
  id: "b-harlem",
  name: "Harlem Soul Kitchen",
  is_active: true,
  rating: 4.8,
  review_count: 120,
  profile_views: 12,
  contact_clicks: 3,
  website_clicks: 2,
  inquiries: 5,
};
const cafe = {
  id: "b-cafe",
  name: "Closed Cafe",
  is_active: false,
  rating: null,
  review_count: 0,
  profile_views: 1,
  contact_clicks: 0,
  website_clicks: 0,
  inquiries: 0,
};

function answer(days: number, rows = [harlem, cafe], businessId: string | null = null): MyAnalytics {
  const series = dayRange(new Date("2026-02-03T12:00:00Z"), days).days.map((day, i) => ({
    day,
    profile_views: i === days - 1 ? 13 : 0,
    inquiries: i === days - 1 ? 5 : 0,
  }));
  const views = rows.reduce((n, b) => n + b.profile_views, 0);
  const rated = rows.filter((b) => b.rating !== null);
  return {
    days,
    from: series[0]!.day,
    to: series.at(-1)!.day,
    business_id: businessId,
    businesses: rows,
    totals: {
      profile_views: views,
      inquiries: rows.reduce((n, b) => n + b.inquiries, 0),
      average_rating: rated.length ? rated[0]!.rating : null,
      active_storefronts: rows.filter((b) => b.is_active).length,
    },
    series,
  };
}

const figure = (title: string) => screen.getByRole("region", { name: title });

beforeEach(() => {
  getMyAnalytics.mockReset();
});

describe("AnalyticsTab", () => {
  it("shows a skeleton, then the four figures, their charts and each storefront's figures", async () => {
    let resolve!: (value: MyAnalytics) => void;
    getMyAnalytics.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const { container } = renderTab();
    expect((await screen.findByRole("status")).textContent).toContain("Loading analytics…");
    expect(container.querySelector(".animate-pulse")).not.toBeNull();
    resolve(answer(30));

    expect(
      await within(await screen.findByRole("region", { name: "Profile Views" })).findByText("13"),
    ).toBeTruthy();
    expect(getMyAnalytics).toHaveBeenCalledWith({ days: 30, business_id: undefined });
    expect(within(figure("Profile Views")).getByText("Last 30 days")).toBeTruthy();
    expect(within(figure("Inquiries")).getByText("5")).toBeTruthy();
    expect(within(figure("Inquiries")).getByText("3 contact · 2 website clicks")).toBeTruthy();
    expect(within(figure("Average Rating")).getByText("4.8")).toBeTruthy();
    expect(within(figure("Average Rating")).getByText("Out of 5, from 1 rated storefront")).toBeTruthy();
    expect(within(figure("Active Storefronts")).getByText("1")).toBeTruthy();
    expect(within(figure("Active Storefronts")).getByText("of 2 storefronts")).toBeTruthy();
    // The charts get the daily series; screen readers get a sentence instead.
    const charts = await screen.findAllByTestId("chart");
    expect(charts).toHaveLength(2);
    expect(charts[0]!.textContent!.split(",")).toHaveLength(30);
    expect(charts[0]!.closest("[aria-hidden]")).not.toBeNull();
    expect(within(figure("Profile Views")).getByText(/the most, 13, on Feb 3; 13 today/)).toBeTruthy();

    const table = screen.getByRole("table", { name: /Figures of each storefront/ });
    const row = within(table).getByRole("row", { name: /Harlem Soul Kitchen/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["12", "3", "2", "4.8 (120)"]);
    expect(within(table).getByRole("row", { name: /Closed Cafe Inactive/ })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain(
      "Figures for the last 30 days, all storefronts.",
    );
    expect(document.body.textContent).not.toMatch(/1,234|available soon/);
  });

  it("switches the window and the storefront, keeping every storefront in the picker", async () => {
    getMyAnalytics.mockImplementation(async ({ days, business_id }) =>
      business_id ? answer(days, [harlem], business_id) : answer(days),
    );
    renderTab();
    await screen.findByRole("table", { name: /Figures of each storefront/ });

    const seven = screen.getByRole("button", { name: "7 days" });
    expect(seven.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(seven);
    expect(seven.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(getMyAnalytics).toHaveBeenLastCalledWith({ days: 7, business_id: undefined }));
    await waitFor(() => expect(within(figure("Profile Views")).getByText("Last 7 days")).toBeTruthy());

    const picker = screen.getByRole("combobox", { name: "Storefront" });
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All storefronts", "Harlem Soul Kitchen", "Closed Cafe (Inactive)"]);
    await userEvent.selectOptions(picker, "b-harlem");
    await waitFor(() =>
      expect(getMyAnalytics).toHaveBeenLastCalledWith({ days: 7, business_id: "b-harlem" }),
    );
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toContain(
        "Figures for the last 7 days, Harlem Soul Kitchen.",
      ),
    );
    expect(within(figure("Active Storefronts")).getByText("of 1 storefront")).toBeTruthy();
    expect(screen.queryByRole("table", { name: /Figures of each storefront/ })).toBeNull();
    expect(within(picker).getAllByRole("option")).toHaveLength(3);
  });

  it("says so when the owner has no storefronts", async () => {
    getMyAnalytics.mockResolvedValueOnce(answer(30, []));
    renderTab();
    expect(await screen.findByRole("heading", { name: "No Storefronts Yet" })).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Storefront" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Profile Views" })).toBeNull();
  });

  it("shows an error with a retry that loads the figures", async () => {
    getMyAnalytics.mockRejectedValueOnce(new Error("Request failed (503)"));
    getMyAnalytics.mockResolvedValueOnce(answer(30));
    renderTab();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load the analytics. Request failed (503)");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Profile Views" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(getMyAnalytics).toHaveBeenCalledTimes(2);
  });

  it("reads the figures again when the page reads its data again after a write", async () => {
    getMyAnalytics.mockResolvedValueOnce(answer(30));
    getMyAnalytics.mockResolvedValueOnce(answer(30, [harlem]));
    renderTab();
    await screen.findByRole("table", { name: /Figures of each storefront/ });
    expect(within(figure("Active Storefronts")).getByText("of 2 storefronts")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save something" }));
    await waitFor(() =>
      expect(within(figure("Active Storefronts")).getByText("of 1 storefront")).toBeTruthy(),
    );
    expect(getMyAnalytics).toHaveBeenCalledTimes(2);
  });
});
