import { useState } from "react";
import { Link } from "react-router";
import {
  AFFIDAVIT_LABELS,
  type AffidavitField,
  OWNERSHIP_MIN_PERCENT,
} from "~/domain/certification/affidavit-schema";
import type { ReviewDecision } from "~/domain/certification/statuses";
import type { MessageId } from "~/domain/languages/catalogs";
import { formatAmount } from "~/domain/payments/format-amount";
import { Button } from "~/web/components/ui/button";
import { Textarea } from "~/web/components/ui/field";
import { Icon } from "~/web/components/ui/icon";
import { Label } from "~/web/components/ui/label";
import { asId, useCertificationFormat } from "~/web/features/certification/local-words";
import { SignatureOnFile } from "~/web/features/certification/signature-on-file";
import { type Translate, useT } from "~/web/features/languages/language-context";
import type { ReviewCard, ReviewDocument } from "~/web/lib/api/certification-review";
import { CertificationHistoryList } from "./certification-history-list";
import { ReviewStatusBadge, ReviewTierBadge, statusLabel } from "./review-badges";
import { RevokeDialog } from "./revoke-dialog";

type ApplicationCardProps = {
  card: ReviewCard;
  /** Set while this card's decision is being sent. */
  deciding: boolean;
  onDecide: (decision: ReviewDecision, notes: string) => void;
  /** Revokes an approved or expired certification with a reason; true when done. */
  onRevoke?: (reason: string) => Promise<boolean>;
  onPreview: (document: ReviewDocument) => void;
};

/**
 * One application, the whole submission: every field the spec lists, the payment, the typed affidavit,
 * the documents (with previews) and the signature, the certification history, and on pending ones the
 * admin's decision.
 */
