import type { CertificationEvent } from "~/domain/certification/certification-api-schema";
import type { MessageId } from "~/domain/languages/catalogs";
import type { Language } from "~/domain/languages/languages";
import { LOCALES } from "~/domain/languages/local-format";
import { useCertificationFormat } from "~/web/features/certification/local-words";
import { useLanguage, useT } from "~/web/features/languages/language-context";
import { statusLabel } from "./review-badges";

const label = (status: string) => (status === "none" ? "None" : statusLabel(status));

const whenIn = new Map<Language, Intl.DateTimeFormat>();
/** A day and time in UTC: "Nov 05, 2026, 02:30 PM UTC" in English. */
function when(language: Language): Intl.DateTimeFormat {
  let format = whenIn.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      month: "short",
      day: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "UTC",
      timeZoneName: "short",
    });
    whenIn.set(language, format);
  }
  return format;
}

/** A business's certification events, newest first: from which status to which, at what tier, by whom, when, why. */
export function CertificationHistoryList({
  items,
  compact = false,
}: {
  items: readonly CertificationEvent[];
  /** Inside an application card: lighter boxes. */
  compact?: boolean;
}) {
  const t = useT();
  const words = useCertificationFormat();
  const language = useLanguage();
  return (
    <ol className={compact ? "mt-2 space-y-2" : "space-y-3"}>
      {items.map((e) => (
        <li
          key={e.id}
          className={
            compact
              ? "rounded-md border border-stone-200 px-3 py-2"
              : "rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
          }
        >
          <p className={compact ? "text-sm font-medium text-stone-900" : "font-medium text-stone-900"}>
            {t("{from} → {to}", {
              from: t(label(e.from_status) as MessageId),
              to: t(label(e.to_status) as MessageId),
            })}
            <span className="ms-2 text-sm font-normal text-stone-600">({words.tier(e.tier)})</span>
          </p>
          <p className="text-sm text-stone-600">
            {e.actor_name ? t("By {name}", { name: e.actor_name }) : t("By a deleted account")} ·{" "}
            <time dateTime={e.created_at}>{when(language).format(new Date(e.created_at))}</time>
          </p>
          {e.notes && <p className="mt-2 rounded-md bg-stone-50 p-2 text-sm text-stone-800">{e.notes}</p>}
        </li>
      ))}
    </ol>
  );
}
