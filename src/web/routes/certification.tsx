import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/web/components/ui/tabs";
import { MyApplicationsTab } from "~/web/features/certification/my-applications-tab";
import { OverviewTab } from "~/web/features/certification/overview-tab";
import { PlansTab } from "~/web/features/certification/plans-tab";
import { useT } from "~/web/features/languages/language-context";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/certification";
import { loadCertificationPage } from "./certification.server";
import { signedInOf } from "./page-guards.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Certification Management · Ujamaa" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadCertificationPage(
    pageOf(context).runtime,
    signedInOf(context),
    new URL(request.url),
  );
  const t = pageTranslator(request, ["certification"]);
  return {
    ...page,
    title: t("Certification Management · Ujamaa"),
    messages: pageMessages(request, ["certification"]),
  };
}

const TABS = ["overview", "applications", "plans"] as const;
type Tab = (typeof TABS)[number];

export default function CertificationPage({ loaderData }: Route.ComponentProps) {
  const { businesses, page, pageSize } = loaderData;
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : "overview";
  const show = (next: string) =>
    setParams(next === "overview" ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-stone-900">{t("Certification Management")}</h1>
      <p className="mt-2 text-stone-600">{t("Apply for and renew the certification of your businesses.")}</p>
      <Tabs value={tab} onValueChange={show} className="mt-6">
        <TabsList>
          <TabsTrigger value="overview">{t("Overview")}</TabsTrigger>
          <TabsTrigger value="applications">{t("My Applications")}</TabsTrigger>
          <TabsTrigger value="plans">{t("Certification Plans")}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab businesses={businesses} onShowApplications={() => show("applications")} />
        </TabsContent>
        <TabsContent value="applications">
          <MyApplicationsTab businesses={businesses} page={page} pageSize={pageSize} />
        </TabsContent>
        <TabsContent value="plans">
          <PlansTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
