import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { VendorWatch, Webhook } from "~/domain/vendor-lists/vendor-list-watch";
import { ApiError } from "~/web/lib/api/client";
import {
  removeVendorListWebhook,
  setVendorListDigest,
  setVendorListWebhook,
} from "~/web/lib/api/vendor-list-watch";
import { VendorListWatchPanel } from "./vendor-list-watch-panel";

vi.mock("~/web/lib/api/vendor-list-watch", () => ({
  setVendorListDigest: vi.fn(),
  setVendorListWebhook: vi.fn(),
  removeVendorListWebhook: vi.fn(),
}));

/** The list's watch and webhook as the server has them. */
let watch: VendorWatch;
let webhook: Webhook | null;
const loader = vi.fn(() => ({ watch, webhook }));

function Page() {
  const data = useLoaderData<typeof loader>();
  return <VendorListWatchPanel listId="list-1" watch={data.watch} webhook={data.webhook} />;
}

function renderPanel() {
  const Stub = createRoutesStub([
    { path: "/vendor-lists/list-1", HydrateFallback: () => null, loader, Component: Page },
  ]);
  render(<Stub initialEntries={["/vendor-lists/list-1"]} />);
}

const revoked = {
  id: "ch1",
  kind: "revoked" as const,
  business_id: "b1",
  business_name: "Mahogany Pages Bookstore",
  tier: "Certified",
  previous_tier: null,
  sentence: "Mahogany Pages Bookstore's Certified certification was revoked.",
  happened_at: "2026-11-24T15:00:00.000Z",
};

const hook = (over: Partial<Webhook> = {}): Webhook => ({
  url: "https://buyer.example/ujamaa",
  created_at: "2026-11-20T10:00:00.000Z",
  deliveries: [],
  ...over,
});

beforeEach(() => {
  watch = { weekly_digest: false, changes: [] };
  webhook = null;
  loader.mockClear();
  vi.mocked(setVendorListDigest).mockReset();
  vi.mocked(setVendorListWebhook).mockReset();
  vi.mocked(removeVendorListWebhook).mockReset();
});

