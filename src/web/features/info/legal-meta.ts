import type { LegalDocument } from "./legal-document";

/** The <title> and description of a legal page. */
export function legalMeta(document: LegalDocument) {
  return [{ title: `${document.title} · Ujamaa` }, { name: "description", content: document.description }];
}
