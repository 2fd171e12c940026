/** A run of text, possibly with links to other pages of the site. */
export type Inline = string | { to: string; label: string };

/** A paragraph (text or text with links) or a bulleted list. */
export type Block = Inline[] | { list: Inline[][] };

export type LegalSection = { id: string; heading: string; blocks: Block[] };

/** One of the four legal pages: its text lives in one data module per page. */
export type LegalDocument = {
  title: string;
  description: string;
  intro: Block[];
  sections: LegalSection[];
};
