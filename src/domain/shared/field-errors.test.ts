import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf } from "./field-errors";

describe("fieldErrorsOf", () => {
  it("keys the first message of each field by its path, unknown keys by name, the whole input as _", () => {
    const schema = z.strictObject({
      name: z.string().min(2, { message: "Too short" }).max(3, { message: "Too long" }),
      address: z.object({ city: z.string({ message: "Required" }) }),
    });
    const parsed = schema.safeParse({ name: "", address: {}, extra: 1 });
    expect(fieldErrorsOf(parsed.error!)).toEqual({
      name: "Too short",
      "address.city": "Required",
      extra: expect.any(String),
    });
    expect(fieldErrorsOf(schema.safeParse(null).error!)).toEqual({ _: expect.any(String) });
  });
});
