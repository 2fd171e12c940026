import { useEffect, useState } from "react";
import { type AffidavitField, affidavitSchema } from "~/domain/certification/affidavit-schema";
import { applicationProgress } from "~/domain/certification/application-progress";
import { DOCUMENT_MESSAGES } from "~/domain/certification/document-rules";
import { PAID_TIERS, type PaidTier, type Tier } from "~/domain/certification/tiers";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { toast } from "~/web/components/ui/toast";
import { useCertificationFormat } from "~/web/features/certification/local-words";
import { useT } from "~/web/features/languages/language-context";
import { type ApplicationPage, submitApplication } from "~/web/lib/api/certification";
import { ApiError } from "~/web/lib/api/client";
import { cn } from "~/web/lib/cn";
import { clearAffidavitDraft, restoreAffidavitDraft, saveAffidavitDraft } from "./affidavit-draft";
import { AffidavitFields, type AffidavitValues } from "./affidavit-fields";
import { useAffidavitMessage } from "./affidavit-messages";
import { DocumentUploadRow } from "./document-upload-row";
import { PaymentBlock } from "./payment-block";
import { SignatureField } from "./signature-field";

type ApplicationFormProps = {
  page: ApplicationPage;
  /** Prefill of the affidavit: from the business, the signed-in profile and today's date. */
  initialAffidavit: AffidavitValues;
  /** Reads the page again: after an upload, a removal or the submission. */
  onChanged: () => Promise<void>;
};

function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path.at(-1) ?? "");
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Tier choice, the first year's payment (decision 037), required documents, affidavit, signature,
 * progress and Submit. The progress counts documents, the affidavit (once every field is as Submit
 * wants it) and the signature; Submit also needs the chosen tier's payment.
 */
