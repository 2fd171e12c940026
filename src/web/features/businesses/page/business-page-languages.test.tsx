import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { Language } from "~/domain/languages/languages";
import { OpenStatusBadge } from "~/web/features/businesses/card/open-status-badge";
import { Rating } from "~/web/features/businesses/card/rating";
import { LanguageProvider } from "~/web/features/languages/language-context";
import { messagesOf } from "~/web/features/languages/messages.server";
import { aBusiness } from "../../../../../tests/support/business";
import { BusinessDetails } from "./business-details";
import { weekSchedule } from "./week-schedule";
import { WeeklyHours } from "./weekly-hours";

/** As the page has it: the root's messages and the business page's, in `language`. */
function inLanguage(language: Language, node: ReactNode) {
  const messages = messagesOf(language, ["layout", "categories", "business", "reviews"]);
  return render(
    <LanguageProvider language={language} messages={messages}>
      {node}
    </LanguageProvider>,
  );
}

/** Text with Intl's narrow no-break spaces ("1 234") as plain ones. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u202f\u00a0]/g, " ");

const NOW = new Date("2026-11-23T15:30:00Z"); // a Monday, 10:30 in New York
const certified = aBusiness({
  category: "Restaurant",
  is_verified: true,
  certification_tier: "Certified",
  certification_status: "approved",
  certification_expires_at: "2027-02-25T00:00:00.000Z",
  certificate_number: "UJ-2026-0042",
  rating: 4.5,
  review_count: 1234,
  phone: "404-555-0100",
  business_hours: {
    Monday: { open: "09:00", close: "21:00", closed: false },
    Tuesday: { open: "09:00", close: "17:00", closed: true },
  },
});

describe("a business's page in French", () => {
  it("gives its tier, certification, contact labels, rating and dates in French", () => {
    const { container } = inLanguage("fr", <BusinessDetails business={certified} now={NOW} />);
    const text = plain(container.textContent);
    expect(text).toContain("Certification : Certifié");
    expect(text).toContain("Expire dans 3 mois");
    expect(text).toContain("Valable jusqu'au 25 févr. 2027");
    expect(text).toContain(
      "Cette entreprise détient un certificat Ujamaa Certifié approuvé (n° UJ-2026-0042).",
    );
    expect(text).toContain("4,5 sur 5 (1 234 avis)");
    expect(screen.getByRole("button", { name: "Télécharger le certificat" })).toBeTruthy();
    expect(screen.getByText("Téléphone")).toBeTruthy();
    expect(screen.getByText("Coordonnées", { selector: "h3" })).toBeTruthy();
  });

  it("names the days and hours the French way, today and the open status too", () => {
    const schedule = weekSchedule(certified, NOW);
    const { container } = inLanguage(
      "fr",
      <WeeklyHours schedule={schedule} timeZone={certified.time_zone} />,
    );
    expect(screen.getByRole("heading", { name: "Horaires" })).toBeTruthy();
    expect(screen.getByText("Ouvert • Ferme à 21:00")).toBeTruthy();
    const today = container.querySelector("tr[aria-current='date']");
    expect(plain(today?.textContent)).toBe("lundi(Aujourd'hui)9:00 – 21:00");
    expect(container.querySelectorAll("tbody tr")[1]?.textContent).toBe("mardiFermé");
  });

  it("says when a closed business opens next", () => {
    inLanguage(
      "fr",
      <OpenStatusBadge status={{ isOpen: false, label: "Closed • Opens at 9:30AM Wednesday" }} />,
    );
    expect(screen.getByText("Fermé").getAttribute("title")).toBe("Fermé • Ouvre mercredi à 9:30");
  });
});

describe("a business's page in English and Arabic", () => {
  it("keeps English as it was", () => {
    const schedule = weekSchedule(certified, NOW);
    const { container } = inLanguage(
      "en",
      <WeeklyHours schedule={schedule} timeZone={certified.time_zone} />,
    );
    expect(screen.getByText("Open • Closes at 9PM")).toBeTruthy();
    expect(container.querySelector("tr[aria-current='date']")?.textContent).toBe("Monday(Today)9AM – 9PM");
    inLanguage("en", <Rating rating={4} reviewCount={1234} />);
    expect(screen.getByText("(1234 reviews)")).toBeTruthy();
  });

  it("counts reviews with Arabic plurals", () => {
    inLanguage("ar", <Rating rating={4} reviewCount={3} />);
    expect(screen.getByText("(3 مراجعات)")).toBeTruthy();
  });
});
