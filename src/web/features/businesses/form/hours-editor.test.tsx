import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { type BusinessHours, WEEKDAYS } from "~/domain/businesses/business-schema";
import { defaultWeekHours } from "./form-values";
import { HoursEditor } from "./hours-editor";

let latest: BusinessHours | null = null;

function Harness({ initial }: { initial?: BusinessHours | null }) {
  const [value, setValue] = useState<BusinessHours | null>(initial ?? defaultWeekHours());
  return (
    <HoursEditor
      id="hours"
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
    />
  );
}

const opens = (day: string) => screen.getByLabelText(`${day} opens at`) as HTMLInputElement;
const closes = (day: string) => screen.getByLabelText(`${day} closes at`) as HTMLInputElement;

describe("the hours editor", () => {
  it("lists Monday to Sunday, each open 09:00 to 17:00 by default", () => {
    render(<Harness />);
    expect(screen.getByRole("group", { name: "Business Hours" })).toBeTruthy();
    for (const day of WEEKDAYS) {
      expect(opens(day).value).toBe("09:00");
      expect(closes(day).value).toBe("17:00");
    }
    const rows = screen.getAllByRole("listitem").map((li) => li.textContent?.slice(0, 3));
    expect(rows).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
  });

  it("closes a day, and 'Add Hours' reopens it with the times it had", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(opens("Sunday"));
    await user.type(opens("Sunday"), "11:30");
    await user.click(screen.getByRole("button", { name: "Close Sunday" }));

    expect(screen.queryByLabelText("Sunday opens at")).toBeNull();
    expect(latest?.Sunday).toEqual({ open: "11:30", close: "17:00", closed: true });
    const add = screen.getByRole("button", { name: "Add Hours for Sunday" });
    expect(add.textContent).toBe("Add Hours");

    await user.click(add);
    expect(opens("Sunday").value).toBe("11:30");
    expect(latest?.Sunday).toEqual({ open: "11:30", close: "17:00", closed: false });
    expect(screen.queryByRole("button", { name: /Add Hours/ })).toBeNull();
  });

  it("names the button that closes a day for what it does, and says 'Closed' only of a closed day", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const monday = screen.getAllByRole("listitem")[0]!;
    const close = within(monday).getByRole("button");
    expect(close.textContent).toBe("Close Monday");
    expect(close.getAttribute("aria-label")).toBeNull();
    expect(within(monday).queryByText("Closed")).toBeNull();

    await user.click(close);
    expect(within(monday).getByText("Closed")).toBeTruthy();
    expect(within(monday).queryByRole("button", { name: /Close/ })).toBeNull();
  });

  it("changes one day's times and keeps the others", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(closes("Friday"));
    await user.type(closes("Friday"), "22:00");
    expect(latest?.Friday).toEqual({ open: "09:00", close: "22:00", closed: false });
    expect(latest?.Thursday).toEqual({ open: "09:00", close: "17:00", closed: false });
  });

  it("shows a saved week with closed days, filling missing days with the default", () => {
    render(
      <Harness
        initial={{
          Monday: { open: "08:00", close: "12:00", closed: false },
          Sunday: { open: "09:00", close: "17:00", closed: true },
        }}
      />,
    );
    expect(opens("Monday").value).toBe("08:00");
    expect(opens("Tuesday").value).toBe("09:00");
    expect(screen.getByRole("button", { name: "Add Hours for Sunday" })).toBeTruthy();
  });
});
