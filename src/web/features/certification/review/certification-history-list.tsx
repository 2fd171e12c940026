import type { CertificationEvent } from "~/domain/certification/certification-api-schema";
import { statusLabel } from "./review-badges";

const label = (status: string) => (status === "none" ? "None" : statusLabel(status));

const WHEN = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

/** A business's certification events, newest first: from which status to which, at what tier, by whom, when, why. */
export function CertificationHistoryList({
  items,
  compact = false,
}: {
  items: readonly CertificationEvent[];
  /** Inside an application card: lighter boxes. */
  compact?: boolean;
}) {
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
            {label(e.from_status)} → {label(e.to_status)}
            <span className="ml-2 text-sm font-normal text-stone-600">({e.tier})</span>
          </p>
          <p className="text-sm text-stone-600">
            By {e.actor_name ?? "a deleted account"} ·{" "}
            <time dateTime={e.created_at}>{WHEN.format(new Date(e.created_at))}</time>
          </p>
          {e.notes && <p className="mt-2 rounded-md bg-stone-50 p-2 text-sm text-stone-800">{e.notes}</p>}
        </li>
      ))}
    </ol>
  );
}
