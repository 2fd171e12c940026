import { describe, expect, it } from "vitest";
import { formatHourIn, formatRatingIn, formatWeekdayIn } from "./local-hours";

describe("opening hours in the page's language", () => {
  it("keeps English as the spec writes it", () => {
    expect(formatWeekdayIn("Monday", "en")).toBe("Monday");
    expect(["00:00", "09:30", "12:00", "17:00"].map((t) => formatHourIn(t, "en"))).toEqual([
      "12AM",
      "9:30AM",
      "12PM",
      "5PM",
    ]);
    expect(formatRatingIn(4, "en")).toBe("4.0");
  });

  it("names the days and hours the French, Spanish and Arabic way", () => {
    expect(formatWeekdayIn("Monday", "fr")).toBe("lundi");
    expect(formatWeekdayIn("Sunday", "es")).toBe("domingo");
    expect(formatWeekdayIn("Friday", "ar")).toBe("الجمعة");
    expect(formatHourIn("17:00", "fr")).toBe("17:00");
    expect(formatHourIn("09:30", "es")).toBe("9:30");
    expect(formatHourIn("17:00", "ar")).toMatch(/^5:00\s?م$/);
    expect(formatRatingIn(4.5, "fr")).toBe("4,5");
  });
});
