import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, type LoaderFunctionArgs } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { VendorList as List, VendorRowItem } from "~/domain/vendor-lists/vendor-list-schema";
import { toast } from "~/web/components/ui/toast";
import { ApiError } from "~/web/lib/api/client";
import { decideVendorRow, deleteVendorList } from "~/web/lib/api/vendor-lists";
import { aMatchedBusiness, aVendorList, aVendorRow, unwatched } from "../../../tests/support/vendor-list";
import VendorList from "./vendor-list";
import VendorLists from "./vendor-lists";

vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("~/web/lib/api/vendor-lists", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/web/lib/api/vendor-lists")>()),
  uploadVendorList: vi.fn(),
  decideVendorRow: vi.fn(),
  deleteVendorList: vi.fn(),
}));

/** What the server holds: the buyer's lists and the vendors of each. */
let lists: List[];
let rows: Record<string, VendorRowItem[]>;
let next: string | null;

const detailLoader = vi.fn(({ params, request }: LoaderFunctionArgs) => {
  const list = lists.find((l) => l.id === params.id);
  if (!list) throw new Response("Not found", { status: 404 });
  const confidence = new URL(request.url).searchParams.get("confidence");
  const items = (rows[list.id] ?? []).filter((r) => !confidence || r.confidence === confidence);
  return {
    list,
    rows: { items, total: items.length, next },
    watch: unwatched,
    webhook: null,
    confidence,
    cursor: null,
  };
});
const indexLoader = vi.fn(() => ({ items: lists, total: lists.length, next: null }));

