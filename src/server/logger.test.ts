import { describe, expect, it } from "vitest";
import { chooseLogFormat } from "./logger";

describe("chooseLogFormat", () => {
  it("writes readable lines to a terminal and JSON to anything else", () => {
    expect(chooseLogFormat(undefined, true)).toBe("pretty");
    expect(chooseLogFormat(undefined, false)).toBe("json");
  });

  it("follows LOG_FORMAT either way", () => {
    expect(chooseLogFormat("json", true)).toBe("json");
    expect(chooseLogFormat("pretty", false)).toBe("pretty");
  });
});
