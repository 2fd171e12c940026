import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import { DECIDABLE_CONFIDENCES, DECISION_LABELS } from "~/domain/vendor-lists/vendor-list-rules";
import type { VendorRowItem } from "~/domain/vendor-lists/vendor-list-schema";
import { Button } from "~/web/components/ui/button";
import { useFormat, useT } from "~/web/features/languages/language-context";
import { serverMessage } from "~/web/lib/api/client";
import { decideVendorRow } from "~/web/lib/api/vendor-lists";
import { ConfidenceBadge } from "./confidence-badge";
import { matchReasonText } from "./vendor-list-sentences";

function Business({ row }: { row: VendorRowItem }) {
  const t = useT();
  const b = row.business;
  if (!b) return <span className="text-stone-500">{t("No match")}</span>;
  return (
    <Link to={b.url} className="font-medium text-brand-700 hover:underline">
      {b.name}
    </Link>
  );
}

/** The tier and the certificate's state as the API names them (English words, read through the catalogue). */
function Certification({ row }: { row: VendorRowItem }) {
  const t = useT();
  const format = useFormat();
  const b = row.business;
  if (!b) return null;
  return (
    <span>
      {t(b.certification_tier as MessageId)} · {t(b.certificate_status as MessageId)}
      {b.certification_expires_at
        ? ` · ${t("expires {day}", { day: format.day(b.certification_expires_at) })}`
        : ""}
    </span>
  );
}

/** Confirm or Reject for a likely or possible match; the decision once made. */
function Decision({ listId, row }: { listId: string; row: VendorRowItem }) {
  const t = useT();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!row.confidence || !DECIDABLE_CONFIDENCES.includes(row.confidence) || !row.business) {
    return row.confidence === "exact" ? (
      <span className="text-sm text-stone-600">{t("Confirmed")}</span>
    ) : null;
  }
  const decide = async (decision: "confirmed" | "rejected") => {
    setBusy(true);
    setError(null);
    try {
      await decideVendorRow(listId, row.row, decision);
      await revalidator.revalidate();
    } catch (failure) {
      setError(serverMessage(failure) ?? t("That did not work. Please try again."));
    } finally {
      setBusy(false);
    }
  };
  const label = { vendor: row.vendor.name, business: row.business.name };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {row.decision !== "pending" ? (
        <span className="text-sm text-stone-700">{t(DECISION_LABELS[row.decision] as MessageId)}</span>
      ) : null}
      {row.decision !== "confirmed" ? (
        <Button
          size="sm"
          disabled={busy}
          onClick={() => decide("confirmed")}
          aria-label={t("Confirm {vendor} as {business}", label)}
        >
          {t("Confirm")}
        </Button>
      ) : null}
      {row.decision !== "rejected" ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => decide("rejected")}
          aria-label={t("Reject {vendor} as {business}", label)}
        >
          {t("Reject")}
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="w-full text-sm text-ember-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The vendors of a list: a table on wide screens, a card each on narrow ones. */
export function VendorRows({ listId, rows }: { listId: string; rows: VendorRowItem[] }) {
  const t = useT();
  return (
    <>
      <div className="hidden md:block">
        <table className="w-full border-collapse text-start text-sm">
          <caption className="sr-only">{t("Vendors and the Ujamaa businesses they match")}</caption>
          <thead className="border-b border-stone-300 text-stone-700">
            <tr>
              <th scope="col" className="py-2 pe-3">
                {t("Vendor")}
              </th>
              <th scope="col" className="py-2 pe-3">
                {t("Ujamaa business")}
              </th>
              <th scope="col" className="py-2 pe-3">
                {t("Certification")}
              </th>
              <th scope="col" className="py-2 pe-3">
                {t("Match")}
              </th>
              <th scope="col" className="py-2">
                {t("Decision")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.row} className="border-b border-stone-200 align-top">
                <th scope="row" className="py-2 pe-3 font-normal">
                  <span className="font-medium text-stone-900">{row.vendor.name}</span>
                  <span className="block text-xs text-stone-500">
                    {t("Row {n}", { n: row.row })}
                    {row.vendor.city ? ` · ${row.vendor.city}` : ""}
                  </span>
                </th>
                <td className="py-2 pe-3">
                  <Business row={row} />
                </td>
                <td className="py-2 pe-3">
                  <Certification row={row} />
                </td>
                <td className="py-2 pe-3">
                  <ConfidenceBadge confidence={row.confidence} />
                  {row.reason ? (
                    <span className="block text-xs text-stone-600">{matchReasonText(t, row.reason)}</span>
                  ) : null}
                </td>
                <td className="py-2">
                  <Decision listId={listId} row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.row} className="rounded-lg border border-stone-200 bg-white p-3">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-medium text-stone-900">{row.vendor.name}</h3>
              <ConfidenceBadge confidence={row.confidence} />
            </div>
            <dl className="mt-2 space-y-1 text-sm">
              <div>
                <dt className="sr-only">{t("Ujamaa business")}</dt>
                <dd>
                  <Business row={row} />
                </dd>
              </div>
              {row.business ? (
                <div>
                  <dt className="sr-only">{t("Certification")}</dt>
                  <dd className="text-stone-700">
                    <Certification row={row} />
                  </dd>
                </div>
              ) : null}
              {row.reason ? (
                <div>
                  <dt className="sr-only">{t("Why")}</dt>
                  <dd className="text-stone-600">{matchReasonText(t, row.reason)}</dd>
                </div>
              ) : null}
            </dl>
            <div className="mt-2">
              <Decision listId={listId} row={row} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
