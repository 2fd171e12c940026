import { Link } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import { CONFIDENCE_LABELS, MATCH_CONFIDENCES } from "~/domain/vendor-lists/vendor-list-rules";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";
import { DeleteVendorList } from "~/web/features/vendor-lists/delete-vendor-list";
import { MatchingProgress } from "~/web/features/vendor-lists/matching-progress";
import { useRefreshWhile } from "~/web/features/vendor-lists/use-refresh-while";
import { VendorListWatchPanel } from "~/web/features/vendor-lists/vendor-list-watch-panel";
import { VendorRows } from "~/web/features/vendor-lists/vendor-row-view";
import { vendorListCsvUrl } from "~/web/lib/api/vendor-lists";
import { cn } from "~/web/lib/cn";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/vendor-list";
import { signedInOf } from "./page-guards.server";
import { loadVendorList, vendorListWords } from "./vendor-list.server";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const page = await loadVendorList(params.id, url, pageOf(context).runtime, signedInOf(context));
  return { ...page, ...vendorListWords(request, page.list.name) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? loaderData.title : "Page not found · Ujamaa" },
  { name: "robots", content: "noindex" },
];

export default function VendorList({ loaderData }: Route.ComponentProps) {
  const { list, rows, watch, webhook, confidence } = loaderData;
  const t = useT();
  useRefreshWhile(list.status === "processing");
  const filters: { value: string | null; label: string }[] = [
    { value: null, label: t("All") },
    ...MATCH_CONFIDENCES.map((c) => ({ value: c, label: t(CONFIDENCE_LABELS[c] as MessageId) })),
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link
        to="/vendor-lists"
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <Icon name="arrow-left" className="h-4 w-4 rtl:-scale-x-100" />
        {t("All vendor lists")}
      </Link>
      <h1 className="mt-4 break-words text-2xl font-bold tracking-tight text-stone-900">{list.name}</h1>
      <div className="mt-2">
        <MatchingProgress list={list} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t("Filter by match")} className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <Link
              key={f.value ?? "all"}
              to={f.value ? `?confidence=${f.value}` : "?"}
              aria-current={confidence === f.value ? "page" : undefined}
              className={cn(
                "rounded-full border px-3 py-1 text-sm",
                confidence === f.value
                  ? "border-brand-700 bg-brand-50 text-brand-800"
                  : "border-stone-300 text-stone-700 hover:bg-stone-100",
              )}
            >
              {f.label}
            </Link>
          ))}
        </nav>
        <div className="flex flex-wrap gap-2">
          <a
            href={vendorListCsvUrl(list.id)}
            download
            className="inline-flex h-9 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-100"
          >
            {t("Download CSV")}
          </a>
          <DeleteVendorList list={list} />
        </div>
      </div>
      <div className="mt-4">
        {rows.items.length === 0 ? (
          <p className="rounded-md bg-stone-50 p-4 text-stone-700">
            {list.status === "processing"
              ? t("The vendors show here as they are matched.")
              : t("No vendors here.")}
          </p>
        ) : (
          <VendorRows listId={list.id} rows={rows.items} />
        )}
      </div>
      {rows.next ? (
        <Link
          to={`?${new URLSearchParams({ ...(confidence ? { confidence } : {}), cursor: rows.next })}`}
          className="mt-4 inline-block text-brand-700 hover:underline"
        >
          {t("Next {count} vendors", { count: rows.items.length })}
        </Link>
      ) : null}
      <VendorListWatchPanel listId={list.id} watch={watch} webhook={webhook} />
    </div>
  );
}
