import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/web/components/ui/toast";
import { ApiError } from "~/web/lib/api/client";
import { writeReview } from "~/web/lib/api/reviews";
import { ReviewForm } from "./review-form";

vi.mock("~/web/components/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("~/web/lib/api/reviews", () => ({ writeReview: vi.fn() }));

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(writeReview).mockReset();
});

const body = () => screen.getByLabelText("Your review");

describe("the review form", () => {
  it("offers the rating as five labelled radios and names what is missing before sending anything", async () => {
    render(<ReviewForm businessId="b-1" businessName="Harlem Heritage Inn" onSaved={vi.fn()} />);
    const group = screen.getByRole("group", { name: "Your rating" });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
    expect(screen.getByRole("radio", { name: "5 stars, Excellent" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "1 star, Terrible" })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Post review" })));
    expect(screen.getByText("Choose a rating from 1 to 5 stars")).toBeTruthy();
    expect(screen.getByText("Please write a few words about your experience")).toBeTruthy();
    expect(body().getAttribute("aria-invalid")).toBe("true");
    expect(writeReview).not.toHaveBeenCalled();
  });

  it("takes each error away as soon as its field is right, and leaves the other until it is", async () => {
    render(<ReviewForm businessId="b-1" businessName="Harlem Heritage Inn" onSaved={vi.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Post review" })));
    fireEvent.click(screen.getByRole("radio", { name: "4 stars, Very good" }));
    expect(screen.queryByText("Choose a rating from 1 to 5 stars")).toBeNull();
    expect(screen.getByRole("radio", { name: "4 stars, Very good" }).getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("Please write a few words about your experience")).toBeTruthy();
    fireEvent.change(body(), { target: { value: "   " } });
    expect(screen.getByText("Please write a few words about your experience")).toBeTruthy();
    fireEvent.change(body(), { target: { value: "Warm welcome" } });
    expect(screen.queryByText("Please write a few words about your experience")).toBeNull();
    expect(body().getAttribute("aria-invalid")).toBeNull();
    expect(writeReview).not.toHaveBeenCalled();
  });

  it("sends the rating and the trimmed text, then reads the page again", async () => {
    vi.mocked(writeReview).mockResolvedValue({} as never);
    const onSaved = vi.fn().mockResolvedValue(undefined);
    render(<ReviewForm businessId="b-1" businessName="Harlem Heritage Inn" onSaved={onSaved} />);
    fireEvent.click(screen.getByRole("radio", { name: "4 stars, Very good" }));
    fireEvent.change(body(), { target: { value: "  Lovely stay  " } });
    expect(screen.getByText("15 / 2,000")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Post review" })));
    expect(writeReview).toHaveBeenCalledWith("b-1", { rating: 4, body: "Lovely stay" });
    expect(onSaved).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith("Review posted", {
      description: "Thank you for reviewing Harlem Heritage Inn.",
    });
  });

  it("shows the server's refusal: the limit's message, and a field's message under it", async () => {
    vi.mocked(writeReview).mockRejectedValueOnce(
      new ApiError(
        429,
        "rate_limited",
        "You have posted 10 reviews in the last 24 hours. Please try again later.",
      ),
    );
    render(
      <ReviewForm
        businessId="b-1"
        businessName="Inn"
        existing={{ rating: 3, body: "Fine" }}
        onSaved={vi.fn()}
      />,
    );
    expect((screen.getByRole("radio", { name: "3 stars, Average" }) as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save changes" })));
    expect(toast.error).toHaveBeenCalledWith("Could not update your review", {
      description: "You have posted 10 reviews in the last 24 hours. Please try again later.",
    });
    vi.mocked(writeReview).mockRejectedValueOnce(
      new ApiError(400, "validation", "body: Please write a few words about your experience", {
        body: "Please write a few words about your experience",
      }),
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save changes" })));
    expect(screen.getByText("Please write a few words about your experience")).toBeTruthy();
  });
});
