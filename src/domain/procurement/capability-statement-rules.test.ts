import { describe, expect, it } from "vitest";
import { capabilityStatementFileName } from "./capability-statement-rules";

describe("the capability statement's file name", () => {
  it("names the file after the business in plain letters", () => {
    expect(capabilityStatementFileName("Café Rosé & Co.")).toBe("capability-statement-cafe-rose-co.pdf");
    expect(capabilityStatementFileName("🚀")).toBe("capability-statement-business.pdf");
  });
});
