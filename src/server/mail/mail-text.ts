import type { Language } from "~/domain/languages/languages";
import { type MailBlock, type MailContent, MOTTO } from "./mail-content";
import { mailTranslator } from "./mail-language";

/** The last line of every message's text: the brand and its motto in the recipient's language. */
export const signatureIn = (language: Language) => `\n\n— Ujamaa · ${mailTranslator(language)(MOTTO)}`;

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "facts":
      return [block.title, ...block.rows.map((r) => `${r.label}: ${r.value}`)].filter(Boolean).join("\n");
    case "code":
      return `${block.lead} ${block.code}`;
    case "link":
      return `${block.label} ${block.url}`;
  }
}

/** The plain-text part: the same parts as the HTML, in the same order, every link written out. */
export function mailText(content: MailContent): string {
  const footer = [
    content.reason,
    content.unsubscribe ? `${content.unsubscribe.label}: ${content.unsubscribe.url}` : null,
  ].filter(Boolean);
  return (
    [
      ...content.body.map(blockText),
      content.action ? `${content.action.label}: ${content.action.url}` : null,
      ...(content.after ?? []).map(blockText),
      footer.join("\n"),
    ]
      .filter(Boolean)
      .join("\n\n") + signatureIn(content.language)
  );
}
