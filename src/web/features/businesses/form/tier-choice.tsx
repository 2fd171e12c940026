import { TIER_ANNUAL_PRICE_CENTS, TIER_FEATURES, TIERS, type Tier } from "~/domain/certification/tiers";
import type { MessageId } from "~/domain/languages/catalogs";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";

type TierChoiceProps = {
  name: string;
  value: string | undefined;
  onChange(tier: Tier): void;
  error?: string;
  /** The tier of a business with a pending or approved application cannot change. */
  locked?: boolean;
};

/** The four tiers as radio cards, each with its annual price and features (part 2 §9). */
export function TierChoice({ name, value, onChange, error, locked }: TierChoiceProps) {
  const t = useT();
  const price = (tier: Tier) => {
    const cents = TIER_ANNUAL_PRICE_CENTS[tier];
    return cents === 0 ? t("Free") : t("{price}/year", { price: `$${cents / 100}` });
  };
  const errorId = `${name}-error`;
  const lockedId = `${name}-locked`;
  const described = [locked && lockedId, error && errorId].filter(Boolean).join(" ");
  return (
    <fieldset aria-describedby={described || undefined} disabled={locked} className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">
        {t("Certification Tier")}
        <span aria-hidden="true" className="ms-0.5 text-ember-600">
          *
        </span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {TIERS.map((tier) => {
          const checked = value === tier;
          return (
            <label
              key={tier}
              className={cn(
                "flex cursor-pointer gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700",
                checked ? "border-brand-700 bg-brand-50" : "border-stone-200 bg-white hover:border-stone-300",
                locked && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                type="radio"
                name={name}
                value={tier}
                checked={checked}
                onChange={() => onChange(tier)}
                aria-labelledby={`${name}-${tier}-label`}
                aria-describedby={`${name}-${tier}-details`}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <span id={`${name}-${tier}-label`} className="font-semibold">
                    {t(tier)}
                  </span>
                  <span className="text-sm font-medium text-brand-700">{price(tier)}</span>
                </span>
                <span id={`${name}-${tier}-details`} className="mt-1 block text-xs text-stone-600">
                  <span className="sr-only">{`${price(tier)}. `}</span>
                  {TIER_FEATURES[tier].map((feature) => (
                    <span key={feature} className="block">
                      {`• ${t(feature as MessageId)}`}
                    </span>
                  ))}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <p className="text-xs text-stone-500">{t("All paid tiers require an affidavit and a payment.")}</p>
      {locked && (
        <p id={lockedId} className="text-sm text-stone-700">
          {t("The tier cannot change while a certification application is pending or approved.")}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-ember-600">
          {t(error as MessageId)}
        </p>
      )}
    </fieldset>
  );
}
