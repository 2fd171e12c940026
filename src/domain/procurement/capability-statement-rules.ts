import { fileNameSlug } from "~/domain/shared/file-name-slug";

/** "capability-statement-acme-build-co.pdf": the business's name in plain letters. */
export function capabilityStatementFileName(businessName: string): string {
  return `capability-statement-${fileNameSlug(businessName) || "business"}.pdf`;
}
