import type { MessageId } from "~/domain/languages/catalogs";
import type { Language } from "~/domain/languages/languages";
import { LOCALES } from "~/domain/languages/local-format";

/** What each kind of job does, for people (the admin catalogue's ids); an unknown kind shows as its own name. */
const KIND_LABELS: Record<string, MessageId> = {
  "send-mail": "E-mail",
  "opportunity-alerts": "Opportunity alerts",
  "send-sms": "Text message",
  "certification-lifecycle": "Certification expiry and reminders",
  "place-businesses": "Placing older businesses on the map",
  "match-vendor-list": "Matching vendor lists",
  "watch-certification-changes": "Telling vendor lists of certification changes",
  "deliver-webhook": "Vendor list webhooks",
  "vendor-list-digest": "Weekly vendor list digest",
};

/** A kind's words in the page's language (`t`), or the kind's own name when it has none. */
export function kindLabel(kind: string, t: (id: MessageId) => string): string {
  const label = KIND_LABELS[kind];
  return label ? t(label) : kind;
}

/** The states an admin sees, in the order a job passes through them (pg-boss's names in brackets in the docs). */
export const STATE_LABELS = [
  ["queued", "Queued"],
  ["active", "Running"],
  ["retrying", "Retrying"],
  ["done", "Done"],
  ["dead", "Dead"],
] as const satisfies readonly (readonly [string, MessageId])[];

const formats = new Map<Language, Intl.DateTimeFormat>();

/** 'Nov 23, 2026, 23:40 UTC' (in the page's language): the same on the server and in the browser. */
export function formatJobTime(iso: string, language: Language = "en"): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      month: "short",
      day: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    });
    formats.set(language, format);
  }
  return `${format.format(new Date(iso))} UTC`;
}
