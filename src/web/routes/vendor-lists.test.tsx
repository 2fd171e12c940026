import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useParams } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { VendorList } from "~/domain/vendor-lists/vendor-list-schema";
import { toast } from "~/web/components/ui/toast";
import { ApiError } from "~/web/lib/api/client";
import { deleteVendorList, uploadVendorList } from "~/web/lib/api/vendor-lists";
import { aVendorList } from "../../../tests/support/vendor-list";
import VendorLists from "./vendor-lists";

vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("~/web/lib/api/vendor-lists", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/web/lib/api/vendor-lists")>()),
  uploadVendorList: vi.fn(),
  deleteVendorList: vi.fn(),
}));

/** The buyer's lists as the server has them. */
let lists: VendorList[];
const loader = vi.fn(() => ({ items: lists, total: lists.length, next: null }));

function ListPage() {
  return <h1>List {useParams().id}</h1>;
}

function renderPage() {
  const Stub = createRoutesStub([
    { path: "/vendor-lists", HydrateFallback: () => null, loader, Component: VendorLists as never },
    { path: "/vendor-lists/:id", Component: ListPage },
  ]);
  render(<Stub initialEntries={["/vendor-lists"]} />);
}

const csv = (name = "vendors.csv", text = "Name\nKente Cafe\n") =>
  new File([text], name, { type: "text/csv" });

async function choose(file: File) {
  await screen.findByLabelText("Vendor file");
  fireEvent.change(screen.getByLabelText("Vendor file"), { target: { files: [file] } });
}

const upload = () => userEvent.click(screen.getByRole("button", { name: "Upload and match" }));

beforeEach(() => {
  lists = [];
  loader.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(uploadVendorList).mockReset();
  vi.mocked(deleteVendorList).mockReset();
});

describe("/vendor-lists", () => {
  it("says there are no lists yet and how to add one", async () => {
    renderPage();
    expect(
      await screen.findByText("No vendor lists yet. Upload a file above to match your vendors."),
    ).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows each list with its date, a list being matched with its progress and a matched one with its counts", async () => {
    lists = [
      aVendorList({
        id: "l2",
        name: "suppliers.xlsx",
        status: "processing",
        total_rows: 200,
        matched_rows: 50,
        created_at: "2026-11-21T09:00:00.000Z",
      }),
      aVendorList(),
    ];
    renderPage();
    const [processing, done] = await screen.findAllByRole("listitem");
    expect(within(processing!).getByRole("link", { name: "suppliers.xlsx" }).getAttribute("href")).toBe(
      "/vendor-lists/l2",
    );
    expect(processing!.textContent).toContain("2026-11-21");
    expect(within(processing!).getByRole("progressbar", { name: "Matching suppliers.xlsx" })).toBeTruthy();
    expect(processing!.textContent).toContain("Matching… 50 of 200 vendors (25 %)");
    expect(within(done!).queryByRole("progressbar")).toBeNull();
    expect(done!.textContent).toContain(
      "3 vendors: 1 exact, 1 likely, 0 possible, 1 without a match · 1 to review",
    );
  });
});

describe("the upload form", () => {
  it("asks for a file before uploading", async () => {
    renderPage();
    await screen.findByLabelText("Vendor file");
    await upload();
    expect((await screen.findByRole("alert")).textContent).toBe("Choose a CSV or Excel (.xlsx) file first.");
    expect(uploadVendorList).not.toHaveBeenCalled();
  });

  it("refuses a file over 10 MB without sending it", async () => {
    renderPage();
    const big = csv("big.csv");
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    await choose(big);
    await upload();
    expect((await screen.findByRole("alert")).textContent).toBe("The file is larger than 10 MB.");
    expect(uploadVendorList).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, and clears it when another file is chosen", async () => {
    vi.mocked(uploadVendorList).mockRejectedValue(
      new ApiError(400, "validation", "The file has no name column (Name, Company, Vendor Name…)."),
    );
    renderPage();
    await choose(csv("no-names.csv", "City\nAtlanta\n"));
    await upload();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The file has no name column (Name, Company, Vendor Name…).",
    );
    expect(screen.getByRole("button", { name: "Upload and match" }).hasAttribute("disabled")).toBe(false);
    await choose(csv());
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("uploads the chosen file with its progress, then opens the new list", async () => {
    let finish: (list: VendorList) => void = () => {};
    vi.mocked(uploadVendorList).mockImplementation(
      (_file, onProgress) =>
        new Promise((resolve) => {
          onProgress?.(40);
          finish = resolve;
        }),
    );
    renderPage();
    const file = csv();
    await choose(file);
    await upload();
    expect(uploadVendorList).toHaveBeenCalledWith(file, expect.any(Function));
    expect(await screen.findByText("Uploading… 40 %")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload and match" }).hasAttribute("disabled")).toBe(true);
    finish(aVendorList({ id: "new-list", status: "processing" }));
    expect(await screen.findByRole("heading", { name: "List new-list" })).toBeTruthy();
  });
});

describe("deleting a list from the lists", () => {
  it("asks first, then the list leaves the page", async () => {
    lists = [aVendorList(), aVendorList({ id: "l2", name: "suppliers.xlsx" })];
    vi.mocked(deleteVendorList).mockImplementation(async (id) => {
      lists = lists.filter((l) => l.id !== id);
      return undefined as never;
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Delete list suppliers.xlsx" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this vendor list?" });
    expect(dialog.textContent).toContain("suppliers.xlsx");
    expect(deleteVendorList).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete list" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "suppliers.xlsx" })).toBeNull());
    expect(deleteVendorList).toHaveBeenCalledWith("l2");
    expect(screen.getByRole("link", { name: "vendors.csv" })).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
