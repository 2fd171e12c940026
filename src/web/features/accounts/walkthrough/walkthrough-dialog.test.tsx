import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "~/web/features/accounts/session-user";
import { WalkthroughDialog } from "./walkthrough-dialog";
import { WalkthroughDock } from "./walkthrough-dock";
import { clearWalkthroughState } from "./walkthrough-store";

/** The account as the server keeps it: PUT /api/v1/me/walkthrough marks the walkthrough done. */
let completed = false;
const puts: unknown[] = [];
/** The member's own businesses, as GET /api/v1/me/businesses answers them. */
let businesses: { id: string }[] = [];

const user = (): SessionUser => ({
  id: "u1",
  name: "Ada",
  email: "ada@example.com",
  role: "user",
  emailVerified: true,
  avatarUrl: null,
  walkthroughCompleted: completed,
});

/** Stands in for the storefront wizard, which the layout gives the walkthrough. */
function WizardStub({ open }: { open: boolean; onOpenChange(open: boolean): void }) {
  return open ? <p>Storefront wizard</p> : null;
}

function Where() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

/** The app; its profile set-up leaves room for the walkthrough's hub when `dock` (as /settings does). */
function renderApp({ dock = false }: { dock?: boolean } = {}) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({ user: user() }),
      Component: () => (
        <>
          <WalkthroughDialog storefrontWizard={WizardStub} />
          <Outlet />
          <Where />
        </>
      ),
      children: [
        { index: true, Component: () => <p>Home</p> },
        {
          path: "settings",
          Component: () => (
            <>
              <label>
                Full Name
                <input />
              </label>
              {dock ? <WalkthroughDock /> : null}
            </>
          ),
        },
        { path: "certification", Component: () => <p>Certification</p> },
        { path: "certification/:businessId", Component: () => <p>Application</p> },
      ],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

// The clock is fake (the walkthrough waits 1 s before it opens and fades 150 ms between steps) but
// still runs, so the router's and Testing Library's own waits work.
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = (element: HTMLElement) =>
  userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(element);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  completed = false;
  puts.length = 0;
  businesses = [];
  vi.stubGlobal("fetch", async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/api/v1/me/businesses")) {
      return Response.json({ items: businesses, total: businesses.length, total_capped: false, next: null });
    }
    if (url === "/api/v1/me/walkthrough" && init.method === "PUT") {
      puts.push(JSON.parse(String(init.body)));
      completed = true;
      return Response.json({ walkthrough_completed: true });
    }
    return new Response(null, { status: 404 });
  });
});

