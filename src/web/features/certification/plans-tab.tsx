import { TIER_FEATURES, TIERS, type Tier } from "~/domain/certification/tiers";
import { Card, CardTitle } from "~/web/components/ui/card";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";
import { asId, useCertificationFormat } from "./local-words";

/** The tier most owners choose, marked on its card. */
const POPULAR: Tier = "Certified";

/** One card per tier from the one price list: the annual price and its monthly equivalent. */
export function PlansTab() {
  const t = useT();
  const words = useCertificationFormat();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {TIERS.map((tier) => (
        <li key={tier}>
          <Card
            aria-label={t("{tier} plan", { tier: words.tier(tier) })}
            className={cn("relative flex h-full flex-col", tier === POPULAR && "ring-2 ring-brand-700")}
          >
            {tier === POPULAR && (
              <span className="absolute -top-3 start-4 rounded-full bg-brand-800 px-2.5 py-0.5 text-xs font-semibold text-white">
                {t("Most Popular")}
              </span>
            )}
            <CardTitle>{words.tier(tier)}</CardTitle>
            <p className="mt-2 text-2xl font-bold text-stone-900">{words.annualPrice(tier)}</p>
            <p className="text-sm text-stone-600">{words.monthlyPrice(tier)}</p>
            <ul className="mt-4 space-y-2 text-sm text-stone-700">
              {TIER_FEATURES[tier].map((f) => (
                <li key={f} className="flex gap-2">
                  <Icon name="badge-check" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                  {t(asId(f))}
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
