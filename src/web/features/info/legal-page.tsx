import { Fragment } from "react";
import { Link } from "react-router";
import { useFormat, useLanguage, useLocalPath, useT } from "~/web/features/languages/language-context";
import type { Block, LegalDocument, LegalLink, Paragraph } from "./legal-document";
import { EFFECTIVE_DATE_IN_ENGLISH, EFFECTIVE_DAY } from "./operator";

const LINK = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** Stands for a link in a translated paragraph: the link's number between two of these. */
const MARK = "\u0000";

function LinkIn({ link }: { link: LegalLink }) {
  const t = useT();
  const local = useLocalPath();
  if ("verbatim" in link) {
    return (
      <a href={link.to} className={LINK}>
        {link.verbatim}
      </a>
    );
  }
  return (
    <Link to={local(link.to)} className={LINK}>
      {t(link.label)}
    </Link>
  );
}

/** A paragraph in the page's language, its links where the language's sentence puts them. */
function Text({ paragraph }: { paragraph: Paragraph }) {
  const t = useT();
  if (typeof paragraph === "string") return t(paragraph);
  const links = Object.entries(paragraph.links);
  const values = Object.fromEntries(links.map(([name], i) => [name, `${MARK}${i}${MARK}`]));
  // Text, link number, text, link number, …, text.
  return t(paragraph.text, values)
    .split(MARK)
    .map((piece, i) => {
      const link = i % 2 === 1 ? links[Number(piece)] : undefined;
      return <Fragment key={i}>{link ? <LinkIn link={link[1]} /> : piece}</Fragment>;
    });
}

function Blocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, i) =>
    typeof block === "object" && "list" in block ? (
      <ul key={i} className="list-disc space-y-2 ps-6">
        {block.list.map((item, j) => (
          <li key={j}>
            <Text paragraph={item} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={i}>
        <Text paragraph={block} />
      </p>
    ),
  );
}

/** The four legal pages: title, effective date, contents with in-page links, then the sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const t = useT();
  const format = useFormat();
  const effective = useLanguage() === "en" ? EFFECTIVE_DATE_IN_ENGLISH : format.day(EFFECTIVE_DAY);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-stone-800 md:py-14" aria-labelledby="legal-title">
      <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">
        {t(document.title)}
      </h1>
      <p className="mt-2 text-sm font-medium text-stone-600">{t("Effective {date}", { date: effective })}</p>
      <div className="mt-6 space-y-4 text-base leading-relaxed">
        <Blocks blocks={document.intro} />
      </div>
      <nav
        aria-labelledby="legal-contents"
        className="mt-8 rounded-lg border border-stone-200 bg-stone-50 p-5"
      >
        <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wide text-stone-700">
          {t("Contents")}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 ps-5 text-sm">
          {document.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className={LINK}>
                {t(s.heading)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-6">
          <h2 id={`${s.id}-title`} className="text-xl font-semibold text-stone-900">
            {t(s.heading)}
          </h2>
          <div className="mt-3 space-y-4 text-base leading-relaxed">
            <Blocks blocks={s.blocks} />
          </div>
        </section>
      ))}
    </article>
  );
}
