import { describe, expect, it } from "vitest";
import { NAMESPACES, type Namespace } from "~/domain/languages/catalogs";
import { COOKIE_POLICY } from "./cookie-policy";
import { EULA } from "./eula";
import { type LegalDocument, messagesOfDocument } from "./legal-document";
import { PRIVACY_POLICY } from "./privacy-policy";
import { TERMS_OF_USE } from "./terms-of-use";

/** Each legal page, and the namespace its loader adds to the root's and `legal` (legal-page.server.ts). */
const PAGES: [string, LegalDocument, Namespace][] = [
  ["Privacy Policy", PRIVACY_POLICY, "privacyPolicy"],
  ["Terms of Use", TERMS_OF_USE, "termsOfUse"],
  ["EULA", EULA, "eula"],
  ["Cookie Policy", COOKIE_POLICY, "cookiePolicy"],
];

const idsOf = (namespaces: readonly Namespace[]) =>
  new Set<string>(namespaces.flatMap((namespace) => NAMESPACES[namespace].ids));

describe("the legal pages' texts", () => {
  for (const [name, document, namespace] of PAGES) {
    it(`${name}: every text is in a catalogue its page loads`, () => {
      const loaded = idsOf(["layout", "categories", "privacy", "legal", namespace]);
      const texts = messagesOfDocument(document);
      expect(texts.length).toBeGreaterThan(10);
      expect(texts.filter((text) => !loaded.has(text))).toEqual([]);
    });

    it(`${name}: its namespace holds no text the page does not show`, () => {
      const shown = new Set<string>(messagesOfDocument(document));
      expect(NAMESPACES[namespace].ids.filter((id) => !shown.has(id))).toEqual([]);
    });
  }
});
