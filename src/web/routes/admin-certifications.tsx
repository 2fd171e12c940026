import { useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import { Button } from "~/web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/web/components/ui/tabs";
import { ApplicationCard } from "~/web/features/certification/review/application-card";
import { CountCards } from "~/web/features/certification/review/count-cards";
import { DocumentPreviewDialog } from "~/web/features/certification/review/document-preview-dialog";
import { useReviewList } from "~/web/features/certification/review/use-review-list";
import { useT } from "~/web/features/languages/language-context";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import type { ReviewStatus } from "~/web/lib/api/certification-review";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/admin-certifications";
import { loadCertificationReview } from "./admin-certifications.server";
import { signedInOf } from "./page-guards.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Certification Management · Ujamaa" },
];

export async function loader({ context, url, request }: Route.LoaderArgs) {
  const review = await loadCertificationReview(pageOf(context).runtime, signedInOf(context), url);
  const t = pageTranslator(request, ["certification", "certificationAdmin"]);
  return {
    ...review,
    title: t("Certification Management · Ujamaa"),
    messages: pageMessages(request, ["certification", "certificationAdmin"]),
  };
}

const TABS: { status: ReviewStatus; label: MessageId; empty: [MessageId, MessageId] }[] = [
  {
    status: "pending",
    label: "Pending",
    empty: ["No Pending Applications", "All certification applications have been reviewed."],
  },
  {
    status: "approved",
    label: "Approved",
    empty: ["No Approved Applications", "No applications have been approved yet."],
  },
  {
    status: "rejected",
    label: "Rejected",
    empty: ["No Rejected Applications", "No applications have been rejected."],
  },
  {
    status: "expired",
    label: "Expired",
    empty: ["No Expired Certifications", "No certification has lapsed."],
  },
  {
    status: "revoked",
    label: "Revoked",
    empty: ["No Revoked Certifications", "No certification has been revoked."],
  },
];

export default function AdminCertifications({ loaderData }: Route.ComponentProps) {
  const { status, page } = loaderData;
  const t = useT();
  const list = useReviewList(page, status);
  // The document shown is looked up in the cards, so a review shows as the server has it.
  const [previewId, setPreviewId] = useState<string | null>(null);
  const preview = list.cards.flatMap((card) => card.documents).find((doc) => doc.id === previewId) ?? null;
  const [, setParams] = useSearchParams();
  const navigation = useNavigation();
  const switching =
    navigation.state === "loading" && navigation.location.pathname === "/admin/certifications";
  const tab = TABS.find((candidate) => candidate.status === status)!;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 md:py-10">
      <header>
        <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">{t("Certification Management")}</h1>
        <p className="mt-1 text-stone-600">
          {t(
            "Review certification applications and their documents; revoke a certification that no longer holds.",
          )}
        </p>
      </header>
      <CountCards counts={list.counts} />
      <Tabs
        value={status}
        onValueChange={(value) => setParams({ status: value }, { preventScrollReset: true })}
      >
        <TabsList className="flex w-full sm:inline-flex sm:w-auto">
          {TABS.map((choice) => (
            <TabsTrigger key={choice.status} value={choice.status}>
              {t(choice.label)} ({list.counts[choice.status]})
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status} className="mt-4">
          <section
            aria-label={t("{status} applications", { status: t(tab.label) })}
            aria-busy={switching}
            className="space-y-4"
          >
            {switching ? (
              <p role="status" className="py-10 text-center text-stone-600">
                {t("Loading applications...")}
              </p>
            ) : list.cards.length === 0 ? (
              <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
                <h2 className="text-lg font-semibold text-stone-900">{t(tab.empty[0])}</h2>
                <p className="mt-1 text-stone-600">{t(tab.empty[1])}</p>
              </div>
            ) : (
              list.cards.map((card) => (
                <ApplicationCard
                  key={card.business.id}
                  card={card}
                  deciding={list.deciding === card.business.id}
                  onDecide={(decision, notes) => list.decide(card, decision, notes)}
                  onRevoke={(reason) => list.revoke(card, reason)}
                  onPreview={(doc) => setPreviewId(doc.id)}
                />
              ))
            )}
            {!switching && list.loadError && (
              <div
                role="alert"
                className="flex flex-col items-center gap-2 rounded-md bg-red-50 p-4 text-red-800"
              >
                <p>{list.loadError}</p>
                <Button variant="outline" onClick={list.loadMore}>
                  {t("Retry")}
                </Button>
              </div>
            )}
            {!switching && list.next !== null && (
              <div className="flex justify-center">
                <Button variant="outline" onClick={list.loadMore} disabled={list.loadingMore}>
                  {list.loadingMore ? t("Loading...") : t("Load more")}
                </Button>
              </div>
            )}
          </section>
        </TabsContent>
      </Tabs>
      <DocumentPreviewDialog
        document={preview}
        onClose={() => setPreviewId(null)}
        onReviewed={list.refresh}
      />
    </div>
  );
}
