import { formatRatingIn } from "~/domain/languages/local-hours";
import { Icon } from "~/web/components/ui/icon";
import { useFormat, useLanguage, useT } from "~/web/features/languages/language-context";

/** "4.8 (312 reviews)"; "No reviews yet" for a business without any (never a made-up rating). */
export function Rating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  const t = useT();
  const language = useLanguage();
  const format = useFormat();
  if (rating === null || reviewCount === 0)
    return <p className="text-sm text-stone-600">{t("No reviews yet")}</p>;
  // English writes the count as it always has ("1234"); the others with their separators.
  const shown = language === "en" ? String(reviewCount) : format.number(reviewCount);
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Icon name="star" className="h-4 w-4 fill-gold-400 text-gold-500" />
      <span className="font-semibold">{formatRatingIn(rating, language)}</span>
      <span className="text-stone-600">
        {t("{count, plural, one {({shown} review)} other {({shown} reviews)}}", {
          count: reviewCount,
          shown,
        })}
      </span>
    </span>
  );
}
