import { describe, expect, it } from "vitest";
import { bitAt, bitstringOf, credentialFileName, didWebOf, STATUS_LIST_BITS } from "./credential-schema";

describe("credentials' pure rules", () => {
  it("names the did:web of an origin, its port percent-encoded and its path after colons", () => {
    expect(didWebOf("https://ujamaa.example")).toBe("did:web:ujamaa.example");
    expect(didWebOf("http://localhost:3000")).toBe("did:web:localhost%3A3000");
    expect(didWebOf("https://example.org/directory/")).toBe("did:web:example.org:directory");
  });

  it("sets bits most significant first in a list of 131,072 bits, ignoring indexes outside it", () => {
    const list = bitstringOf([0, 9, STATUS_LIST_BITS - 1, STATUS_LIST_BITS, -1]);
    expect(list.length).toBe(16_384);
    expect(list[0]).toBe(0b1000_0000);
    expect(list[1]).toBe(0b0100_0000);
    expect(list[16_383]).toBe(0b0000_0001);
    expect([0, 9, STATUS_LIST_BITS - 1].every((i) => bitAt(list, i))).toBe(true);
    expect(bitAt(list, 1)).toBe(false);
  });

  it("names the download after the business", () => {
    expect(credentialFileName("Café Olé & Sons")).toBe("credential-cafe-ole-sons.jwt");
    expect(credentialFileName("???")).toBe("credential-business.jwt");
  });
});
