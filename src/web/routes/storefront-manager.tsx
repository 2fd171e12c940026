import { lazy, Suspense } from "react";
import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/web/components/ui/tabs";
import { AnalyticsSkeleton } from "~/web/features/analytics/analytics-skeleton";
import { LazyStorefrontWizardDialog } from "~/web/features/businesses/storefront/lazy-storefront-wizard";
import { MyStorefronts } from "~/web/features/businesses/storefront/my-storefronts";
import { useT } from "~/web/features/languages/language-context";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/storefront-manager";
import { signedInOf } from "./page-guards.server";
import { loadStorefrontManager, storefrontManagerText } from "./storefront-manager.server";

// The analytics tab (and its chart code) loads only when it is opened.
const AnalyticsTab = lazy(() => import("~/web/features/analytics/analytics-tab"));

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Storefront Manager · Ujamaa" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    ...(await loadStorefrontManager(pageOf(context).runtime, signedInOf(context))),
    ...storefrontManagerText(request),
  };
}

/**
 * Switching tabs changes only ?tab= (opening or closing the wizard only ?create=): the storefronts
 * already shown stay, unread again. Reading the
 * page again after a write (the same URL) does read them.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    params.delete("create");
    return `${url.pathname}?${params}`;
  };
  const tabOnly = currentUrl.href !== nextUrl.href && withoutTab(currentUrl) === withoutTab(nextUrl);
  if (tabOnly) return false;
  return defaultShouldRevalidate;
}

type Tab = "storefronts" | "analytics";

export default function StorefrontManager({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const tab: Tab = params.get("tab") === "analytics" ? "analytics" : "storefronts";
  // ?create=true (the hub's "Create Storefront") opens the wizard; closing it drops the parameter.
  const creating = params.get("create") === "true";
  function setCreating(open: boolean) {
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (open) nextParams.set("create", "true");
        else nextParams.delete("create");
        return nextParams;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function selectTab(value: string) {
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (value === "analytics") nextParams.set("tab", "analytics");
        else nextParams.delete("tab");
        return nextParams;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <Icon name="store" className="h-8 w-8 shrink-0 text-brand-700" />
          <div>
            <h1 className="text-3xl font-bold text-stone-900">{t("Storefront Manager")}</h1>
            <p className="text-stone-600">{t("Create and manage your storefronts.")}</p>
          </div>
        </div>
        <Button onClick={() => setCreating(true)} className="self-start sm:self-auto">
          {t("Create Storefront")}
        </Button>
      </header>
      <Tabs value={tab} onValueChange={selectTab} className="mt-8">
        <TabsList>
          <TabsTrigger value="storefronts">{t("My Storefronts")}</TabsTrigger>
          <TabsTrigger value="analytics">{t("Analytics")}</TabsTrigger>
        </TabsList>
        <TabsContent value="storefronts" className="mt-6">
          <MyStorefronts first={loaderData.first} onCreate={() => setCreating(true)} />
        </TabsContent>
        <TabsContent value="analytics" className="mt-6">
          <Suspense
            fallback={
              <>
                <p role="status" className="sr-only">
                  {t("Loading analytics...")}
                </p>
                <AnalyticsSkeleton />
              </>
            }
          >
            <AnalyticsTab />
          </Suspense>
        </TabsContent>
      </Tabs>
      <LazyStorefrontWizardDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
