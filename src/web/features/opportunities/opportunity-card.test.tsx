import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Opportunity } from "~/web/lib/api/opportunities";
import { inLanguage } from "../../../../tests/support/in-language";
import { OpportunityCard } from "./opportunity-card";

const OPPORTUNITY = {
  id: "o-1",
  title: "Booking app",
  company_name: "Acme Corp",
  description: null,
  budget_min: 1000,
  budget_max: null,
  location: "Atlanta, GA",
  category: "technology",
  requirements: ["Insured", "Local", "Bonded", "Certified"],
  naics_edition: "NAICS 2017",
  naics: [],
  deadline: "2026-12-15",
  is_active: true,
  status: "open",
  awarded_to: null,
  created_at: "2026-11-25T10:00:00.000Z",
  can_manage: false,
} satisfies Opportunity;

const NOW = new Date("2026-11-28T10:00:00.000Z");

function renderIn(language: "en" | "fr" | "ar") {
  render(
    inLanguage(
      language,
      ["opportunities", "procurement"],
      <MemoryRouter>
        <OpportunityCard opportunity={OPPORTUNITY} now={NOW} />
      </MemoryRouter>,
    ),
  );
}

describe("an opportunity's card in the page's language", () => {
  it("reads as the spec's English", () => {
    renderIn("en");
    expect(screen.getByText("Technology")).toBeTruthy();
    expect(screen.getByText("Starting at $1,000")).toBeTruthy();
    expect(screen.getByText("Dec 15, 2026")).toBeTruthy();
    expect(screen.getByText("+1 more")).toBeTruthy();
    expect(screen.getByText("Posted 3 days ago")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Booking app" }).getAttribute("href")).toBe("/opportunities/o-1");
  });

  it("reads in French, with its link under /fr", () => {
    renderIn("fr");
    expect(screen.getByText("Technologie")).toBeTruthy();
    expect(screen.getByText(/^À partir de 1\s000\s\$/)).toBeTruthy();
    expect(screen.getByText("+1 de plus")).toBeTruthy();
    expect(screen.getByText("Publiée il y a 3 jours")).toBeTruthy();
    expect(screen.getByText("Budget")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Booking app" }).getAttribute("href")).toBe(
      "/fr/opportunities/o-1",
    );
  });

  it("reads in Arabic, with Latin digits", () => {
    renderIn("ar");
    expect(screen.getByText("التكنولوجيا")).toBeTruthy();
    expect(screen.getByText(/^ابتداءً من .*1,000/)).toBeTruthy();
    expect(screen.getByText("الميزانية")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Booking app" }).getAttribute("href")).toBe(
      "/ar/opportunities/o-1",
    );
  });
});
