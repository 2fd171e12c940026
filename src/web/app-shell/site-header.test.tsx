import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "~/web/features/accounts/session-user";
import { authCall } from "~/web/lib/api/auth";
import { SiteHeader } from "./site-header";

vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("~/web/lib/api/auth", () => ({ authCall: vi.fn() }));
// The bell reads its own stream; this test is about the menu beside it.
vi.mock("~/web/features/notifications/notification-bell", () => ({ NotificationBell: () => null }));

const member: SessionUser = {
  id: "u1",
  name: "Amara Okafor",
  email: "amara@example.com",
  role: "user",
  emailVerified: true,
  avatarUrl: null,
  walkthroughCompleted: true,
};

function renderHeader(user: SessionUser | null, path: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ user }),
      HydrateFallback: () => null,
      Component: () => (
        <>
          <SiteHeader />
          <Outlet />
        </>
      ),
      children: [
        { index: true, Component: () => <p>Home page</p> },
        { path: "about", Component: () => <p>About page</p> },
        { path: "hub", Component: () => <p>Hub page</p> },
        { path: "auth", Component: () => <p>Sign-in page</p> },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

/** The phone's ☰ menu: the <details> whose summary reads "Menu". */
async function openMenu() {
  const summary = (await screen.findByText("Menu")).closest("summary")!;
  const menu = summary.closest("details")!;
  await userEvent.click(summary);
  expect(menu.open).toBe(true);
  return menu;
}

describe("the phone's menu", () => {
  it("closes when one of its links leads to another page", async () => {
    renderHeader(null, "/");
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole("link", { name: "About" }));
    expect(await screen.findByText("About page")).toBeTruthy();
    expect(menu.open).toBe(false);
  });

  it("closes as soon as Sign Out is tapped, and stays closed on the sign-in page", async () => {
    let answer: (value: unknown) => void = () => {};
    vi.mocked(authCall).mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderHeader(member, "/hub");
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole("button", { name: "Sign Out" }));
    expect(authCall).toHaveBeenCalledWith("/sign-out");
    expect(menu.open).toBe(false);
    answer({});
    expect(await screen.findByText("Sign-in page")).toBeTruthy();
    expect(menu.open).toBe(false);
  });
});

describe("the header's home link", () => {
  it("is named Ujamaa, its mark drawn in the page rather than fetched as an image", async () => {
    renderHeader(null, "/about");
    const home = await screen.findByRole("link", { name: "Ujamaa" });
    expect(home.getAttribute("href")).toBe("/");
    expect(home.querySelector("svg[aria-hidden='true']")).not.toBeNull();
    expect(document.querySelectorAll("img")).toHaveLength(0);
  });
});
