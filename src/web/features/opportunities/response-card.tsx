import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { CERTIFICATION_STATUS_LABELS } from "~/domain/certification/statuses";
import { formatBudgetIn } from "~/domain/languages/budget-and-time";
import type { MessageId } from "~/domain/languages/catalogs";
import { RESPONSE_LIMITS, RESPONSE_STATUS_LABELS } from "~/domain/opportunities/opportunity-response-rules";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { Textarea } from "~/web/components/ui/field";
import { toast } from "~/web/components/ui/toast";
import { useLanguage, useLocalPath, useT } from "~/web/features/languages/language-context";
import { decideResponse, type OpportunityResponse } from "~/web/lib/api/opportunity-responses";

type Decision = "shortlisted" | "declined" | "awarded";

/** One answer on the poster's page, with Shortlist, Decline (an optional note) and Award (confirmed). */
export function ResponseCard({
  opportunityId,
  answer: a,
  deciding,
}: {
  opportunityId: string;
  answer: OpportunityResponse;
  /** Whether decisions are still taken (not once awarded or cancelled). */
  deciding: boolean;
}) {
  const t = useT();
  const to = useLocalPath();
  const language = useLanguage();
  // The quote in US dollars, no cents when there are none ("$1,200", "1 200 $US").
  const money = (n: number) => formatBudgetIn(n, language);
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState<"declined" | "awarded" | null>(null);
  const [note, setNote] = useState("");

  async function decide(decision: Decision) {
    try {
      await decideResponse(opportunityId, a.id, { decision, note: decision === "declined" ? note : null });
      toast.success(`${a.business.name}: ${t(RESPONSE_STATUS_LABELS[decision] as MessageId)}`);
      setAsking(null);
      void revalidator.revalidate();
    } catch (error) {
      toast.error(t("Error"), {
        description: error instanceof Error ? error.message : t("Please try again."),
      });
    }
  }

  return (
    <article
      aria-labelledby={`answer-${a.id}`}
      className="rounded-lg border border-stone-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`answer-${a.id}`} className="text-lg font-semibold">
          <Link to={to(`/business/${a.business.id}`)} className="hover:underline">
            {a.business.name}
          </Link>
        </h2>
        <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-800">
          {t(RESPONSE_STATUS_LABELS[a.status] as MessageId)}
        </span>
      </div>
      <dl className="mt-2 grid gap-1 text-sm text-stone-700 sm:grid-cols-3">
        <div>
          <dt className="text-stone-500">{t("Tier")}</dt>
          <dd>{t(a.business.tier)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t("Certification")}</dt>
          <dd>{t(CERTIFICATION_STATUS_LABELS[a.business.certification_status] as MessageId)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t("Quote")}</dt>
          <dd>{a.quote === null ? t("None") : money(a.quote)}</dd>
        </div>
      </dl>
      {a.business.naics.length > 0 && (
        <p className="mt-2 text-sm text-stone-700">
          <span className="text-stone-500">{`${t("NAICS")} `}</span>
          {a.business.naics.map((n) => `${n.code} ${n.title}`).join(" · ")}
        </p>
      )}
      <a
        href={a.business.capability_statement_url}
        type="application/pdf"
        className="mt-2 inline-block text-sm text-brand-700 underline"
      >
        {t("Capability statement (PDF)")}
      </a>
      <p className="mt-3 whitespace-pre-line text-stone-800">{a.message}</p>
      {a.files.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm" aria-label={t("Attachments")}>
          {a.files.map((f) => (
            <li key={f.id}>
              <a href={f.url} className="text-brand-700 underline">
                {f.file_name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {a.decision_note && (
        <p className="mt-2 text-sm text-stone-600">{t("Your note: {note}", { note: a.decision_note })}</p>
      )}
      {deciding && (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          {a.status !== "shortlisted" && (
            <Button variant="outline" size="sm" onClick={() => decide("shortlisted")}>
              {t("Shortlist")}
            </Button>
          )}
          {a.status !== "declined" && (
            <Button variant="outline" size="sm" onClick={() => setAsking("declined")}>
              {t("Decline")}
            </Button>
          )}
          <Button size="sm" onClick={() => setAsking("awarded")}>
            {t("Award")}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking === "awarded"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t("Award this opportunity to {name}?", { name: a.business.name })}
        description={t("The opportunity closes as awarded, and no other answer can be decided after it.")}
        confirmLabel={t("Award")}
        pendingLabel={t("Awarding...")}
        onConfirm={() => decide("awarded")}
      />
      <ConfirmDialog
        open={asking === "declined"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t("Decline the answer of {name}?", { name: a.business.name })}
        description={t("Its owner is told, with your note if you write one.")}
        confirmLabel={t("Decline")}
        pendingLabel={t("Declining...")}
        onConfirm={() => decide("declined")}
      >
        <label htmlFor={`note-${a.id}`} className="mt-3 block text-sm font-medium">
          {t("Note (optional)")}
        </label>
        <Textarea
          id={`note-${a.id}`}
          value={note}
          maxLength={RESPONSE_LIMITS.note}
          onChange={(e) => setNote(e.target.value)}
        />
      </ConfirmDialog>
    </article>
  );
}
