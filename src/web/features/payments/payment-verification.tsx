import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import { PAYMENT_MESSAGES } from "~/domain/payments/payment-api-schema";
import { Button } from "~/web/components/ui/button";
import { toast } from "~/web/components/ui/toast";
import { useFormat, useT } from "~/web/features/languages/language-context";
import { verifyPayment } from "~/web/lib/api/payments";

type Result =
  | { state: "loading" }
  | { state: "success"; until: string | null; firstYearOf: string | null }
  | { state: "error"; message: MessageId };

/** Whether the dashboard's query is a return from a checkout (spec: only the verification result shows). */
export function isPaymentReturn(params: URLSearchParams): boolean {
  return params.has("payment") || params.has("session_id");
}

/**
 * The payment verification result (spec part 2, "Payment verification page"): loading, then success
 * with the certification's new end (a renewal) or, for an application's first year (decision 037),
 * a link back to that application; or one of the four error messages; a failed call also raises a
 * toast asking the user to contact support.
 */
export function PaymentVerification({ params }: { params: URLSearchParams }) {
  const t = useT();
  const format = useFormat();
  const payment = params.get("payment");
  const sessionId = params.get("session_id");
  const [result, setResult] = useState<Result>({ state: "loading" });
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (payment === "canceled") return setResult({ state: "error", message: PAYMENT_MESSAGES.canceled });
    if (!sessionId) return setResult({ state: "error", message: PAYMENT_MESSAGES.noSession });
    // Verified once per session, also when React runs effects twice.
    if (asked.current === sessionId) return;
    asked.current = sessionId;
    verifyPayment(sessionId)
      .then((answer) =>
        setResult(
          answer.success
            ? {
                state: "success",
                until: answer.certification_expires_at,
                firstYearOf: answer.is_renewal ? null : answer.business_id,
              }
            : { state: "error", message: PAYMENT_MESSAGES.notPaid },
        ),
      )
      .catch(() => {
        setResult({ state: "error", message: PAYMENT_MESSAGES.callFailed });
        toast.error(t("Payment verification failed"), {
          description: t("Please contact support if you were charged."),
        });
      });
  }, [payment, sessionId, t]);

  return (
    <section
      aria-labelledby="payment-verification"
      className="mx-auto max-w-lg space-y-4 rounded-lg border border-stone-200 bg-white p-6 text-center"
    >
      <h1 id="payment-verification" className="text-2xl font-bold tracking-tight">
        {result.state === "loading"
          ? t("Verifying your payment...")
          : result.state === "success"
            ? t("Payment successful!")
            : t("Payment not completed")}
      </h1>
      <div role="status" aria-live="polite" className="text-stone-700">
        {result.state === "success" && result.firstYearOf === null && (
          <p>
            {result.until
              ? t("Your certification has been renewed. It now runs until {day}.", {
                  day: format.day(result.until),
                })
              : t("Your certification has been renewed.")}
          </p>
        )}
        {result.state === "success" && result.firstYearOf !== null && (
          <p>{t("Your first year's certification fee is paid. You can now submit your application.")}</p>
        )}
        {result.state === "error" && <p>{t(result.message)}</p>}
      </div>
      {result.state !== "loading" && (
        // Stacked full width on a phone, side by side from sm: apart either way.
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          {result.state === "success" && result.firstYearOf !== null && (
            <Button asChild>
              <Link to={`/certification/${result.firstYearOf}`}>{t("Continue your application")}</Link>
            </Button>
          )}
          <Button asChild variant={result.state === "success" && result.firstYearOf ? "outline" : undefined}>
            <Link to="/dashboard">{t("Back to Dashboard")}</Link>
          </Button>
        </div>
      )}
    </section>
  );
}
