import type { LegalDocument } from "./legal-document";

/**
 * The <title> and description of a legal page: as its loader wrote them in the page's language, or in
 * English when there is no loader data (an error page).
 */
export function legalMeta(
  document: LegalDocument,
  written: { title: string; description: string } | undefined,
) {
  const { title, description } = written ?? document;
  return [{ title: `${title} · Ujamaa` }, { name: "description", content: description }];
}
