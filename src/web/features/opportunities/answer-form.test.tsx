import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/web/lib/api/client";
import { answerOpportunity, attachResponseFile } from "~/web/lib/api/opportunity-responses";
import { AnswerForm } from "./answer-form";

vi.mock("~/web/components/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("~/web/lib/api/opportunity-responses", () => ({
  answerOpportunity: vi.fn(),
  attachResponseFile: vi.fn(),
  updateResponse: vi.fn(),
  withdrawResponse: vi.fn(),
  removeResponseFile: vi.fn(),
}));

const BUSINESSES = [
  { id: "b-1", name: "Bidder Kitchen" },
  { id: "b-2", name: "Second Shop" },
];

beforeEach(() => {
  vi.mocked(answerOpportunity).mockReset();
  vi.mocked(attachResponseFile).mockReset();
});

const renderForm = (onChanged = vi.fn()) => {
  render(<AnswerForm opportunityId="o-1" businesses={BUSINESSES} onChanged={onChanged} />);
  return onChanged;
};
const pick = (files: File[]) =>
  fireEvent.change(screen.getByLabelText("Attachments (optional)"), { target: { files } });

describe("the answer form", () => {
  it("refuses an empty message and a wrong or fourth file before sending anything", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Send answer" }));
    expect(await screen.findByText("Write a message")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "We can do it." } });
    pick([new File(["MZ"], "setup.exe", { type: "application/x-msdownload" })]);
    fireEvent.click(screen.getByRole("button", { name: "Send answer" }));
    expect(await screen.findByText("Attach a PDF or Word (.docx) file.")).toBeTruthy();
    const pdf = (name: string) => new File(["%PDF-1.4"], name, { type: "application/pdf" });
    pick([pdf("a.pdf"), pdf("b.pdf"), pdf("c.pdf"), pdf("d.pdf")]);
    fireEvent.click(screen.getByRole("button", { name: "Send answer" }));
    expect(await screen.findByText("An answer has at most 3 attachments.")).toBeTruthy();
    expect(answerOpportunity).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).toBeNull();
  });

  it("sends the chosen business, the message, the quote and the consent, then each file, then tells the page", async () => {
    vi.mocked(answerOpportunity).mockResolvedValue({ id: "r-1" } as never);
    vi.mocked(attachResponseFile).mockResolvedValue({ id: "r-1" } as never);
    const onChanged = renderForm();
    fireEvent.change(screen.getByLabelText("Answer for"), { target: { value: "b-2" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "  Fresh <b>lunch</b>  " } });
    fireEvent.change(screen.getByLabelText("Price quote (USD, optional)"), { target: { value: "1200.50" } });
    fireEvent.click(screen.getByLabelText(/Show my business name/));
    const file = new File(["%PDF-1.4"], "menu.pdf", { type: "application/pdf" });
    pick([file]);
    fireEvent.click(screen.getByRole("button", { name: "Send answer" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(answerOpportunity).toHaveBeenCalledWith("o-1", {
      business_id: "b-2",
      message: "Fresh lunch",
      quote: 1200.5,
      show_name_if_awarded: true,
    });
    expect(attachResponseFile).toHaveBeenCalledWith("o-1", "r-1", file);
  });

  it("shows the server's field error, e.g. a second answer for the same business", async () => {
    vi.mocked(answerOpportunity).mockRejectedValue(
      new ApiError(409, "conflict", "Already answered", {
        business_id: "This business has already answered this opportunity. Edit its answer instead.",
      }),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Again" } });
    fireEvent.click(screen.getByRole("button", { name: "Send answer" }));
    expect(await screen.findByText(/already answered this opportunity/)).toBeTruthy();
  });
});
