/** What each kind of job does, for people; an unknown kind shows as its own name. */
const KIND_LABELS: Record<string, string> = {
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

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

/** The states an admin sees, in the order a job passes through them (pg-boss's names in brackets in the docs). */
export const STATE_LABELS = [
  ["queued", "Queued"],
  ["active", "Running"],
  ["retrying", "Retrying"],
  ["done", "Done"],
  ["dead", "Dead"],
] as const;

const FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** 'Nov 23, 2026, 23:40 UTC': the same on the server and in the browser. */
export function formatJobTime(iso: string): string {
  return `${FORMAT.format(new Date(iso))} UTC`;
}
