import { Icon } from "~/web/components/ui/icon";
import { useFormat, useLanguage, useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";

/** Five stars, as many filled as the (rounded) rating, read out as "Rated 4.5 out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const t = useT();
  const language = useLanguage();
  const format = useFormat();
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={t("Rated {rating} out of 5", {
        rating: language === "en" ? String(rating) : format.number(rating, 1),
      })}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          key={n}
          name="star"
          className={cn("h-4 w-4", n <= filled ? "fill-gold-400 text-gold-500" : "text-stone-300")}
        />
      ))}
    </span>
  );
}
