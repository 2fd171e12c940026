import { useRevalidator } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import { RESPONSE_STATUS_LABELS } from "~/domain/opportunities/opportunity-response-rules";
import { useT } from "~/web/features/languages/language-context";
import type { MyResponses } from "~/web/lib/api/opportunity-responses";
import { AnswerForm } from "./answer-form";

/**
 * "Answer this opportunity" on its page, for a signed-in owner: the form while it is open (one answer
 * per business; an answer is edited in place), and where each of their answers stands.
 */
export function AnswerSection({ opportunityId, mine }: { opportunityId: string; mine: MyResponses }) {
  const t = useT();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const answeredIds = new Set(mine.items.map((a) => a.business.id));
  const unanswered = mine.businesses.filter((b) => !answeredIds.has(b.id));
  if (!mine.can_answer && mine.items.length === 0) return null;
  return (
    <section
      aria-labelledby="answer-heading"
      className="mt-6 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id="answer-heading" className="text-lg font-semibold">
        {t("Answer this opportunity")}
      </h2>
      {mine.items.map((a) => (
        <div key={a.id} className="mt-4 border-t border-stone-100 pt-4">
          <p className="text-sm text-stone-600">
            {t("Your answer for {name}:", { name: a.business.name })}{" "}
            <strong>{t(RESPONSE_STATUS_LABELS[a.status] as MessageId)}</strong>
            {a.decision_note && (
              <span className="block">{t("Note from the poster: {note}", { note: a.decision_note })}</span>
            )}
          </p>
          {mine.can_answer ? (
            <div className="mt-3">
              <AnswerForm opportunityId={opportunityId} businesses={[]} existing={a} onChanged={refresh} />
            </div>
          ) : (
            <p className="mt-2 whitespace-pre-line text-stone-700">{a.message}</p>
          )}
        </div>
      ))}
      {mine.can_answer && unanswered.length > 0 && (
        <div className="mt-4 border-t border-stone-100 pt-4">
          {mine.items.length > 0 && (
            <h3 className="mb-3 font-semibold">{t("Answer for another of your businesses")}</h3>
          )}
          <AnswerForm
            key={unanswered.map((b) => b.id).join()}
            opportunityId={opportunityId}
            businesses={unanswered}
            onChanged={refresh}
          />
        </div>
      )}
      {mine.can_answer && mine.businesses.length === 0 && (
        <p className="mt-2 text-sm text-stone-600">{t("List an active business to answer opportunities.")}</p>
      )}
    </section>
  );
}
