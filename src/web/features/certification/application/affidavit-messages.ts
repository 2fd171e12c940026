import { AFFIDAVIT_LABELS } from "~/domain/certification/affidavit-schema";
import type { MessageId } from "~/domain/languages/catalogs";
import { useT } from "~/web/features/languages/language-context";

type Known = { id: MessageId; field?: MessageId; values?: Record<string, string> };

const LABELS = new Set<string>(Object.values(AFFIDAVIT_LABELS));

/** The affidavit's checks that name their field ("County is required"), as one message each with the field. */
const WITH_FIELD: [RegExp, MessageId][] = [
  [/^(.+) is required$/, "{field} is required"],
  [/^(.+) must be at most (\d+) characters$/, "{field} must be at most {max} characters"],
  [/^(.+) must be a day of the month \(1–31\)$/, "{field} must be a day of the month (1–31)"],
  [/^(.+) must be a year like 2026$/, "{field} must be a year like 2026"],
];

/** The messages of the application form's own checks that are written whole. */
const WHOLE = new Set<string>([
  "Invalid Phone",
  "Invalid Email",
  "Confirm that you own at least 51% of the business",
  "Please sign the affidavit",
  "Must not contain the NUL character",
]);

/**
 * The catalogue's message for a check of the affidavit (written in English by its schema, and by the API
 * with the same schema): its id, and the field's label it names; null for a message it does not know.
 */
export function affidavitMessage(text: string): Known | null {
  if (WHOLE.has(text)) return { id: text as MessageId };
  for (const [pattern, id] of WITH_FIELD) {
    const match = pattern.exec(text);
    if (match && LABELS.has(match[1]!)) {
      return { id, field: match[1] as MessageId, ...(match[2] ? { values: { max: match[2] } } : {}) };
    }
  }
  return null;
}

/** A check's message in the page's language; one it does not know stays as it is. */
export function useAffidavitMessage(): (text: string | undefined) => string | undefined {
  const t = useT();
  return (text) => {
    if (!text) return text;
    const known = affidavitMessage(text);
    if (!known) return text;
    return t(known.id, { ...known.values, ...(known.field ? { field: t(known.field) } : {}) });
  };
}
