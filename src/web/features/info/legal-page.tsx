import { Link } from "react-router";
import type { Block, Inline, LegalDocument } from "./legal-document";
import { EFFECTIVE_DATE } from "./operator";

const LINK = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

function Text({ parts }: { parts: Inline[] }) {
  return parts.map((part, i) => {
    if (typeof part === "string") return part;
    const key = `${i}-${part.to}`;
    return part.to.startsWith("/") ? (
      <Link key={key} to={part.to} className={LINK}>
        {part.label}
      </Link>
    ) : (
      <a key={key} href={part.to} className={LINK}>
        {part.label}
      </a>
    );
  });
}

function Blocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, i) =>
    Array.isArray(block) ? (
      <p key={i}>
        <Text parts={block} />
      </p>
    ) : (
      <ul key={i} className="list-disc space-y-2 pl-6">
        {block.list.map((item, j) => (
          <li key={j}>
            <Text parts={item} />
          </li>
        ))}
      </ul>
    ),
  );
}

/** The four legal pages: title, effective date, contents with in-page links, then the sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-stone-800 md:py-14" aria-labelledby="legal-title">
      <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">
        {document.title}
      </h1>
      <p className="mt-2 text-sm font-medium text-stone-600">Effective {EFFECTIVE_DATE}</p>
      <div className="mt-6 space-y-4 text-base leading-relaxed">
        <Blocks blocks={document.intro} />
      </div>
      <nav
        aria-labelledby="legal-contents"
        className="mt-8 rounded-lg border border-stone-200 bg-stone-50 p-5"
      >
        <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wide text-stone-700">
          Contents
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {document.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className={LINK}>
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-6">
          <h2 id={`${s.id}-title`} className="text-xl font-semibold text-stone-900">
            {s.heading}
          </h2>
          <div className="mt-3 space-y-4 text-base leading-relaxed">
            <Blocks blocks={s.blocks} />
          </div>
        </section>
      ))}
    </article>
  );
}
