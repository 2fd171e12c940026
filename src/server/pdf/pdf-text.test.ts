import { describe, expect, it } from "vitest";
import { foldToCharacterSet, wrapText } from "./pdf-text";

const LATIN1 = new Set(Array.from({ length: 0x7f - 0x20 }, (_, i) => i + 0x20).concat([0xe9, 0xf3, 0x2026]));
const oneUnitPerChar = (s: string) => s.length;

describe("text for the standard PDF fonts", () => {
  it("folds what the font lacks to plain letters, else a question mark", () => {
    expect(foldToCharacterSet("Łódź  Ōsaka\tcafé 🚀", LATIN1)).toBe("Lódz Osaka café ?");
    expect(foldToCharacterSet("one\ntwo", LATIN1)).toBe("one\ntwo");
  });

  it("wraps words to the width, keeps paragraphs, cuts long words and ends a cut text with …", () => {
    expect(wrapText("aaa bbb ccc", 7, oneUnitPerChar)).toEqual(["aaa bbb", "ccc"]);
    expect(wrapText("aaa\nbbb", 7, oneUnitPerChar)).toEqual(["aaa", "bbb"]);
    expect(wrapText("abcdefghij", 4, oneUnitPerChar)).toEqual(["abcd", "efgh", "ij"]);
    expect(wrapText("aaa bbb ccc ddd", 7, oneUnitPerChar, 1)).toEqual(["aaa bb…"]);
  });
});
