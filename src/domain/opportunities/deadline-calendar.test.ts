import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { deadlineCalendar, deadlineCalendarFileName } from "./deadline-calendar";
import type { Opportunity } from "./opportunity-schema";

const OPPORTUNITY: Opportunity & { deadline: string } = {
  id: "6b1f1f0e-2c7a-4a53-8d0e-5f1c2b3a4d5e",
  title: "Catering, décor; and a very long title for a two-day conference of 200 people — with lunch",
  company_name: "Acme \\ Corp",
  description: null,
  budget_min: null,
  budget_max: null,
  location: "Atlanta, GA",
  category: null,
  requirements: [],
  naics_edition: "NAICS 2017",
  naics: [],
  deadline: "2026-12-24",
  is_active: true,
  status: "open",
  awarded_to: null,
  created_at: "2026-11-20T10:00:00.000Z",
  can_manage: false,
};
const PAGE = `https://ujamaa.example/opportunities/${OPPORTUNITY.id}`;
const NOW = new Date("2026-11-27T09:30:00Z");

const file = (overrides: Partial<typeof OPPORTUNITY> = {}) =>
  deadlineCalendar({
    opportunity: { ...OPPORTUNITY, ...overrides },
    pageUrl: PAGE,
    siteHost: "ujamaa.example",
    now: NOW,
  });

function eventOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return { calendar, event: new ICAL.Event(events[0]!), vevent: events[0]! };
}

describe("deadlineCalendar", () => {
  it("is one all-day event on the deadline's date, named and linked as the opportunity", () => {
    const { calendar, event, vevent } = eventOf(file());
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Ujamaa//Contract opportunities//EN");
    expect(event.summary).toBe(OPPORTUNITY.title);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2026-12-24");
    expect(event.endDate.toString()).toBe("2026-12-25");
    expect(vevent.getFirstPropertyValue("url")).toBe(PAGE);
    expect(event.description).toContain('"Catering, décor; and a very long title');
    expect(event.description).toContain("posted by Acme \\ Corp on Ujamaa.");
    expect(event.description).toContain("Location: Atlanta, GA");
    expect(event.description).toContain(PAGE);
    expect(vevent.getFirstPropertyValue("transp")).toBe("TRANSPARENT");
    expect(vevent.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-27T09:30:00Z");
  });

  it("keeps its UID from one download to the next, and gives another opportunity another", () => {
    const first = eventOf(file()).event.uid;
    expect(first).toBe(`opportunity-${OPPORTUNITY.id}-deadline@ujamaa.example`);
    expect(eventOf(file({ title: "Renamed" })).event.uid).toBe(first);
    expect(eventOf(file({ id: "7c2e2f1f-3d8b-4b64-9e1f-6a2d3c4b5e6f" })).event.uid).not.toBe(first);
  });

  it("escapes text and folds every line within 75 octets with CRLF endings", () => {
    const text = file();
    expect(text).toContain("SUMMARY:Catering\\, décor\\; and");
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    for (const line of lines) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
  });
});

describe("deadlineCalendarFileName", () => {
  it("names the file after the title in plain letters", () => {
    expect(deadlineCalendarFileName("Website Redesign (Phase 2)")).toBe(
      "website-redesign-phase-2-deadline.ics",
    );
    expect(deadlineCalendarFileName("Décor & Catering")).toBe("decor-catering-deadline.ics");
    expect(deadlineCalendarFileName("!!!")).toBe("opportunity-deadline.ics");
  });
});
