import { describe, expect, it } from "vitest";
import { bestMatch, judgeMatch, type MatchSignals } from "./match-confidence";
import { readMatchReason } from "./vendor-list-rules";

const signals = (over: Partial<MatchSignals>): MatchSignals => ({
  nameSimilarity: 0,
  phone: false,
  website: false,
  email: false,
  address: false,
  ...over,
});

describe("judgeMatch", () => {
  it("calls an alike name with an agreeing field exact, and says why", () => {
    expect(judgeMatch(signals({ nameSimilarity: 0.92, phone: true }))).toEqual({
      confidence: "exact",
      reason: "same phone; name 92 % alike",
    });
    expect(judgeMatch(signals({ nameSimilarity: 1, address: true })).confidence).toBe("exact");
  });

  it("calls the same name with nothing else agreeing only possible", () => {
    expect(judgeMatch(signals({ nameSimilarity: 1 }))).toEqual({
      confidence: "possible",
      reason: "name 100 % alike",
    });
  });

  it("calls a strong name with an agreeing field, or a shared contact with a moderate name, likely", () => {
    expect(judgeMatch(signals({ nameSimilarity: 0.7, address: true })).confidence).toBe("likely");
    expect(judgeMatch(signals({ nameSimilarity: 0.4, website: true }))).toEqual({
      confidence: "likely",
      reason: "same website; name 40 % alike",
    });
    expect(judgeMatch(signals({ nameSimilarity: 0.4, address: true })).confidence).toBe("none");
  });

  it("calls a shared contact under another name possible, and names them all in the reason", () => {
    expect(judgeMatch(signals({ nameSimilarity: 0.1, phone: true, email: true }))).toEqual({
      confidence: "possible",
      reason: "same phone; same e-mail domain; name 10 % alike",
    });
  });

  it("finds no match below the name threshold without an agreeing contact", () => {
    expect(judgeMatch(signals({ nameSimilarity: 0.49 }))).toEqual({ confidence: "none", reason: "" });
  });
});

describe("bestMatch", () => {
  it("prefers the higher confidence, then the more alike name", () => {
    const best = bestMatch([
      { id: "a", signals: signals({ nameSimilarity: 1 }) },
      { id: "b", signals: signals({ nameSimilarity: 0.7, phone: true }) },
      { id: "c", signals: signals({ nameSimilarity: 0.8, phone: true }) },
    ]);
    expect(best?.id).toBe("c");
    expect(best?.confidence).toBe("likely");
    expect(bestMatch([{ id: "x", signals: signals({ nameSimilarity: 0.2 }) }])).toBeNull();
  });
});

describe("readMatchReason", () => {
  it("reads back every reason judgeMatch writes, so a page can say it in its own language", () => {
    const reason = judgeMatch(
      signals({ nameSimilarity: 0.1, phone: true, email: true, address: true }),
    ).reason;
    expect(readMatchReason(reason)).toEqual({ agreeing: ["phone", "email", "address"], percentAlike: 10 });
    expect(readMatchReason(judgeMatch(signals({ nameSimilarity: 1 })).reason)).toEqual({
      agreeing: [],
      percentAlike: 100,
    });
  });

  it("answers null for a reason written some other way", () => {
    expect(readMatchReason("")).toBeNull();
    expect(readMatchReason("same city; name 71 % alike")).toBeNull();
    expect(readMatchReason("no business alike")).toBeNull();
  });
});
