import { describe, expect, it } from "vitest";
import type { BusinessHours } from "./business-schema";
import { formatHourLabel, openStatus } from "./open-status";

const NY = "America/New_York";
const weekdays: BusinessHours = {
  Monday: { open: "09:00", close: "17:00", closed: false },
  Tuesday: { open: "09:30", close: "18:00", closed: false },
  Wednesday: { open: "09:00", close: "17:00", closed: false },
  Thursday: { open: "09:00", close: "17:00", closed: false },
  Friday: { open: "09:00", close: "17:00", closed: false },
  Saturday: { open: "10:00", close: "14:00", closed: true },
};
const overnight: BusinessHours = {
  Friday: { open: "18:00", close: "02:00", closed: false },
  Saturday: { open: "18:00", close: "02:00", closed: false },
};
const onlyMonday: BusinessHours = { Monday: { open: "08:00", close: "12:00", closed: false } };
const allClosed: BusinessHours = { Monday: { open: "09:00", close: "17:00", closed: true } };
const defaults: BusinessHours = { Wednesday: { open: "", close: "", closed: false } };

// November 2026 in New York is UTC-5. 2026-11-23 is a Monday.
const at = (local: string) => new Date(`${local}-05:00`);

describe("openStatus", () => {
  it.each([
    ["no hours: open, closes at 5PM", null, NY, at("2026-11-23T03:00"), true, "Open • Closes at 5PM"],
    ["within today's hours", weekdays, NY, at("2026-11-23T10:00"), true, "Open • Closes at 5PM"],
    ["at the opening minute", weekdays, NY, at("2026-11-23T09:00"), true, "Open • Closes at 5PM"],
    [
      "at the closing minute: closed, next day",
      weekdays,
      NY,
      at("2026-11-23T17:00"),
      false,
      "Closed • Opens at 9:30AM tomorrow",
    ],
    ["before today's opening", weekdays, NY, at("2026-11-24T08:00"), false, "Closed • Opens at 9:30AM today"],
    ["midnight of a weekday", weekdays, NY, at("2026-11-24T00:00"), false, "Closed • Opens at 9:30AM today"],
    [
      "Friday evening skips closed Saturday and missing Sunday",
      weekdays,
      NY,
      at("2026-11-27T18:00"),
      false,
      "Closed • Opens at 9AM Monday",
    ],
    ["closed Saturday", weekdays, NY, at("2026-11-28T11:00"), false, "Closed • Opens at 9AM Monday"],
    ["overnight, evening", overnight, NY, at("2026-11-27T23:30"), true, "Open • Closes at 2AM"],
    ["overnight, after midnight", overnight, NY, at("2026-11-28T01:30"), true, "Open • Closes at 2AM"],
    ["overnight ends at close", overnight, NY, at("2026-11-28T02:00"), false, "Closed • Opens at 6PM today"],
    ["overnight Saturday into Sunday", overnight, NY, at("2026-11-29T01:59"), true, "Open • Closes at 2AM"],
    [
      "next opening a week later on the same weekday",
      onlyMonday,
      NY,
      at("2026-11-23T13:00"),
      false,
      "Closed • Opens at 8AM Monday",
    ],
    ["every day closed", allClosed, NY, at("2026-11-23T10:00"), false, "Closed"],
    ["empty hours object", {}, NY, at("2026-11-23T10:00"), false, "Closed"],
    [
      "empty times default to 09:00–17:00",
      defaults,
      NY,
      at("2026-11-25T16:59"),
      true,
      "Open • Closes at 5PM",
    ],
    [
      "in the business's zone, not the viewer's",
      weekdays,
      "Asia/Tokyo",
      new Date("2026-11-23T01:00:00Z"),
      true,
      "Open • Closes at 5PM",
    ],
    [
      "unknown zone falls back to UTC",
      weekdays,
      "Nowhere/Zone",
      new Date("2026-11-23T10:00:00Z"),
      true,
      "Open • Closes at 5PM",
    ],
  ])("%s", (_name, hours, zone, now, isOpen, label) => {
    expect(openStatus(hours, zone, now)).toEqual({ isOpen, label });
  });
});

describe("formatHourLabel", () => {
  it.each([
    ["00:00", "12AM"],
    ["09:30", "9:30AM"],
    ["12:00", "12PM"],
    ["17:00", "5PM"],
    ["23:05", "11:05PM"],
  ])("%s → %s", (input, output) => expect(formatHourLabel(input)).toBe(output));
});
