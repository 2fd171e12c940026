import type { Namespace } from "~/domain/languages/catalogs";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import type { LegalDocument } from "./legal-document";

/**
 * What a legal page's loader returns: the document's title and description in the page's language, and
 * the messages of its text (`legal` for what the four pages share, then the document's own namespace).
 */
export function loadLegalPage(request: Request, document: LegalDocument, namespace: Namespace) {
  const namespaces: Namespace[] = ["legal", namespace];
  // The titles of the four pages are the footer's links: the root's `layout` has them.
  const t = pageTranslator(request, ["layout", ...namespaces]);
  return {
    title: t(document.title),
    description: t(document.description),
    messages: pageMessages(request, namespaces),
  };
}