function renderPage(url = "/vendor-lists/list-1") {
  const Stub = createRoutesStub([
    {
      path: "/vendor-lists",
      HydrateFallback: () => null,
      loader: indexLoader,
      Component: VendorLists as never,
    },
    {
      path: "/vendor-lists/:id",
      HydrateFallback: () => null,
      loader: detailLoader,
      Component: VendorList as never,
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const blackline = () =>
  aVendorRow({
    row: 3,
    name: "Blackline Data Sytems",
    business: aMatchedBusiness("b2", "Blackline Data Systems"),
    confidence: "likely",
    reason: "same website; name 96 % alike",
  });
const mahogany = () =>
  aVendorRow({
    row: 2,
    name: "Mahogany Pages Bookstore Inc.",
    business: aMatchedBusiness("b1", "Mahogany Pages Bookstore"),
    confidence: "exact",
    reason: "same phone; name 100 % alike",
    decision: "confirmed",
  });
const zephyr = () => aVendorRow({ row: 4, name: "Zephyr Quantum Logistics", reason: "no business alike" });

/** The wide layout: the narrow one repeats each vendor as a card, hidden by CSS a simulated DOM lacks. */
const table = () => screen.getByRole("table", { name: "Vendors and the Ujamaa businesses they match" });

beforeEach(() => {
  lists = [aVendorList(), aVendorList({ id: "list-2", name: "suppliers.xlsx" })];
  rows = { "list-1": [mahogany(), blackline(), zephyr()] };
  next = null;
  detailLoader.mockClear();
  indexLoader.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(decideVendorRow).mockReset();
  vi.mocked(deleteVendorList).mockReset();
});

describe("/vendor-lists/{id} while matching", () => {
  it("shows the progress and that vendors appear as they are matched, then the counts once done", async () => {
    lists[0] = aVendorList({
      status: "processing",
      total_rows: 4,
      matched_rows: 1,
      counts: { exact: 0, likely: 0, possible: 0, none: 0 },
    });
    rows = {};
    renderPage();
    const bar = await screen.findByRole("progressbar", { name: "Matching vendors.csv" });
    expect(bar.getAttribute("value")).toBe("1");
    expect(bar.getAttribute("max")).toBe("4");
    expect(screen.getByText("Matching… 1 of 4 vendors (25 %)")).toBeTruthy();
    expect(screen.getByText("The vendors show here as they are matched.")).toBeTruthy();

    // The job finishes; the page reads its loader again by itself.
    lists[0] = aVendorList();
    rows = { "list-1": [mahogany(), blackline(), zephyr()] };
    expect(
      await screen.findByText(
        "3 vendors: 1 exact, 1 likely, 0 possible, 1 without a match · 1 to review",
        {},
        {
          timeout: 4_000,
        },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(within(table()).getByText("Zephyr Quantum Logistics")).toBeTruthy();
  });

  it("says why matching failed", async () => {
    lists[0] = aVendorList({ status: "failed", error: "The file has no name column." });
    rows = {};
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toBe("The file has no name column.");
    expect(screen.getByText("No vendors here.")).toBeTruthy();
  });
});

describe("/vendor-lists/{id} once matched", () => {
  it("filters by match with links that say which filter is on", async () => {
    renderPage();
    const filters = await screen.findByRole("navigation", { name: "Filter by match" });
    const links = within(filters).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["All", "Exact", "Likely", "Possible", "No match"]);
    expect(within(filters).getByRole("link", { name: "All" }).getAttribute("aria-current")).toBe("page");
    expect(within(filters).getByRole("link", { name: "Likely" }).getAttribute("href")).toBe(
      "/vendor-lists/list-1?confidence=likely",
    );

    await userEvent.click(within(filters).getByRole("link", { name: "Likely" }));
    await waitFor(() => expect(within(table()).queryByText("Mahogany Pages Bookstore Inc.")).toBeNull());
    expect(within(table()).getByText("Blackline Data Sytems")).toBeTruthy();
    expect(within(filters).getByRole("link", { name: "Likely" }).getAttribute("aria-current")).toBe("page");
    expect(within(filters).getByRole("link", { name: "All" }).getAttribute("aria-current")).toBeNull();

    await userEvent.click(within(filters).getByRole("link", { name: "Possible" }));
    expect(await screen.findByText("No vendors here.")).toBeTruthy();
  });

  it("shows each vendor's business, certification and why; Confirm and Reject only for a likely or possible match", async () => {
    rows["list-1"]!.push(
      aVendorRow({
        row: 5,
        name: "Kente Cafe LLC",
        business: aMatchedBusiness("b3", "Kente Cafe"),
        confidence: "possible",
        reason: "same city; name 71 % alike",
      }),
    );
    renderPage();
    await screen.findByRole("table");
    const [, exact, likely, none, possible] = within(table()).getAllByRole("row");
    expect(within(exact!).getByRole("link", { name: "Mahogany Pages Bookstore" }).getAttribute("href")).toBe(
      "/business/b1",
    );
    expect(exact!.textContent).toContain("Certified · Certified · expires Dec 31, 2027");
    expect(exact!.textContent).toContain("same phone; name 100 % alike");
    expect(within(exact!).getByText("Confirmed")).toBeTruthy();
    expect(within(exact!).queryByRole("button")).toBeNull();

    expect(
      within(likely!).getByRole("button", {
        name: "Confirm Blackline Data Sytems as Blackline Data Systems",
      }),
    ).toBeTruthy();
    expect(
      within(likely!).getByRole("button", { name: "Reject Blackline Data Sytems as Blackline Data Systems" }),
    ).toBeTruthy();
    expect(
      within(possible!).getByRole("button", { name: "Confirm Kente Cafe LLC as Kente Cafe" }),
    ).toBeTruthy();
    expect(
      within(possible!).getByRole("button", { name: "Reject Kente Cafe LLC as Kente Cafe" }),
    ).toBeTruthy();

    // No business, and a "No match" badge.
    expect(within(none!).getAllByText("No match")).toHaveLength(2);
    expect(within(none!).queryByRole("button")).toBeNull();
  });

  it("confirms a likely match and shows what the server now has", async () => {
    vi.mocked(decideVendorRow).mockImplementation(async (_id, row, decision) => {
      rows["list-1"] = rows["list-1"]!.map((r) => (r.row === row ? { ...r, decision } : r));
      lists[0] = aVendorList({ to_review: 0 });
      return rows["list-1"]!.find((r) => r.row === row)! as never;
    });
    renderPage();
    await screen.findByRole("table");
    await userEvent.click(
      within(table()).getByRole("button", {
        name: "Confirm Blackline Data Sytems as Blackline Data Systems",
      }),
    );
    expect(decideVendorRow).toHaveBeenCalledWith("list-1", 3, "confirmed");
    await waitFor(() =>
      expect(
        within(table()).queryByRole("button", {
          name: "Confirm Blackline Data Sytems as Blackline Data Systems",
        }),
      ).toBeNull(),
    );
    const likely = within(table()).getAllByRole("row")[2]!;
    expect(within(likely).getByText("Confirmed")).toBeTruthy();
    expect(within(likely).getByRole("button", { name: /^Reject/ })).toBeTruthy();
    expect(screen.getByText("3 vendors: 1 exact, 1 likely, 0 possible, 1 without a match")).toBeTruthy();
  });

  it("says so when a decision is refused", async () => {
    vi.mocked(decideVendorRow).mockRejectedValue(
      new ApiError(409, "conflict", "Only likely and possible matches are confirmed or rejected."),
    );
    renderPage();
    await screen.findByRole("table");
    await userEvent.click(within(table()).getByRole("button", { name: /^Reject Blackline/ }));
    expect((await within(table()).findByRole("alert")).textContent).toBe(
      "Only likely and possible matches are confirmed or rejected.",
    );
  });

  it("links to the next page of vendors when there is one, and to the CSV", async () => {
    next = "4";
    renderPage("/vendor-lists/list-1?confidence=likely");
    const more = await screen.findByRole("link", { name: "Next 1 vendors" });
    expect(more.getAttribute("href")).toBe("/vendor-lists/list-1?confidence=likely&cursor=4");
    expect(screen.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      "/api/v1/vendor-lists/list-1/export.csv",
    );
  });
});

describe("deleting a vendor list from its page", () => {
  const openDialog = async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Delete list vendors.csv" }));
    return screen.findByRole("alertdialog", { name: "Delete this vendor list?" });
  };

  it("asks first; Cancel keeps the list", async () => {
    renderPage();
    const dialog = await openDialog();
    expect(dialog.textContent).toContain("vendors.csv");
    expect(dialog.textContent).toContain("This cannot be undone.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(deleteVendorList).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { level: 1, name: "vendors.csv" })).toBeTruthy();
    // Focus goes back to the button that opened the question.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete list vendors.csv" }));
  });

  it("deletes it on Delete list, then shows the lists without it", async () => {
    vi.mocked(deleteVendorList).mockImplementation(async (id) => {
      lists = lists.filter((l) => l.id !== id);
      return undefined as never;
    });
    renderPage();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete list" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Vendor lists" })).toBeTruthy();
    expect(deleteVendorList).toHaveBeenCalledWith("list-1");
    expect(screen.queryByRole("link", { name: "vendors.csv" })).toBeNull();
    expect(screen.getByRole("link", { name: "suppliers.xlsx" })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith("Vendor list deleted", {
      description: "vendors.csv was deleted.",
    });
  });

  it("stays on the page and says why when the server refuses", async () => {
    vi.mocked(deleteVendorList).mockRejectedValue(new ApiError(404, "not_found", "Vendor list not found."));
    renderPage();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete list" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Vendor list not found.");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
