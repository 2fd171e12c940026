import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { MyBusinessesPage, OwnedBusiness } from "~/domain/businesses/my-businesses-query";
import { toast } from "~/web/components/ui/toast";
import { listMyBusinesses, setBusinessActive } from "~/web/lib/api/businesses";
import { aBusiness } from "../../../../../tests/support/business";
import { MyStorefronts } from "./my-storefronts";

vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("~/web/lib/api/businesses", () => ({ listMyBusinesses: vi.fn(), setBusinessActive: vi.fn() }));

function storefront(id: string, name: string): OwnedBusiness {
  return { ...aBusiness({ id, name }), is_mine: true, views_7d: 0 } as OwnedBusiness;
}

/** What the server holds: the first page is the loader's, the second comes through Load more. */
let server: OwnedBusiness[];
const pageOf = (page: number): MyBusinessesPage => ({
  items: server.slice(page - 1, page),
  total: server.length,
  total_capped: false,
  next: page < server.length ? page + 1 : null,
});
const loader = vi.fn(() => ({ first: pageOf(1) }));

function Page() {
  const { first } = useLoaderData<typeof loader>();
  return <MyStorefronts first={first} onCreate={() => {}} />;
}

function renderPage() {
  const Stub = createRoutesStub([
    { path: "/storefront-manager", HydrateFallback: () => null, loader, Component: Page },
  ]);
  render(<Stub initialEntries={["/storefront-manager"]} />);
}

const card = (name: string) => screen.getByRole("article", { name });

beforeEach(() => {
  server = [storefront("b1", "Harlem Soul Kitchen"), storefront("b2", "Ujima Books")];
  loader.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(listMyBusinesses).mockReset();
  vi.mocked(listMyBusinesses).mockImplementation(async (query) => pageOf(Number(query.page)));
  vi.mocked(setBusinessActive).mockReset();
  vi.mocked(setBusinessActive).mockImplementation(async (id, isActive) => {
    server = server.map((b) => (b.id === id ? { ...b, is_active: isActive } : b));
    return server.find((b) => b.id === id)!;
  });
});

describe("My Storefronts", () => {
  it("after a toggle reads the list again, the loader's page and the pages Load more added", async () => {
    renderPage();
    await screen.findByRole("article", { name: "Harlem Soul Kitchen" });
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("article", { name: "Ujima Books" });
    expect(listMyBusinesses).toHaveBeenCalledWith({ scope: "mine", page: "2" });
    expect(loader).toHaveBeenCalledTimes(1);

    await userEvent.click(within(card("Ujima Books")).getByRole("switch", { name: "Active Ujima Books" }));
    expect(setBusinessActive).toHaveBeenCalledWith("b2", false);
    expect(toast.success).toHaveBeenCalledWith("Storefront deactivated", {
      description: "Ujima Books is hidden from the directory.",
    });
    // What is shown is what the server answers when read again, on both pages.
    await waitFor(() =>
      expect(within(card("Ujima Books")).getByText("Hidden from the directory")).toBeTruthy(),
    );
    expect(loader).toHaveBeenCalledTimes(2);
    expect(listMyBusinesses).toHaveBeenCalledTimes(2);
    expect(within(card("Harlem Soul Kitchen")).getByText("Shown in the directory")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("keeps the list whole when a storefront on the first page moves: nothing twice, nothing lost", async () => {
    renderPage();
    await screen.findByRole("article", { name: "Harlem Soul Kitchen" });
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("article", { name: "Ujima Books" });
    // A storefront made elsewhere meanwhile comes first: the pages shift by one.
    server = [storefront("b0", "Kente Cafe"), ...server];
    await userEvent.click(
      within(card("Harlem Soul Kitchen")).getByRole("switch", { name: "Active Harlem Soul Kitchen" }),
    );
    await screen.findByRole("article", { name: "Kente Cafe" });
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-labelledby"))).toEqual([
      "storefront-b0",
      "storefront-b1",
    ]);
    expect(within(card("Harlem Soul Kitchen")).getByText("Hidden from the directory")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("article", { name: "Ujima Books" });
    expect(screen.getAllByRole("article")).toHaveLength(3);
  });
});
