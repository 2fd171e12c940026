import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/web/components/ui/toast";
import { ApiError } from "~/web/lib/api/client";
import { type JobSummary, retryDeadJob } from "~/web/lib/api/jobs";
import AdminJobs from "./admin-jobs";

vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("~/web/lib/api/jobs", () => ({ retryDeadJob: vi.fn() }));

const counts = (dead: number, retrying: number) => ({
  queued: 0,
  active: 0,
  retrying,
  dead,
  done: 0,
  cancelled: 0,
});

/** The queue as the server has it: one dead mail job until it is retried. */
let dead = true;
function summary(): JobSummary {
  const now = dead ? counts(1, 0) : counts(0, 1);
  return {
    counts: now,
    queues: [{ kind: "send-mail", counts: now }],
    dead: dead
      ? [
          {
            id: "job-1",
            kind: "send-mail",
            attempts: 1,
            last_error: "SMTP refused",
            created_at: "2026-11-23T10:00:00.000Z",
            died_at: "2026-11-23T10:05:00.000Z",
          },
        ]
      : [],
  };
}
const loader = vi.fn(() => ({ summary: summary() }));

function renderPage() {
  const Stub = createRoutesStub([
    { path: "/admin/jobs", HydrateFallback: () => null, loader, Component: AdminJobs as never },
  ]);
  render(<Stub initialEntries={["/admin/jobs"]} />);
}

beforeEach(() => {
  dead = true;
  loader.mockClear();
  vi.mocked(retryDeadJob).mockReset();
  vi.mocked(toast.error).mockClear();
});

describe("/admin/jobs", () => {
  it("reads the queue again after a Retry: the job leaves the dead list and the counts move", async () => {
    vi.mocked(retryDeadJob).mockImplementation(async () => {
      dead = false;
      return { id: "job-1", retried: true } as never;
    });
    renderPage();
    const job = await screen.findByRole("listitem", { name: "E-mail job job-1" });
    await userEvent.click(within(job).getByRole("button", { name: "Retry" }));
    expect(retryDeadJob).toHaveBeenCalledWith("job-1");
    expect(
      await screen.findByText("No dead jobs. Every job has finished or is still being retried."),
    ).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("heading", { name: /^Dead jobs/ }).textContent).toContain("(0)");
    const mail = screen.getByRole("region", { name: /^E-mail/ });
    expect(within(mail).getByText("Retrying").nextElementSibling?.textContent).toBe("1");
  });

  it("reads the queue again when someone else retried the job meanwhile (409)", async () => {
    vi.mocked(retryDeadJob).mockImplementation(async () => {
      dead = false;
      throw new ApiError(409, "conflict", "The job is no longer dead.");
    });
    renderPage();
    const job = await screen.findByRole("listitem", { name: "E-mail job job-1" });
    await userEvent.click(within(job).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "E-mail job job-1" })).toBeNull());
    expect(toast.error).toHaveBeenCalledWith("Could not retry the job", {
      description: "The job is no longer dead.",
    });
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
