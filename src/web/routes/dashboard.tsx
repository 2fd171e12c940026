import { type ReactNode, useEffect, useState } from "react";
import { useNavigation, useRevalidator, useSearchParams } from "react-router";
import type { Business } from "~/domain/businesses/business-schema";
import type { OwnedBusiness } from "~/domain/businesses/my-businesses-query";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/web/components/ui/tabs";
import { toast } from "~/web/components/ui/toast";
import { BusinessList } from "~/web/features/businesses/dashboard/business-list";
import { DashboardHeader } from "~/web/features/businesses/dashboard/dashboard-header";
import { DeleteBusinessDialog } from "~/web/features/businesses/dashboard/delete-business-dialog";
import { AddBusinessSheet } from "~/web/features/businesses/form/add-business-sheet";
import { EditBusinessDialog } from "~/web/features/businesses/form/edit-business-dialog";
import { CertificationLists } from "~/web/features/certification/certification-lists";
import { DocumentManager } from "~/web/features/certification/templates/document-manager";
import { FormsOverview } from "~/web/features/certification/templates/forms-overview";
import { useT } from "~/web/features/languages/language-context";
import { isPaymentReturn, PaymentVerification } from "~/web/features/payments/payment-verification";
import type { AdminTemplate, TemplateOverview } from "~/web/lib/api/templates";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/dashboard";
import { dashboardText, loadDashboard } from "./dashboard.server";
import { signedInOf } from "./page-guards.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Business Dashboard · Ujamaa" },
];

export async function loader({ context, url, request }: Route.LoaderArgs) {
  return {
    ...(await loadDashboard(pageOf(context).runtime, signedInOf(context), url)),
    ...dashboardText(request),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { isAdmin, query, businesses, certification, renewals, categories, documents, now } = loaderData;
  const t = useT();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Business | null>(null);
  const [deleting, setDeleting] = useState<OwnedBusiness | null>(null);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const refresh = () => void revalidator.revalidate();

  // ?edit={id} (a card's Edit elsewhere) opens the edit dialog once the page is live, then leaves the URL.
  const editTarget = loaderData.editing;
  useEffect(() => {
    if (!params.has("edit")) return;
    if (editTarget) setEditing(editTarget);
    else toast.error(t("Business not found"), { description: t("You cannot edit this business.") });
    const next = new URLSearchParams(params);
    next.delete("edit");
    setParams(next, { replace: true, preventScrollReset: true });
  }, [editTarget, params, setParams, t]);

  // Back from a checkout: only the payment's verification result (spec part 2, "Business dashboard").
  if (isPaymentReturn(params)) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <PaymentVerification params={params} />
      </div>
    );
  }

  const management = (
    <div className="space-y-6">
      <CertificationLists certification={certification} renewals={renewals} now={new Date(now)} />
      <BusinessList
        data={businesses}
        isAdmin={isAdmin}
        query={query}
        now={new Date(now)}
        busy={navigation.state === "loading" || revalidator.state === "loading"}
        onRetry={refresh}
        onAdd={() => setAdding(true)}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
    </div>
  );

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 md:py-10">
      <DashboardHeader
        isAdmin={isAdmin}
        action={
          <Button onClick={() => setAdding(true)} className="self-start sm:self-auto">
            <Icon name="plus" className="h-4 w-4" />
            {t("Add New Business")}
          </Button>
        }
      />
      {isAdmin ? <AdminTabs management={management} documents={documents} onRetry={refresh} /> : management}
      <AddBusinessSheet open={adding} onOpenChange={setAdding} categories={categories} onCreated={refresh} />
      <EditBusinessDialog
        business={editing}
        categories={categories}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
      {deleting && (
        <DeleteBusinessDialog
          business={deleting}
          asAdmin={isAdmin && !deleting.is_mine}
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          onDeleted={() => {
            toast.success(t("Business deleted"), {
              description: t("{name} has been deleted.", { name: deleting.name }),
            });
            setDeleting(null);
            refresh();
          }}
        />
      )}
    </div>
  );
}

type AdminTabsProps = {
  management: ReactNode;
  /** The template documents and their overview, as the loader read them (null when it could not). */
  documents: { templates: AdminTemplate[]; overview: TemplateOverview } | null;
  onRetry(): void;
};

function AdminTabs({ management, documents, onRetry }: AdminTabsProps) {
  const t = useT();
  return (
    <Tabs defaultValue="businesses">
      <TabsList className="flex w-full sm:inline-flex sm:w-auto">
        <TabsTrigger value="businesses">{t("Business Management")}</TabsTrigger>
        <TabsTrigger value="forms">{t("Forms & Documents Overview")}</TabsTrigger>
        <TabsTrigger value="documents">{t("Certification Document Manager")}</TabsTrigger>
      </TabsList>
      <TabsContent value="businesses">{management}</TabsContent>
      <TabsContent value="forms">
        <FormsOverview overview={documents?.overview ?? null} onRetry={onRetry} />
      </TabsContent>
      <TabsContent value="documents">
        <DocumentManager templates={documents?.templates ?? null} />
      </TabsContent>
    </Tabs>
  );
}
