import { describe, expect, it } from "vitest";
import { stripMarkup } from "./strip-markup";

describe("stripMarkup", () => {
  it("keeps a '<' that opens no tag", () => {
    expect(stripMarkup("'single' <3")).toBe("'single' <3");
    expect(stripMarkup("a < b and c > d")).toBe("a < b and c > d");
    expect(stripMarkup("1<2")).toBe("1<2");
    expect(stripMarkup("<<b>bold</b>")).toBe("<bold");
  });

  it("still strips every tag, and scripts with their content", () => {
    expect(stripMarkup("<b>Tom</b> & Jerry")).toBe("Tom & Jerry");
    expect(stripMarkup('<img src=x onerror="alert(1)">hi')).toBe("hi");
    expect(stripMarkup("<script>alert(1)</script>kept")).toBe("kept");
    expect(stripMarkup("<scr<script>ipt>alert(1)</script>")).not.toContain("<script");
    expect(stripMarkup("<!-- note -->text")).toBe("text");
  });

  it("lets nothing typed turn into a '<' that opens a tag", () => {
    const sneaky = "\uE000script>alert(1)\uE000/script>";
    expect(stripMarkup(sneaky)).not.toContain("<");
    expect(stripMarkup("< script>alert(1)")).toBe("< script>alert(1)");
  });
});
