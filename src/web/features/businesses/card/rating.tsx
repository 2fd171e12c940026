import { Icon } from "~/web/components/ui/icon";

/** "4.8 (312 reviews)"; "No reviews yet" for a business without any (never a made-up rating). */
export function Rating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  if (rating === null || reviewCount === 0) return <p className="text-sm text-stone-600">No reviews yet</p>;
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Icon name="star" className="h-4 w-4 fill-gold-400 text-gold-500" />
      <span className="font-semibold">{rating.toFixed(1)}</span>
      <span className="text-stone-600">{`(${reviewCount} ${reviewCount === 1 ? "review" : "reviews"})`}</span>
    </span>
  );
}
