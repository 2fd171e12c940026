import { useState } from "react";
import type { Tier } from "~/domain/certification/tiers";
import { Button } from "~/web/components/ui/button";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { startRenewalCheckout } from "~/web/lib/api/payments";

type RenewButtonProps = {
  business: { id: string; certification_tier: Tier };
  describedBy?: string;
  size?: "sm" | "default";
  label?: string;
};

/** "Renew": the renewal's subscription checkout for the business and its tier, then off to its page. */
export function RenewButton({ business, describedBy, size = "sm", label }: RenewButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const renew = async () => {
    setBusy(true);
    try {
      const { url } = await startRenewalCheckout(business.id, business.certification_tier);
      window.location.assign(url);
    } catch {
      setBusy(false);
      toast.error(t("Renewal Failed"), { description: t("Failed to initiate certification renewal") });
    }
  };
  return (
    <Button
      size={size}
      variant="destructive"
      onClick={() => void renew()}
      disabled={busy}
      aria-describedby={describedBy}
    >
      {label ?? t("Renew")}
    </Button>
  );
}
