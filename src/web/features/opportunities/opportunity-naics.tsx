import { useT } from "~/web/features/languages/language-context";
import type { Opportunity } from "~/web/lib/api/opportunities";

/** On a card, the first codes; the page lists them all. */
const CARD_LIMIT = 3;

type OpportunityNaicsProps = { opportunity: Pick<Opportunity, "naics" | "naics_edition">; compact?: boolean };

/**
 * An opportunity's NAICS codes with their titles, under a heading that names the edition. The titles are
 * the official US list's, in English in every language.
 */
export function OpportunityNaics({ opportunity: o, compact = false }: OpportunityNaicsProps) {
  const t = useT();
  if (o.naics.length === 0) return null;
  const shown = compact ? o.naics.slice(0, CARD_LIMIT) : o.naics;
  const more = o.naics.length - shown.length;
  const list = (
    <ul className={compact ? "space-y-0.5 text-xs text-stone-600" : "mt-2 space-y-1 text-stone-700"}>
      {shown.map((n) => (
        <li key={n.code}>
          <span className="font-mono">{n.code}</span> {n.title}
        </li>
      ))}
      {more > 0 && <li>{t("and {count} more", { count: more })}</li>}
    </ul>
  );
  if (compact) {
    return (
      <div>
        <p className="text-xs font-medium text-stone-500">
          {t("NAICS codes ({edition})", { edition: o.naics_edition })}
        </p>
        {list}
      </div>
    );
  }
  return (
    <section className="mt-6">
      <h2 className="text-lg font-semibold">{t("NAICS codes ({edition})", { edition: o.naics_edition })}</h2>
      {list}
    </section>
  );
}
