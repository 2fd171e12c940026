import { Link } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import { hubCardsFor } from "~/web/app-shell/hub-cards";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import type { IconName } from "~/web/components/ui/icon-names";
import { useT } from "~/web/features/languages/language-context";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import type { Route } from "./+types/hub";
import { signedInOf } from "./page-guards.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Home · Ujamaa" }];

export function loader({ context, request }: Route.LoaderArgs) {
  const me = signedInOf(context);
  return {
    name: me.name,
    role: me.role,
    title: pageTranslator(request, ["hub"])("Home · Ujamaa"),
    messages: pageMessages(request, ["hub"]),
  };
}

const ICONS: Record<string, IconName> = {
  "/directory": "building-complex",
  "/certification": "award",
  "/storefront-manager": "store",
  "/opportunities": "briefcase",
  "/settings": "settings",
  "/admin/certifications": "shield-check",
  "/admin/documents": "file-text",
  "/admin/other-certifications": "badge-check",
  "/admin/jobs": "clock",
  "/admin/reviews": "flag",
};

export default function Hub({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { name, role } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t("Welcome back, {name}!", { name })}</h1>
      <p className="mt-2 text-stone-600">
        {t("Educate. Elevate. Empower. Here is everything you can do on Ujamaa.")}
      </p>

      <section aria-labelledby="quick-actions" className="mt-8">
        <h2 id="quick-actions" className="text-lg font-semibold">
          {t("Quick Actions")}
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/storefront-manager?create=true">
              <Icon name="store" className="h-4 w-4" />
              {t("Create Storefront")}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/opportunities">
              <Icon name="briefcase" className="h-4 w-4" />
              {t("Find Opportunities")}
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="explore" className="mt-10">
        <h2 id="explore" className="text-lg font-semibold">
          {t("Explore")}
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {hubCardsFor(role).map((card) => {
            // The cards' words (src/web/app-shell/hub-cards.ts) are the hub catalogue's ids.
            return (
              <li key={card.to}>
                <Link
                  to={card.to}
                  className="flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600"
                >
                  <span className="flex items-center justify-between">
                    <Icon name={ICONS[card.to] ?? "building-complex"} className="h-6 w-6 text-brand-700" />
                    {card.badge ? (
                      <span
                        className={
                          card.badge === "Admin"
                            ? "rounded-full bg-ember-600 px-2 py-0.5 text-xs font-semibold text-white"
                            : "rounded-full bg-gold-400 px-2 py-0.5 text-xs font-semibold text-stone-900"
                        }
                      >
                        {t(card.badge)}
                      </span>
                    ) : null}
                  </span>
                  <span className="font-semibold text-stone-900">{t(card.title as MessageId)}</span>
                  <span className="text-sm text-stone-600">{t(card.text as MessageId)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="mt-10 rounded-xl bg-brand-800 p-8 text-white">
        <h2 className="text-2xl font-bold">{t("Get your business certified")}</h2>
        <p className="mt-2 text-brand-50">
          {t("Earn a verified badge, priority placement and access to contract opportunities.")}
        </p>
        <Button asChild variant="secondary" className="mt-4">
          <Link to="/certification">
            {t("Start Certification")}
            <Icon name="arrow-right" className="h-4 w-4 rtl:-scale-x-100" />
          </Link>
        </Button>
      </section>
    </div>
  );
}
