import { Icon } from "~/web/components/ui/icon";
import { cn } from "~/web/lib/cn";

/** Five stars, as many filled as the (rounded) rating, read out as "Rated 4.5 out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
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
