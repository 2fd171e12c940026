import { useState } from "react";
import type { PaidTier } from "~/domain/certification/tiers";
import { TIER_ANNUAL_PRICE_CENTS } from "~/domain/certification/tiers";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { Icon } from "~/web/components/ui/icon";
import { toast } from "~/web/components/ui/toast";
import { useCertificationFormat } from "~/web/features/certification/local-words";
import { useT } from "~/web/features/languages/language-context";
import { startFirstYearCheckout } from "~/web/lib/api/payments";

/** '$348': a tier's annual price in whole dollars. */
export function formatTierPrice(tier: PaidTier): string {
  return `$${TIER_ANNUAL_PRICE_CENTS[tier] / 100}`;
}

/**
 * The application's Payment block (decision 037): the tier's annual price, then either "Paid on
 * {date}" or the button that starts the first year's checkout and leaves for it. It comes first in
 * the form: documents are drafts on the server and the affidavit is kept in the tab across the
 * checkout (affidavit-draft.ts); the signature is drawn again.
 */
export function PaymentBlock({
  businessId,
  tier,
  paidAt,
}: {
  businessId: string;
  tier: PaidTier;
  /** When this tier's usable first-year payment was made (ISO), or null. */
  paidAt: string | null;
}) {
  const t = useT();
  const words = useCertificationFormat();
  const [busy, setBusy] = useState(false);
  const price = words.dollars(TIER_ANNUAL_PRICE_CENTS[tier] / 100);
  const pay = async () => {
    setBusy(true);
    try {
      const { url } = await startFirstYearCheckout(businessId, tier);
      window.location.assign(url);
    } catch {
      setBusy(false);
      toast.error(t("Payment Error"), { description: t("Failed to start the payment") });
    }
  };
  return (
    <Card aria-labelledby="application-payment">
      <CardTitle id="application-payment">{t("Payment")}</CardTitle>
      <CardDescription>
        {t("The {tier} tier costs {price} a year, paid before the application is reviewed.", {
          tier: words.tier(tier),
          price,
        })}
      </CardDescription>
      {paidAt ? (
        <p className="mt-4 flex items-center gap-2 font-medium text-green-800">
          <Icon name="badge-check" className="h-5 w-5" />
          {t("Paid on {day}", { day: words.longDay(paidAt) })}
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm text-stone-700">
            {t(
              "Pay first: the checkout leaves this page. Uploaded documents and the affidavit as typed in this tab are kept; the signature is drawn again.",
            )}
          </p>
          <Button type="button" className="mt-4" onClick={() => void pay()} disabled={busy}>
            {busy ? t("Starting the payment…") : t("Pay {price} and continue", { price })}
          </Button>
        </>
      )}
    </Card>
  );
}
