import { useState } from "react";
import { useRevalidator } from "react-router";
import type { ModerationAction } from "~/domain/reviews/review-rules";
import { MODERATION_LIST_TEXTS, MODERATION_LISTS, MODERATION_PER_PAGE } from "~/domain/reviews/review-rules";
import { LinkTabs, PreviousNextLinks } from "~/web/components/ui/link-tabs";
import { ModerationCard } from "~/web/features/reviews/moderation-card";
import { ModerationDialog } from "~/web/features/reviews/moderation-dialog";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/admin-reviews";
import { loadReviewModeration } from "./admin-reviews.server";
import { signedInOf } from "./page-guards.server";

export const meta: Route.MetaFunction = () => [{ title: "Review Moderation · Ujamaa" }];

export function loader({ context, url }: Route.LoaderArgs) {
  return loadReviewModeration(pageOf(context).runtime, signedInOf(context), url);
}

const TABS = MODERATION_LISTS.map((status) => ({ status, ...MODERATION_LIST_TEXTS[status] }));

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { status, page, list } = loaderData;
  const revalidator = useRevalidator();
  const [target, setTarget] = useState<{ id: string; author: string; action: ModerationAction } | null>(null);
  const tab = TABS.find((t) => t.status === status)!;
  const first = (page - 1) * MODERATION_PER_PAGE + 1;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 md:py-10">
      <header>
        <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">Review Moderation</h1>
        <p className="mt-1 text-stone-600">
          Reviews reported by customers and owners. Hide one that breaks the rules, keep one that does not;
          every decision is recorded with your name, the time and your reason.
        </p>
      </header>
      <LinkTabs
        label="Review lists"
        tabs={TABS.map((t) => ({ key: t.status, label: t.label, to: `?status=${t.status}` }))}
        current={status}
      />
      <div aria-busy={revalidator.state === "loading" || undefined}>
        {list.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
            {tab.empty}
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
        <nav aria-label="Review pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="text-stone-600">{`Showing ${first}–${first + list.items.length - 1} of ${list.total}`}</p>
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
