import { affidavitSchema } from "./affidavit-schema";
import type { Tier } from "./tiers";

/**
 * The submission progress of spec part 2 §2: the required items are the tier's template documents, plus 1
 * for the affidavit when the tier is not Free, plus 1 for the signature. Submit is enabled only when all are
 * complete. The spec counts the affidavit as done for a non-Free tier; here it is done once the affidavit
 * schema accepts it (every required field filled, the ownership confirmed), so the bar never reads
 * "6 of 6 completed" while Submit would answer "Incomplete Application".
 */
export function applicationProgress(input: {
  tier: Tier;
  requiredDocuments: number;
  /** Required documents that have an upload. */
  uploadedDocuments: number;
  /** The affidavit as the form holds it. */
  affidavit: unknown;
  hasSignature: boolean;
}): { completed: number; total: number; complete: boolean } {
  const affidavit = input.tier === "Free" ? 0 : 1;
  const affidavitDone = affidavit === 1 && affidavitSchema.safeParse(input.affidavit).success ? 1 : 0;
  const total = input.requiredDocuments + affidavit + 1;
  const completed =
    Math.min(input.uploadedDocuments, input.requiredDocuments) + affidavitDone + (input.hasSignature ? 1 : 0);
  return { completed, total, complete: completed === total };
}
