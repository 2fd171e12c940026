import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "~/web/features/languages/language-context";
import type { NotificationList } from "~/web/lib/api/notifications";
import { NotificationBell } from "./notification-bell";

const calls = vi.hoisted(() => ({
  list: vi.fn<() => Promise<NotificationList>>(),
  markRead: vi.fn(async (_id: string) => ({})),
  markAll: vi.fn(async () => ({ updated: 0 })),
  onChange: undefined as undefined | ((event: "ready" | "notification" | "resync") => void),
}));

vi.mock("~/web/lib/api/notifications", () => ({
  listNotifications: calls.list,
  markNotificationRead: calls.markRead,
  markAllNotificationsRead: calls.markAll,
  watchNotifications(onChange: (event: "ready" | "notification" | "resync") => void) {
    calls.onChange = onChange;
    return () => {};
  },
}));

const item = (i: number, isRead = false, link: string | null = null) => ({
  id: `n${i}`,
  type: "other" as const,
  title: `Notice ${i}`,
  message: `Message ${i}`,
  link,
  is_read: isRead,
  created_at: new Date(Date.now() - i * 60_000).toISOString(),
});

function renderBell() {
  return render(
    <MemoryRouter initialEntries={["/hub"]}>
      <NotificationBell />
      <Routes>
        <Route path="/hub" element={<p>Hub page</p>} />
        <Route path="/opportunities" element={<p>Opportunities page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe("the notification bell", () => {
  it("caps the badge at 9+ and names the unread count", async () => {
    calls.list.mockResolvedValue({ items: [item(1)], unread: 12 });
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 12 unread" });
    expect(bell.textContent).toBe("9+");
  });

  it("shows the count up to nine, and no badge when all are read", async () => {
    calls.list.mockResolvedValue({ items: [item(1)], unread: 9 });
    const { unmount } = renderBell();
    expect((await screen.findByRole("button", { name: "Notifications, 9 unread" })).textContent).toBe("9");
    unmount();
    calls.list.mockResolvedValue({ items: [item(1, true)], unread: 0 });
    renderBell();
    await waitFor(() => expect(calls.list).toHaveBeenCalledTimes(2));
    expect(screen.getByRole("button", { name: "Notifications" }).textContent).toBe("");
  });

  it("opens the panel, highlights unread ones, marks one read and follows its link; Escape returns focus", async () => {
    calls.list.mockResolvedValue({ items: [item(1, false, "/opportunities"), item(2, true)], unread: 1 });
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    fireEvent.click(bell);
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    expect(bell.getAttribute("aria-expanded")).toBe("true");
    const [first, second] = panel.querySelectorAll("li button");
    expect(first?.getAttribute("data-unread")).toBe("true");
    expect(first?.textContent).toContain("Unread: Notice 1");
    expect(second?.getAttribute("data-unread")).toBeNull();

    fireEvent.keyDown(document, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(bell);

    fireEvent.click(bell);
    fireEvent.click(await screen.findByRole("button", { name: /Notice 1/ }));
    expect(calls.markRead).toHaveBeenCalledWith("n1");
    expect(await screen.findByText("Opportunities page")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();
  });

  it("marks all read, and re-reads the list on a live event", async () => {
    calls.list.mockResolvedValue({ items: [item(1), item(2)], unread: 2 });
    renderBell();
    fireEvent.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    fireEvent.click(await screen.findByRole("button", { name: "Mark all read" }));
    expect(calls.markAll).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();

    calls.list.mockResolvedValue({ items: [item(0), item(1, true), item(2, true)], unread: 1 });
    act(() => calls.onChange?.("ready"));
    act(() => calls.onChange?.("notification"));
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    expect(screen.getByText("Notice 0")).toBeTruthy();
  });

  it("says when there are none, and when they could not be loaded", async () => {
    calls.list.mockResolvedValue({ items: [], unread: 0 });
    const { unmount } = renderBell();
    fireEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications yet.")).toBeTruthy();
    unmount();

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    calls.list.mockRejectedValue(new Error("down"));
    renderBell();
    fireEvent.click(screen.getByRole("button", { name: "Notifications" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load notifications.");
    warn.mockRestore();
  });

  it("reads the notifications again when the page changes language, so they come in the new one", async () => {
    calls.list.mockResolvedValue({ items: [item(1)], unread: 1 });
    const inLanguage = (language: "en" | "fr") => (
      <LanguageProvider language={language} messages={{}}>
        <MemoryRouter initialEntries={["/hub"]}>
          <NotificationBell />
        </MemoryRouter>
      </LanguageProvider>
    );
    const { rerender } = render(inLanguage("en"));
    await waitFor(() => expect(calls.list).toHaveBeenCalledTimes(1));
    rerender(inLanguage("en"));
    rerender(inLanguage("fr"));
    await waitFor(() => expect(calls.list).toHaveBeenCalledTimes(2));
  });
});
