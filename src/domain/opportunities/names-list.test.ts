import { describe, expect, it } from "vitest";
import { namesList } from "./names-list";

describe("namesList", () => {
  it("lists one, two and more names as a sentence would", () => {
    expect(namesList([])).toBe("");
    expect(namesList(["Acme"])).toBe("Acme");
    expect(namesList(["Acme", "Bolt"])).toBe("Acme and Bolt");
    expect(namesList(["Acme", "Bolt", "Crest"])).toBe("Acme, Bolt and Crest");
  });
});