export function ApplicationCard({ card, deciding, onDecide, onRevoke, onPreview }: ApplicationCardProps) {
  const t = useT();
  const words = useCertificationFormat();
  const { business: b, application } = card;
  const [notes, setNotes] = useState("");
  const [revoking, setRevoking] = useState(false);
  const revocable = b.certification_status === "approved" || b.certification_status === "expired";
  const tier = application?.tier ?? b.certification_tier;
  const place = [b.city, b.state].filter(Boolean).join(", ");
  const headingId = `application-${b.id}`;
  const notesId = `review-notes-${b.id}`;
  const applied = b.certification_requested_at ?? application?.submitted_at ?? null;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words text-lg font-semibold text-stone-900">
            {b.name}
          </h3>
          <p className="text-sm text-stone-600">
            {place || t("Location not given")}
            {applied && ` · ${t("Applied {day}", { day: words.day(applied.slice(0, 10)) })}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ReviewTierBadge tier={b.certification_tier} />
          <ReviewStatusBadge status={b.certification_status} />
        </div>
      </header>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Detail
          label={t("Category")}
          value={[b.category && t(b.category as MessageId), b.sub_category].filter(Boolean).join(" · ")}
        />
        <Detail label={t("Address")} value={[b.address, place, b.zip_code].filter(Boolean).join(", ")} />
        <Detail label={t("Phone")} value={b.phone} />
        <Detail label={t("E-mail")} value={b.email} />
        <Detail label={t("Owner")} value={card.owner_email} />
        <Detail label={t("Requested tier")} value={words.tier(tier)} />
        <Detail label={t("Current status")} value={t(asId(statusLabel(b.certification_status)))} />
        <Detail label={t("Documents")} value={words.number(card.document_count)} />
        <Detail label={t("Payment")} value={paymentText(card.payment, t, words.day)} />
      </dl>
      {application?.review_notes && b.certification_status !== "pending" && (
        <p className="mt-3 rounded-md bg-stone-50 p-3 text-sm text-stone-700">
          <span className="font-medium">{t("Review notes:")}</span> {application.review_notes}
        </p>
      )}
      {application && (
        <details open={b.certification_status === "pending"} className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-stone-900">
            {t("Affidavit")}
            <span className="sr-only">{` ${t("of {name}", { name: b.name })}`}</span>
          </summary>
          {application.affidavit ? (
            <>
              <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                {(Object.keys(AFFIDAVIT_LABELS) as AffidavitField[]).map((field) => (
                  <div key={field} className="min-w-0">
                    <dt className="text-stone-500">{t(AFFIDAVIT_LABELS[field])}</dt>
                    <dd className="break-words text-stone-900" data-field={field}>
                      {application.affidavit?.[field] || "—"}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-sm text-stone-700">
                {application.affidavit.ownershipConfirmed
                  ? t("Declared ownership of at least {percent}% of the business.", {
                      percent: words.number(OWNERSHIP_MIN_PERCENT),
                    })
                  : t("Ownership not declared.")}
              </p>
            </>
          ) : (
            <p className="mt-2 text-sm text-stone-600">{t("No affidavit on file.")}</p>
          )}
        </details>
      )}
      <section aria-label={t("Documents of {name}", { name: b.name })} className="mt-4">
        <h4 className="text-sm font-semibold text-stone-900">{t("Uploaded documents")}</h4>
        {card.documents.length === 0 ? (
          <p className="mt-1 text-sm text-stone-600">
            {t("No documents were uploaded with this application.")}
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-100 rounded-md border border-stone-200">
            {card.documents.map((doc) => (
              <li key={doc.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                <Icon name="file-text" className="h-4 w-4 shrink-0 text-stone-500" />
                <div className="min-w-[12rem] flex-1">
                  <p className="break-all text-sm font-medium">{doc.file_name}</p>
                  <p className="text-xs text-stone-600">{words.documentType(doc.document_type)}</p>
                </div>
                <ReviewStatusBadge status={doc.review_status} />
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onPreview(doc)}
                  aria-label={t("Preview {name}", { name: doc.file_name })}
                >
                  <Icon name="eye" className="h-4 w-4" />
                  {t("Preview")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {application && (
        <section aria-label={t("Signature of {name}", { name: b.name })} className="mt-4">
          <h4 className="text-sm font-semibold text-stone-900">{t("Signature")}</h4>
          <SignatureOnFile
            url={application.signature_url}
            alt={t("The applicant's signature for {name}", { name: b.name })}
          />
        </section>
      )}
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-stone-900">
          {t("History ({count})", { count: words.number(card.history.length) })}
          <span className="sr-only">{` ${t("of {name}", { name: b.name })}`}</span>
        </summary>
        {card.history.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">{t("No certification changes have been recorded.")}</p>
        ) : (
          <CertificationHistoryList items={card.history} compact />
        )}
      </details>
      {b.certification_status === "pending" && (
        <section aria-label={t("Admin review")} className="mt-4 space-y-2 rounded-md bg-stone-50 p-3">
          <Label htmlFor={notesId}>{t("Review notes (optional)")}</Label>
          <Textarea
            id={notesId}
            value={notes}
            maxLength={2000}
            placeholder={t("Notes for the owner, e.g. what to correct")}
            onChange={(e) => setNotes(e.target.value)}
            className="min-h-20"
          />
          <div className="flex flex-wrap gap-2">
            <Button disabled={deciding} onClick={() => onDecide("approved", notes)}>
              {t("Approve Application")}
            </Button>
            <Button variant="destructive" disabled={deciding} onClick={() => onDecide("rejected", notes)}>
              {t("Reject Application")}
            </Button>
          </div>
        </section>
      )}
      {revocable && onRevoke && (
        <section
          aria-label={t("Revocation")}
          className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-stone-50 p-3"
        >
          <p className="min-w-0 flex-1 text-sm text-stone-700">
            {t("Found to be fraudulent or no longer eligible? Revoking removes the badge at once.")}
          </p>
          <Button variant="destructive" size="sm" onClick={() => setRevoking(true)}>
            {t("Revoke certification")}
            <span className="sr-only">{` ${t("of {name}", { name: b.name })}`}</span>
          </Button>
          <RevokeDialog
            open={revoking}
            onOpenChange={setRevoking}
            businessName={b.name}
            tier={words.tier(b.certification_tier)}
            onRevoke={onRevoke}
          />
        </section>
      )}
      <p className="mt-4">
        <Link
          to={`/admin/certifications/${b.id}/history`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <Icon name="clock" className="h-4 w-4" />
          {t("View certification history")}
          <span className="sr-only">{` ${t("of {name}", { name: b.name })}`}</span>
        </Link>
      </p>
    </article>
  );
}

function paymentText(payment: ReviewCard["payment"], t: Translate, day: (at: string) => string): string {
  if (!payment) return t("No payment on file");
  const amount = formatAmount(payment.amount_cents, payment.currency);
  return payment.paid_at
    ? t("{amount}, paid on {day}", { amount, day: day(payment.paid_at.slice(0, 10)) })
    : t("{amount}, not paid", { amount });
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="min-w-0">
      <dt className="text-stone-500">{label}</dt>
      <dd className="break-words text-stone-900">{value || "—"}</dd>
    </div>
  );
}
