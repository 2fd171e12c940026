import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { RequirementsInput } from "./requirements-input";

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="req">Requirements</label>
      <RequirementsInput id="req" value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const chipValues = () => JSON.parse(screen.getByTestId("value").textContent ?? "[]") as string[];
const box = () => screen.getByLabelText("Requirements") as HTMLInputElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe("requirements chips", () => {
  it("adds a requirement with the Add button and with Enter, clearing the box each time", () => {
    render(<Harness />);
    type("React");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(chipValues()).toEqual(["React"]);
    expect(box().value).toBe("");
    type("  Accessibility  ");
    const enter = fireEvent.keyDown(box(), { key: "Enter" });
    expect(enter).toBe(false); // Enter does not submit the surrounding form
    expect(chipValues()).toEqual(["React", "Accessibility"]);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["React", "Accessibility"]);
  });

  it("ignores empty entries and duplicates (ignoring case)", () => {
    render(<Harness initial={["React"]} />);
    type("   ");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    type("react");
    fireEvent.keyDown(box(), { key: "Enter" });
    type("REACT ");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(chipValues()).toEqual(["React"]);
  });

  it("removes each chip by its own button", () => {
    render(<Harness initial={["React", "SEO", "Hosting"]} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove SEO" }));
    expect(chipValues()).toEqual(["React", "Hosting"]);
    expect(screen.queryByRole("button", { name: "Remove SEO" })).toBeNull();
  });
});
