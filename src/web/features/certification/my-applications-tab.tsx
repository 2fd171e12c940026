import { Link } from "react-router";
import type { MyBusinessesPage } from "~/domain/businesses/my-businesses-query";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { useT } from "~/web/features/languages/language-context";
import { ListPager } from "~/web/features/shared/list-pager";
import { applicationPath } from "./certification-path";
import { applicationAction, applicationStatusText } from "./certification-status";
import { useCertificationFormat } from "./local-words";
import { StatusBadge } from "./status-badge";

type MyApplicationsTabProps = { businesses: MyBusinessesPage | null; page: number; pageSize: number };

/** The owner's businesses, a page at a time, with status badge, tier, the spec's status text and button. */
export function MyApplicationsTab({ businesses, page, pageSize }: MyApplicationsTabProps) {
  const t = useT();
  const words = useCertificationFormat();
  if (businesses === null) {
    return (
      <p role="alert" className="rounded-md bg-amber-50 p-4 text-sm text-amber-900">
        {t("Your businesses could not be loaded. Reload the page to try again.")}
      </p>
    );
  }
  if (businesses.total === 0) {
    return (
      <Card className="text-center">
        <CardTitle>{t("No businesses yet")}</CardTitle>
        <CardDescription>
          {t("Create a business listing first, then apply for its certification.")}
        </CardDescription>
        <Button asChild className="mt-4">
          <Link to="/dashboard">{t("Create Business Listing")}</Link>
        </Button>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {businesses.items.map((b) => (
          <li key={b.id}>
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <h3 className="truncate font-semibold text-stone-900">{b.name}</h3>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
                  <StatusBadge status={b.certification_status} />
                  <span>{t("{tier} tier", { tier: words.tier(b.certification_tier) })}</span>
                </div>
                <p className="mt-1 text-sm text-stone-700">
                  {t(applicationStatusText(b.certification_status))}
                </p>
              </div>
              <Button asChild variant={b.certification_status === "approved" ? "outline" : "default"}>
                <Link
                  to={applicationPath(b.id)}
                  aria-label={t("{action}: {name}", {
                    action: t(applicationAction(b.certification_status)),
                    name: b.name,
                  })}
                >
                  {t(applicationAction(b.certification_status))}
                </Link>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      {businesses.total > pageSize || page > 1 ? (
        <ListPager data={businesses} page={page} pageSize={pageSize} keep={["tab"]} />
      ) : null}
    </div>
  );
}
