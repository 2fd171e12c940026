import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { type CompiledMessage, readMessage } from "./read-message";

const read = (source: string, values: Record<string, unknown>, language: "en" | "fr" | "ar" = "en") =>
  readMessage(compileMessage(source) as CompiledMessage, values, language);

describe("reading a compiled message", () => {
  it("puts values in and picks the plural form of the language", () => {
    expect(read("Hello {name}", { name: "Ada" })).toBe("Hello Ada");
    const reviews = "{count, plural, =0 {No reviews} one {# review} other {# reviews}}";
    expect(read(reviews, { count: 0 })).toBe("No reviews");
    expect(read(reviews, { count: 1 })).toBe("1 review");
    expect(read(reviews, { count: 1250 })).toBe("1,250 reviews");
    expect(read("{count, plural, one {# avis} other {# avis}}", { count: 1250 }, "fr")).toBe(
      "1\u202f250 avis",
    );
  });

  it("reads Arabic's six forms with Latin digits", () => {
    const arabic =
      "{count, plural, zero {لا مراجعات} one {مراجعة واحدة} two {مراجعتان} few {# مراجعات} many {# مراجعة} other {# مراجعة}}";
    expect(read(arabic, { count: 0 }, "ar")).toBe("لا مراجعات");
    expect(read(arabic, { count: 2 }, "ar")).toBe("مراجعتان");
    expect(read(arabic, { count: 3 }, "ar")).toBe("3 مراجعات");
    expect(read(arabic, { count: 11 }, "ar")).toBe("11 مراجعة");
  });

  it("reads a select, and a value inside a plural", () => {
    expect(read("{kind, select, shop {A shop} other {A place}}", { kind: "shop" })).toBe("A shop");
    expect(
      read("{count, plural, one {# review of {name}} other {# reviews of {name}}}", {
        count: 2,
        name: "Ada",
      }),
    ).toBe("2 reviews of Ada");
  });
});
