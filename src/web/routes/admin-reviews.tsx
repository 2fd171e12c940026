import { useState } from "react";
import { useRevalidator } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import type { ModerationAction } from "~/domain/reviews/review-rules";
import { MODERATION_LIST_TEXTS, MODERATION_LISTS, MODERATION_PER_PAGE } from "~/domain/reviews/review-rules";
import { LinkTabs, PreviousNextLinks } from "~/web/components/ui/link-tabs";
import { useFormat, useT } from "~/web/features/languages/language-context";
import { ModerationCard } from "~/web/features/reviews/moderation-card";
import { ModerationDialog } from "~/web/features/reviews/moderation-dialog";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/admin-reviews";
import { loadReviewModeration } from "./admin-reviews.server";
import { signedInOf } from "./page-guards.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Review Moderation · Ujamaa" },
];

export function loader({ context, url, request }: Route.LoaderArgs) {
  return loadReviewModeration(pageOf(context).runtime, signedInOf(context), url, request);
}

const TABS = MODERATION_LISTS.map((status) => ({ status, ...MODERATION_LIST_TEXTS[status] }));

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const { status, page, list } = loaderData;
  const revalidator = useRevalidator();
  const [target, setTarget] = useState<{ id: string; author: string; action: ModerationAction } | null>(null);
  const tab = TABS.find((entry) => entry.status === status)!;
  const first = (page - 1) * MODERATION_PER_PAGE + 1;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 md:py-10">
      <header>
        <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">{t("Review Moderation")}</h1>
        <p className="mt-1 text-stone-600">
          {t(
            "Reviews reported by customers and owners. Hide one that breaks the rules, keep one that does not; every decision is recorded with your name, the time and your reason.",
          )}
        </p>
      </header>
      <LinkTabs
        label={t("Review lists")}
        tabs={TABS.map((entry) => ({
          key: entry.status,
          label: t(entry.label as MessageId),
          to: `?status=${entry.status}`,
        }))}
        current={status}
      />
      <div aria-busy={revalidator.state === "loading" || undefined}>
        {list.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
            {t(tab.empty as MessageId)}
          </p>
        ) : (
          <ul className="space-y-4">
            {list.items.map((review) => (
              <li key={review.id}>
                <ModerationCard
                  review={review}
                  onDecide={(action) => setTarget({ id: review.id, author: review.author_name, action })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {list.total > 0 && (
        <nav
          aria-label={t("Review pages")}
          className="flex flex-wrap items-center justify-between gap-3 text-sm"
        >
          <p className="text-stone-600">
            {t("Showing {first}–{last} of {total}", {
              first: format.number(first),
              last: format.number(first + list.items.length - 1),
              total: format.number(list.total),
            })}
          </p>
          <div className="flex gap-2">
            <PreviousNextLinks
              previous={page > 1 ? `?status=${status}&page=${page - 1}` : null}
              next={list.next !== null ? `?status=${status}&page=${list.next}` : null}
            />
          </div>
        </nav>
      )}
      <ModerationDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={() => revalidator.revalidate()}
      />
    </div>
  );
}
