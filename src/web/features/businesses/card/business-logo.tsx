import type { MessageId } from "~/domain/languages/catalogs";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";

/** Each look's classes but the size, which the caller gives. */
const LOOKS = {
  /** Beside the name: on cards, in the directory, on the business's page. */
  framed: {
    image: "shrink-0 rounded-md border border-stone-200 bg-white object-contain",
    fallback:
      "flex shrink-0 items-center justify-center rounded-md border border-dashed border-stone-300 bg-stone-100 text-center text-xs text-stone-600",
  },
  /** Raised over a storefront's banner; without a logo, a shop icon. */
  raised: {
    image: "relative -mt-10 shrink-0 rounded-lg border-2 border-white bg-white object-cover shadow",
    fallback:
      "relative -mt-10 flex shrink-0 items-center justify-center rounded-lg border-2 border-white bg-stone-100 text-stone-500 shadow",
  },
} as const;

type BusinessLogoProps = {
  business: { name: string; logo_url: string | null };
  /** What stands without a logo: "No logo" on cards, "No Image" in the directory and on its page. */
  fallback?: Extract<MessageId, "No logo" | "No Image">;
  look?: keyof typeof LOOKS;
  className?: string;
};

/** A business's logo, or a box with the fallback text. */
export function BusinessLogo({
  business,
  fallback = "No logo",
  look = "framed",
  className,
}: BusinessLogoProps) {
  const t = useT();
  const classes = LOOKS[look];
  if (business.logo_url) {
    return (
      <img
        src={business.logo_url}
        alt={t("{name} logo", { name: business.name })}
        loading="lazy"
        className={cn(classes.image, className)}
      />
    );
  }
  return (
    <div className={cn(classes.fallback, className)}>
      {look === "raised" ? (
        <>
          <Icon name="store" className="h-7 w-7" />
          <span className="sr-only">{t(fallback)}</span>
        </>
      ) : (
        t(fallback)
      )}
    </div>
  );
}
