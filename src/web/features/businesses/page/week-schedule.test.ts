import { describe, expect, it } from "vitest";
import { weekSchedule } from "./week-schedule";

const day = (open: string, close: string, closed = false) => ({ open, close, closed });

describe("weekSchedule", () => {
  it("marks today in the business's own time zone and labels each day", () => {
    // 03:30 UTC on Tuesday is still Monday evening in Los Angeles.
    const now = new Date("2026-11-24T03:30:00Z");
    const schedule = weekSchedule(
      {
        business_hours: { Monday: day("09:00", "21:00"), Tuesday: day("09:00", "17:00", true) },
        time_zone: "America/Los_Angeles",
      },
      now,
    );
    expect(schedule.status).toEqual({ isOpen: true, label: "Open • Closes at 9PM" });
    expect(schedule.days?.find((d) => d.isToday)?.day).toBe("Monday");
    expect(schedule.days?.[0]?.text).toBe("9AM – 9PM");
    expect(schedule.days?.[1]?.text).toBe("Closed");
    expect(schedule.days?.[6]?.text).toBe("Closed");
  });

  it("has no day list without hours, and is open by the default hours", () => {
    const schedule = weekSchedule({ business_hours: null, time_zone: "UTC" }, new Date());
    expect(schedule).toEqual({ status: { isOpen: true, label: "Open • Closes at 5PM" }, days: null });
  });
});
