import type { Tier } from "./tiers";

/**
 * The submission progress exactly as spec part 2 §2 defines it: the required items are the tier's
 * template documents, plus 1 for the affidavit when the tier is not Free, plus 1 for the signature;
 * the affidavit counts as done for a non-Free tier. Submit is enabled only when all are complete.
 */
export function applicationProgress(input: {
  tier: Tier;
  requiredDocuments: number;
  /** Required documents that have an upload. */
  uploadedDocuments: number;
  hasSignature: boolean;
}): { completed: number; total: number; complete: boolean } {
  const affidavit = input.tier === "Free" ? 0 : 1;
  const total = input.requiredDocuments + affidavit + 1;
  const completed =
    Math.min(input.uploadedDocuments, input.requiredDocuments) + affidavit + (input.hasSignature ? 1 : 0);
  return { completed, total, complete: completed === total };
}
