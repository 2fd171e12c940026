import ical, { ICalEventTransparency } from "ical-generator";
import type { Opportunity } from "./opportunity-schema";

const DAY_MS = 86_400_000;

export type DeadlineCalendarInput = {
  opportunity: Opportunity & { deadline: string };
  /** The opportunity's page, absolute: the event's link. */
  pageUrl: string;
  /** The site's host name (BASE_URL's), which makes the event's UID globally unique and stable. */
  siteHost: string;
  now: Date;
};

/**
 * An opportunity's deadline as an iCalendar (RFC 5545) file: one all-day event on the deadline's date
 * (a date without time or zone, decision 029), free time rather than busy, named by the opportunity's
 * title and linking to its page. The UID depends on the opportunity alone, so a second download updates
 * the event a calendar already has instead of adding another. Text is escaped and lines folded at 75
 * octets by ical-generator.
 */
export function deadlineCalendar({ opportunity: o, pageUrl, siteHost, now }: DeadlineCalendarInput): string {
  const day = new Date(`${o.deadline}T00:00:00Z`);
  const calendar = ical({ prodId: { company: "Ujamaa", product: "Contract opportunities", language: "EN" } });
  calendar.createEvent({
    id: `opportunity-${o.id}-deadline@${siteHost}`,
    stamp: now,
    start: day,
    end: new Date(day.getTime() + DAY_MS),
    allDay: true,
    summary: o.title,
    description: [
      `Deadline of the contract opportunity "${o.title}" posted by ${o.company_name} on Ujamaa.`,
      ...(o.location ? [`Location: ${o.location}`] : []),
      pageUrl,
    ].join("\n"),
    url: pageUrl,
    transparency: ICalEventTransparency.TRANSPARENT,
  });
  // Every content line ends with CRLF, the last one too (RFC 5545 §3.1); the library leaves it off.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/** "website-redesign-deadline.ics": the title's letters and digits, for the saved file's name. */
export function deadlineCalendarFileName(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${words || "opportunity"}-deadline.ics`;
}