describe("a vendor list's certification changes", () => {
  it("says what will show before anything changed", async () => {
    renderPanel();
    const panel = await screen.findByRole("region", { name: "Certification changes" });
    expect(panel.textContent).toContain(
      "No changes yet. When a confirmed vendor's certification lapses, is revoked, renewed or changes tier, it shows here and in your notifications.",
    );
  });

  it("lists each change with its day and kind", async () => {
    watch = { weekly_digest: true, changes: [revoked] };
    renderPanel();
    const change = await screen.findByRole("listitem");
    expect(within(change).getByText("Nov 24, 2026").getAttribute("datetime")).toBe(revoked.happened_at);
    expect(within(change).getByText("Revoked")).toBeTruthy();
    expect(within(change).getByText(revoked.sentence)).toBeTruthy();
    expect(
      screen
        .getByRole("switch", { name: "Weekly digest e-mail of these changes" })
        .getAttribute("aria-checked"),
    ).toBe("true");
  });

  it("turns the weekly digest on and shows what the server now has", async () => {
    vi.mocked(setVendorListDigest).mockImplementation(async (_id, on) => {
      watch = { ...watch, weekly_digest: on };
      return watch;
    });
    renderPanel();
    const digest = await screen.findByRole("switch", { name: "Weekly digest e-mail of these changes" });
    expect(digest.getAttribute("aria-checked")).toBe("false");
    await userEvent.click(digest);
    expect(setVendorListDigest).toHaveBeenCalledWith("list-1", true);
    await waitFor(() => expect(digest.getAttribute("aria-checked")).toBe("true"));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("says so when the digest cannot be changed", async () => {
    vi.mocked(setVendorListDigest).mockRejectedValue(
      new ApiError(404, "not_found", "Vendor list not found."),
    );
    renderPanel();
    await userEvent.click(
      await screen.findByRole("switch", { name: "Weekly digest e-mail of these changes" }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe("Vendor list not found.");
  });
});

describe("a vendor list's webhook", () => {
  it("adds one and shows its signing secret once", async () => {
    vi.mocked(setVendorListWebhook).mockImplementation(async (_id, url) => {
      webhook = hook({ url });
      return { ...webhook, secret: "whsec_abc123" };
    });
    renderPanel();
    const field = await screen.findByLabelText("Webhook URL (https)");
    fireEvent.change(field, { target: { value: "https://buyer.example/ujamaa" } });
    await userEvent.click(screen.getByRole("button", { name: "Add webhook" }));
    expect(setVendorListWebhook).toHaveBeenCalledWith("list-1", "https://buyer.example/ujamaa");
    const secret = await screen.findByRole("status");
    expect(secret.textContent).toContain("Copy this signing secret now: it is not shown again.");
    expect(secret.textContent).toContain("whsec_abc123");
    expect(
      await screen.findByText(
        (_, el) =>
          el?.tagName === "P" &&
          el.textContent ===
            "Changes are POSTed to https://buyer.example/ujamaa, signed in the Ujamaa-Signature header.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("No deliveries yet.")).toBeTruthy();
  });

  it("shows the server's refusal beside the URL", async () => {
    vi.mocked(setVendorListWebhook).mockRejectedValue(
      new ApiError(
        400,
        "validation",
        "The endpoint must be a public address: loopback, private, link-local and metadata addresses are refused.",
      ),
    );
    renderPanel();
    const field = await screen.findByLabelText("Webhook URL (https)");
    fireEvent.change(field, { target: { value: "https://10.0.0.1/hook" } });
    await userEvent.click(screen.getByRole("button", { name: "Add webhook" }));
    expect(
      await screen.findByText(
        "The endpoint must be a public address: loopback, private, link-local and metadata addresses are refused.",
      ),
    ).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("lists the deliveries and how each went", async () => {
    webhook = hook({
      deliveries: [
        {
          id: "d2",
          change_id: "ch2",
          type: "certification.renewed",
          status: "delivered",
          attempts: 1,
          last_status_code: 200,
          last_error: null,
          created_at: "2026-11-26T15:00:00.000Z",
          last_attempt_at: "2026-11-26T15:00:00.000Z",
        },
        {
          id: "d1",
          change_id: "ch1",
          type: "certification.revoked",
          status: "given_up",
          attempts: 7,
          last_status_code: null,
          last_error: "timed out",
          created_at: "2026-11-24T15:00:00.000Z",
          last_attempt_at: "2026-11-25T15:00:00.000Z",
        },
      ],
    });
    renderPanel();
    const deliveries = await screen.findByRole("list", { name: "Deliveries" });
    expect(
      within(deliveries)
        .getAllByRole("listitem")
        .map((d) => d.textContent),
    ).toEqual([
      "Nov 26, 2026 · certification.renewed · delivered · 1 try · HTTP 200",
      "Nov 24, 2026 · certification.revoked · given up · 7 tries · timed out",
    ]);
  });

  it("asks before removing it; Cancel keeps it, Remove webhook removes it", async () => {
    webhook = hook();
    vi.mocked(removeVendorListWebhook).mockImplementation(async () => {
      webhook = null;
      return undefined as never;
    });
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Remove webhook" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Remove this webhook?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(removeVendorListWebhook).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Remove webhook" }));
    dialog = await screen.findByRole("alertdialog", { name: "Remove this webhook?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove webhook" }));
    expect(await screen.findByLabelText("Webhook URL (https)")).toBeTruthy();
    expect(removeVendorListWebhook).toHaveBeenCalledWith("list-1");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("does not ask about removing again when a new webhook is added after one was removed", async () => {
    webhook = hook();
    vi.mocked(removeVendorListWebhook).mockImplementation(async () => {
      webhook = null;
      return undefined as never;
    });
    vi.mocked(setVendorListWebhook).mockImplementation(async (_id, url) => {
      webhook = hook({ url });
      return { ...webhook, secret: "whsec_new" };
    });
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Remove webhook" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove this webhook?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove webhook" }));
    const field = await screen.findByLabelText("Webhook URL (https)");
    fireEvent.change(field, { target: { value: "https://buyer.example/new" } });
    await userEvent.click(screen.getByRole("button", { name: "Add webhook" }));
    expect((await screen.findByRole("status")).textContent).toContain("whsec_new");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
