import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { REVIEWS } from "~/domain/languages/catalogs/reviews";
import { LanguageProvider } from "~/web/features/languages/language-context";
import { messagesOf } from "~/web/features/languages/messages.server";
import { RatingSummary } from "./rating-summary";
import { ReviewForm } from "./review-form";

vi.mock("~/web/lib/api/reviews", () => ({ writeReview: vi.fn() }));

const spanish = messagesOf("es", ["layout", "business", "reviews"]);

describe("reviews in Spanish", () => {
  it("summarises the rating with Spanish words and numbers", () => {
    render(
      <LanguageProvider language="es" messages={spanish}>
        <RatingSummary rating={4.5} total={2} distribution={{ "5": 1, "4": 1, "3": 0, "2": 0, "1": 0 }} />
      </LanguageProvider>,
    );
    expect(screen.getByText("4,5")).toBeTruthy();
    expect(screen.getByText("de 5")).toBeTruthy();
    expect(screen.getByText("2 reseñas")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Calificación: 4,5 de 5" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "Reseñas por calificación" }).textContent).toContain(
      "5 estrellas",
    );
  });

  it("labels the form and names what is missing in Spanish", () => {
    render(
      <LanguageProvider language="es" messages={spanish}>
        <ReviewForm businessId="b-1" businessName="Harlem Heritage Inn" onSaved={vi.fn()} />
      </LanguageProvider>,
    );
    expect(screen.getByRole("group", { name: REVIEWS.es["Your rating"] })).toBeTruthy();
    expect(screen.getByText("Excelente")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Publicar reseña" }));
    expect(screen.getByText(REVIEWS.es["Choose a rating from 1 to 5 stars"])).toBeTruthy();
    expect(screen.getByText(REVIEWS.es["Please write a few words about your experience"])).toBeTruthy();
    expect(screen.getByText("0 / 2000")).toBeTruthy();
  });
});