export function ApplicationForm({ page, initialAffidavit, onChanged }: ApplicationFormProps) {
  const t = useT();
  const words = useCertificationFormat();
  const affidavitMessage = useAffidavitMessage();
  const businessId = page.business.id;
  const current = page.business.certification_tier;
  // Back from the checkout, the tier just paid for is the one shown.
  const [tier, setTier] = useState<PaidTier>(() => {
    const paid = PAID_TIERS.filter((t) => page.first_year_payments[t]);
    if (current !== "Free" && (paid.length === 0 || paid.includes(current))) return current;
    return paid[0] ?? "Verified";
  });
  const drafts = page.documents.filter((d) => !d.application_id);
  const [affidavit, setAffidavit] = useState<AffidavitValues>(initialAffidavit);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [signature, setSignature] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // What was typed before leaving for the checkout comes back (read once the page is live: the
  // server's HTML has the prefill).
  useEffect(() => {
    setAffidavit((current) => restoreAffidavitDraft(businessId, current));
  }, [businessId]);

  const templates = page.templates.filter((template) => template.tier === tier);
  const draftFor = (templateId: string) => drafts.find((d) => d.template_id === templateId);
  const progress = applicationProgress({
    tier: tier as Tier,
    requiredDocuments: templates.length,
    uploadedDocuments: templates.filter((template) => draftFor(template.id)).length,
    affidavit,
    hasSignature: signature !== null,
  });
  const paidAt = page.first_year_payments[tier];

  function change(field: AffidavitField | "ownershipConfirmed", value: string | boolean) {
    const next = { ...affidavit, [field]: value };
    setAffidavit(next);
    saveAffidavitDraft(businessId, next);
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  async function submit() {
    // Paying leaves the page, so it is asked for first (the affidavit is kept in this tab; the
    // signature is drawn again).
    if (!paidAt) {
      toast.error(t("Payment Required"), { description: t("Please pay the annual fee before submitting") });
      return;
    }
    const parsed = affidavitSchema.safeParse(affidavit);
    const found = parsed.success ? {} : issuesToErrors(parsed.error.issues);
    if (!signature) found.signature = "Please sign the affidavit";
    if (!progress.complete || !parsed.success || !signature) {
      setErrors(found);
      toast.error(t(DOCUMENT_MESSAGES.incomplete.title), {
        description: t(DOCUMENT_MESSAGES.incomplete.message),
      });
      return;
    }
    setSubmitting(true);
    try {
      await submitApplication(businessId, { tier, affidavit: parsed.data, signature });
      clearAffidavitDraft(businessId);
      toast.success(t("Application submitted"), { description: t("An administrator will review it.") });
      await onChanged();
    } catch (error) {
      if (error instanceof ApiError) setErrors(issuesToErrors(fieldIssues(error.fields)));
      toast.error(t(DOCUMENT_MESSAGES.submissionError.title), {
        description:
          error instanceof ApiError && error.status < 500
            ? t("Failed to submit application: {reason}", { reason: error.message })
            : t(DOCUMENT_MESSAGES.submissionError.message),
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Card>
        <fieldset>
          <legend className="text-lg font-semibold text-stone-900">{t("Certification tier")}</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {PAID_TIERS.map((choice) => (
              <label
                key={choice}
                className={cn(
                  "flex cursor-pointer flex-col rounded-lg border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700",
                  choice === tier ? "border-brand-700 bg-brand-50" : "border-stone-200",
                )}
              >
                <span className="flex items-center gap-2 font-semibold text-stone-900">
                  <input
                    type="radio"
                    name="tier"
                    value={choice}
                    checked={choice === tier}
                    onChange={() => setTier(choice)}
                    className="accent-brand-700"
                  />
                  {words.tier(choice)}
                </span>
                <span className="mt-1 text-sm text-stone-700">{words.annualPrice(choice)}</span>
                <span className="text-xs text-stone-500">{words.monthlyPrice(choice)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </Card>

      <PaymentBlock businessId={businessId} tier={tier} paidAt={paidAt} />

      <Card>
        <CardTitle>{t("Required documents")}</CardTitle>
        <CardDescription>
          {t("Download each form, fill it in and upload it back (PDF, JPG, JPEG or PNG, at most 10 MB).")}
        </CardDescription>
        {templates.length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">
            {t("No documents are required for the {tier} tier.", { tier: words.tier(tier) })}
          </p>
        ) : (
          <ul className="mt-4 space-y-3">
            {templates.map((template) => (
              <DocumentUploadRow
                key={template.id}
                businessId={businessId}
                template={template}
                draft={draftFor(template.id)}
                onChanged={onChanged}
              />
            ))}
          </ul>
        )}
      </Card>

      <Card>
        <CardTitle>{t("Affidavit of ownership")}</CardTitle>
        <CardDescription>{t("Every field is required. It is kept exactly as you type it.")}</CardDescription>
        <div className="mt-4">
          <AffidavitFields values={affidavit} errors={errors} onChange={change} />
        </div>
      </Card>

      <Card>
        <CardTitle>{t("Signature")}</CardTitle>
        <div className="mt-3">
          <SignatureField
            error={affidavitMessage(errors.signature)}
            onChange={(png) => {
              setSignature(png);
              if (png) setErrors(({ signature: _, ...rest }) => rest);
            }}
          />
        </div>
      </Card>

      <Card className="z-10 flex sm:sticky sm:bottom-0 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-stone-900" aria-live="polite">
            {t("{completed} of {total} completed", {
              completed: words.number(progress.completed),
              total: words.number(progress.total),
            })}
          </p>
          <div
            role="progressbar"
            aria-label={t("Application progress")}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.completed}
            className="mt-2 h-2 max-w-md overflow-hidden rounded-full bg-stone-200"
          >
            <div
              className="h-full bg-green-600 transition-all"
              style={{ width: `${(progress.completed / progress.total) * 100}%` }}
            />
          </div>
        </div>
        <Button
          type="submit"
          size="lg"
          aria-disabled={!progress.complete || !paidAt || submitting}
          className={cn((!progress.complete || !paidAt) && "cursor-not-allowed opacity-50")}
          disabled={submitting}
        >
          {submitting ? t("Submitting…") : t("Submit Application")}
        </Button>
      </Card>
    </form>
  );
}

/** The server's field errors ("affidavit.county", "signature") as issues keyed by their last part. */
function fieldIssues(fields: Record<string, string>) {
  return Object.entries(fields).map(([key, message]) => ({ path: key.split("."), message }));
}
