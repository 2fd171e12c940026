import { AGREEING_FIELD_WORDS, type MatchConfidence, percentAlike } from "./vendor-list-rules";

/** What agrees between a vendor row and a business. */
export type MatchSignals = {
  /** Trigram similarity of the two names' keys (legal forms dropped), 0 to 1. */
  nameSimilarity: number;
  phone: boolean;
  website: boolean;
  email: boolean;
  /** Same postcode, and the same house number when both give a street address. */
  address: boolean;
};

export const MATCH_THRESHOLDS = {
  /** Names this alike are the same name (spelling, punctuation, a legal form aside). */
  exactName: 0.9,
  /** A strong name: with any agreeing field, likely. */
  strongName: 0.6,
  /** With an agreeing phone, website or e-mail domain, a name this alike is likely the same business. */
  moderateName: 0.35,
  /** A name this alike alone is a possible match; also the database's candidate threshold (`%`). */
  possibleName: 0.5,
} as const;

export type MatchJudgement = { confidence: MatchConfidence; reason: string };

/**
 * The confidence of a match and why: exact = names alike ≥ 0.9 and at least one agreeing field; likely = a
 * strong name (≥ 0.6) and an agreeing field, or an agreeing phone, website or e-mail domain with a
 * moderately alike name (≥ 0.35); possible = a name alike (≥ 0.5) alone, or a shared phone, website or
 * e-mail domain under another name; none otherwise.
 */
export function judgeMatch(s: MatchSignals): MatchJudgement {
  const agreeing = (["phone", "website", "email", "address"] as const)
    .filter((field) => s[field])
    .map((field) => AGREEING_FIELD_WORDS[field]);
  const contact = s.phone || s.website || s.email;
  const reason = [...agreeing, percentAlike(s.nameSimilarity)].join("; ");
  const t = MATCH_THRESHOLDS;
  const sim = s.nameSimilarity;
  let confidence: MatchConfidence = "none";
  if (sim >= t.exactName && agreeing.length > 0) confidence = "exact";
  else if ((sim >= t.strongName && agreeing.length > 0) || (contact && sim >= t.moderateName))
    confidence = "likely";
  else if (sim >= t.possibleName || contact) confidence = "possible";
  return { confidence, reason: confidence === "none" ? "" : reason };
}

const RANK: Record<MatchConfidence, number> = { exact: 3, likely: 2, possible: 1, none: 0 };

/** The best of several candidates: the higher confidence, then the more alike name, then more agreeing fields. */
export function bestMatch<T extends { signals: MatchSignals }>(
  candidates: readonly T[],
): (T & MatchJudgement) | null {
  let best: (T & MatchJudgement) | null = null;
  const agree = (s: MatchSignals) => [s.phone, s.website, s.email, s.address].filter(Boolean).length;
  for (const candidate of candidates) {
    const judged = { ...candidate, ...judgeMatch(candidate.signals) };
    if (judged.confidence === "none") continue;
    if (
      !best ||
      RANK[judged.confidence] > RANK[best.confidence] ||
      (RANK[judged.confidence] === RANK[best.confidence] &&
        (judged.signals.nameSimilarity > best.signals.nameSimilarity ||
          (judged.signals.nameSimilarity === best.signals.nameSimilarity &&
            agree(judged.signals) > agree(best.signals))))
    ) {
      best = judged;
    }
  }
  return best;
}