afterEach(() => {
  clearWalkthroughState();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The page, then the walkthrough 1 s later. */
async function dialog() {
  await screen.findByText("Home");
  await later(1000);
  // The fake clock also runs, so a timer set after the jump still fires.
  return screen.findByRole("dialog", {}, { timeout: 3000 });
}

describe("the walkthrough", () => {
  it("opens by itself for a member who has not done it and steps forward and back", async () => {
    renderApp();
    const box = await dialog();
    expect(within(box).getByRole("heading", { name: "Welcome to Ujamaa, Ada!" })).toBeTruthy();
    expect(within(box).getByText("Step 1 of 3")).toBeTruthy();
    expect(within(box).getByText("33% Complete")).toBeTruthy();
    expect(within(box).getByRole("button", { name: "Back" })).toHaveProperty("disabled", true);

    await click(within(box).getByRole("button", { name: "Get Started" }));
    expect(await within(box).findByRole("heading", { name: "Let's Get You Set Up" })).toBeTruthy();
    expect(within(box).getByText("67% Complete")).toBeTruthy();
    expect(within(box).queryByRole("button", { name: "Skip" })).toBeNull();

    await click(within(box).getByRole("button", { name: "Back" }));
    expect(await within(box).findByRole("heading", { name: "Welcome to Ujamaa, Ada!" })).toBeTruthy();
  });

  it("'Set Up Profile' opens /settings?onboarding=true and moves on to step 3", async () => {
    renderApp();
    const box = await dialog();
    await click(within(box).getByRole("button", { name: "Get Started" }));
    await click(await within(box).findByRole("button", { name: "Set Up Profile" }));
    await waitFor(() => expect(screen.getByTestId("url").textContent).toBe("/settings?onboarding=true"));
    expect(await within(box).findByRole("heading", { name: "Where would you like to start?" })).toBeTruthy();
    expect(within(box).getByText("Step 3 of 3")).toBeTruthy();
    expect(within(box).getByText("100% Complete")).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it("on the profile set-up, step 3 stands beside the editor, not over it, until a choice", async () => {
    renderApp({ dock: true });
    const box = await dialog();
    await click(within(box).getByRole("button", { name: "Get Started" }));
    await click(await within(box).findByRole("button", { name: "Set Up Profile" }));
    await waitFor(() => expect(screen.getByTestId("url").textContent).toBe("/settings?onboarding=true"));

    // No dialog over the page: the hub is a region of it, with the step's words and its four cards.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const hub = screen.getByRole("region", { name: "Where would you like to start?" });
    expect(within(hub).getByText("Step 3 of 3")).toBeTruthy();
    expect(within(hub).getByText("100% Complete")).toBeTruthy();
    for (const card of ["Explore Directory", "Get Certified", "Open Storefront", "Open My Storefront"])
      expect(within(hub).getByRole("button", { name: new RegExp(`^${card}`) })).toBeTruthy();
    // The profile can be filled in meanwhile; nothing is completed yet.
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .type(screen.getByLabelText("Full Name"), "Ada");
    expect((screen.getByLabelText("Full Name") as HTMLInputElement).value).toBe("Ada");
    expect(puts).toEqual([]);

    // Back returns to step 2 in the dialog; Close on the hub completes the walkthrough.
    await click(within(hub).getByRole("button", { name: "Back" }));
    const again = await screen.findByRole("dialog");
    expect(await within(again).findByRole("heading", { name: "Let's Get You Set Up" })).toBeTruthy();
    await click(within(again).getByRole("button", { name: "Skip for Now" }));
    const docked = await screen.findByRole("region", { name: "Where would you like to start?" });
    await click(within(docked).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: /Where would you like/ })).toBeNull());
    expect(puts).toEqual([{ completed: true }]);
  });

  it("Get Certified leads to the member's application when they have one business, else to /certification", async () => {
    businesses = [{ id: "b-1" }];
    renderApp();
    let box = await dialog();
    await click(within(box).getByRole("button", { name: "Get Started" }));
    await click(await within(box).findByRole("button", { name: "Skip for Now" }));
    await click(await within(box).findByRole("button", { name: /^Get Certified/ }));
    await waitFor(() => expect(screen.getByTestId("url").textContent).toBe("/certification/b-1"));
    expect(puts).toEqual([{ completed: true }]);

    cleanup();
    clearWalkthroughState();
    completed = false;
    businesses = [{ id: "b-1" }, { id: "b-2" }];
    renderApp();
    box = await dialog();
    await click(within(box).getByRole("button", { name: "Get Started" }));
    await click(await within(box).findByRole("button", { name: "Skip for Now" }));
    await click(await within(box).findByRole("button", { name: /^Get Certified/ }));
    await waitFor(() => expect(screen.getByTestId("url").textContent).toBe("/certification"));
  });

  it("Skip on step 1 closes it and records it as done, so it does not come back", async () => {
    renderApp();
    const box = await dialog();
    const [skip] = within(box).getAllByRole("button", { name: "Skip" });
    await click(skip as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(puts).toEqual([{ completed: true }]);
    await later(1500);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("url").textContent).toBe("/");
  });

  it("'Open My Storefront' completes the walkthrough and opens the storefront wizard", async () => {
    renderApp();
    const box = await dialog();
    await click(within(box).getByRole("button", { name: "Get Started" }));
    await click(await within(box).findByRole("button", { name: "Skip for Now" }));
    await click(await within(box).findByRole("button", { name: /^Open My Storefront/ }));
    expect(await screen.findByText("Storefront wizard")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(puts).toEqual([{ completed: true }]);
  });

  it("stays closed for a member who has done it", async () => {
    completed = true;
    renderApp();
    await screen.findByText("Home");
    await later(1500);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
