import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { isTier } from "~/domain/certification/tiers";
import { Button } from "~/web/components/ui/button";
import { toast } from "~/web/components/ui/toast";
import { useCertificationFormat } from "~/web/features/certification/local-words";
import { useT } from "~/web/features/languages/language-context";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import { simulateCheckout } from "~/web/lib/api/payments";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/pay";
import { signedInOf } from "./page-guards.server";
import { loadPayPage } from "./pay.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Test checkout · Ujamaa" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const checkout = await loadPayPage(pageOf(context).runtime, signedInOf(context), params.sessionId);
  const t = pageTranslator(request, ["certification"]);
  return {
    ...checkout,
    title: t("Test checkout · Ujamaa"),
    messages: pageMessages(request, ["certification"]),
  };
}

/** The local payment simulator's checkout: "Pay" or "Cancel" return to the dashboard as Stripe would. */
export default function Pay({ loaderData }: Route.ComponentProps) {
  const { session_id, business_name, tier, is_renewal, amount_cents, status } = loaderData;
  const t = useT();
  const words = useCertificationFormat();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const price = isTier(tier)
    ? words.annualPrice(tier)
    : t("{price}/year", { price: words.dollars(amount_cents / 100) });

  const finish = async (outcome: "paid" | "canceled") => {
    setBusy(true);
    try {
      const { redirect } = await simulateCheckout(session_id, outcome);
      navigate(redirect);
    } catch (error) {
      setBusy(false);
      toast.error(t("Checkout failed"), { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <div className="mx-auto max-w-lg space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight">{t("Ujamaa test checkout")}</h1>
      <section aria-label={t("Order")} className="space-y-3 rounded-lg border border-stone-200 bg-white p-5">
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">{t("Business")}</dt>
            <dd className="break-words text-end font-medium">{business_name}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">
              {is_renewal ? t("Certification renewal") : t("Certification, first year")}
            </dt>
            <dd className="font-medium">{words.tier(tier)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">{t("Amount")}</dt>
            <dd className="font-medium">{price}</dd>
          </div>
        </dl>
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t(
            "This is the local payment simulator: no card is charged. With Stripe configured, this step is Stripe Checkout.",
          )}
        </p>
      </section>
      {status === "pending" ? (
        <div className="flex gap-3">
          <Button onClick={() => void finish("paid")} disabled={busy}>
            {t("Pay")}
          </Button>
          <Button variant="outline" onClick={() => void finish("canceled")} disabled={busy}>
            {t("Cancel")}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-stone-700">
          {t("This checkout is already closed.")}{" "}
          <Link to="/dashboard" className="text-brand-700 hover:underline">
            {t("Back to Dashboard")}
          </Link>
        </p>
      )}
    </div>
  );
}
