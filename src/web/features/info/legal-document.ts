import type { MessageId } from "~/domain/languages/catalogs";

/**
 * A link inside a paragraph, put where the paragraph's message says `{name}`: a page of the site (its
 * label a message) or an address shown as it is written (an e-mail address).
 */
export type LegalLink = { to: string; label: MessageId } | { to: string; verbatim: string };

/** A paragraph: a message of the page's catalogue, with the links its `{name}` values stand for. */
export type Paragraph = MessageId | { text: MessageId; links: Record<string, LegalLink> };

/** A paragraph or a bulleted list of them. */
export type Block = Paragraph | { list: Paragraph[] };

export type LegalSection = { id: string; heading: MessageId; blocks: Block[] };

/**
 * One of the four legal pages: its text lives in one data module per page, each text an id of the page's
 * catalogue (src/domain/languages/catalogs), its English the page's English.
 */
export type LegalDocument = {
  title: MessageId;
  description: MessageId;
  intro: Block[];
  sections: LegalSection[];
};

/** Every message a document shows (title, description, paragraphs, headings, link labels). */
export function messagesOfDocument(document: LegalDocument): MessageId[] {
  const ofParagraph = (paragraph: Paragraph): MessageId[] =>
    typeof paragraph === "string"
      ? [paragraph]
      : [
          paragraph.text,
          ...Object.values(paragraph.links).flatMap((link) => ("label" in link ? [link.label] : [])),
        ];
  const ofBlock = (block: Block): MessageId[] =>
    typeof block === "object" && "list" in block ? block.list.flatMap(ofParagraph) : ofParagraph(block);
  return [
    document.title,
    document.description,
    ...document.intro.flatMap(ofBlock),
    ...document.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(ofBlock)]),
  ];
}
