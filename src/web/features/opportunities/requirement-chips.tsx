import { CARD_REQUIREMENTS } from "~/domain/opportunities/opportunity-rules";
import { useT } from "~/web/features/languages/language-context";

/** Up to three requirement chips, then '+N more' (part 2 §2). */
export function RequirementChips({ requirements }: { requirements: string[] }) {
  const t = useT();
  if (requirements.length === 0) return null;
  const shown = requirements.slice(0, CARD_REQUIREMENTS);
  const more = requirements.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("Requirements")}>
      {shown.map((item) => (
        <li key={item} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs text-stone-700">
          {item}
        </li>
      ))}
      {more > 0 && (
        <li className="rounded-full border border-stone-200 px-2.5 py-0.5 text-xs text-stone-600">
          {t("+{count} more", { count: more })}
        </li>
      )}
    </ul>
  );
}
