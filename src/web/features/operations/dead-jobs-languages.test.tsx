import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DeadJob } from "~/web/lib/api/jobs";
import { inLanguage } from "../../../../tests/support/in-language";
import { DeadJobsList } from "./dead-jobs-list";
import { QueueCounts } from "./queue-counts";

const job: DeadJob = {
  id: "job-1",
  kind: "send-mail",
  attempts: 3,
  last_error: "SMTP refused",
  created_at: "2026-11-23T10:00:00.000Z",
  died_at: "2026-11-23T10:05:00.000Z",
};
const counts = { queued: 0, active: 1, retrying: 0, dead: 1250, done: 0, cancelled: 0 };

describe("the job queue in the admin's language", () => {
  it("English stays as it was: kind, attempts, times in UTC", () => {
    render(<DeadJobsList jobs={[job]} retrying={null} onRetry={() => {}} />);
    expect(screen.getByRole("listitem", { name: "E-mail job job-1" })).toBeTruthy();
    expect(
      screen.getByText("3 attempts · failed Nov 23, 2026, 10:05 UTC · queued Nov 23, 2026, 10:00 UTC"),
    ).toBeTruthy();
  });

  it("French: the kind, the attempts' plural, local dates, the states and their counts", () => {
    render(
      inLanguage(
        "fr",
        ["admin"],
        <>
          <DeadJobsList jobs={[{ ...job, attempts: 1 }]} retrying={null} onRetry={() => {}} />
          <QueueCounts queues={[{ kind: "send-mail", counts }]} />
        </>,
      ),
    );
    expect(screen.getByRole("listitem", { name: "Tâche E-mail job-1" })).toBeTruthy();
    expect(screen.getByText(/^1 tentative · échec le 23 nov\. 2026/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Relancer" })).toBeTruthy();
    expect(screen.getByText("Mortes").nextElementSibling?.textContent).toBe("1\u202f250");
  });

  it("Arabic: the attempts' plural form and the kind", () => {
    render(inLanguage("ar", ["admin"], <DeadJobsList jobs={[job]} retrying={null} onRetry={() => {}} />));
    expect(screen.getByRole("listitem", { name: "مهمة البريد الإلكتروني job-1" })).toBeTruthy();
    expect(screen.getByText(/^3 محاولات · فشلت في/)).toBeTruthy();
  });
});
