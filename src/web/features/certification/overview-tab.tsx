import { Link } from "react-router";
import type { MyBusinessesPage } from "~/domain/businesses/my-businesses-query";
import type { MessageId } from "~/domain/languages/catalogs";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";
import { applicationPath } from "./certification-path";

const BENEFITS: MessageId[] = [
  "A tier badge on your listing in search and the directory",
  "Priority placement in search results",
  "A downloadable certificate with a public verification page",
  "Contract opportunity alerts for Preferred businesses",
];

const REQUIREMENTS: MessageId[] = [
  "Business registration",
  "Insurance documents",
  "Professional references",
  "Identity verification",
];

type OverviewTabProps = {
  /** A page of the owner's businesses; null when they could not be read. */
  businesses: MyBusinessesPage | null;
  onShowApplications: () => void;
};

/** Get Certified ('Start Application'), Benefits and Requirements. */
export function OverviewTab({ businesses, onShowApplications }: OverviewTabProps) {
  const t = useT();
  const only = businesses?.total === 1 ? businesses.items[0]?.id : undefined;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card className="md:col-span-3">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <CardTitle className="flex items-center gap-2">
              <Icon name="award" className="h-5 w-5 text-brand-700" />
              {t("Get Certified")}
            </CardTitle>
            <CardDescription>
              {t(
                "Show customers and partners that your business is Black-owned and verified by Ujamaa. Upload your documents, sign the affidavit and an administrator reviews your application.",
              )}
            </CardDescription>
          </div>
          {only ? (
            <Button asChild className="shrink-0">
              <Link to={applicationPath(only)}>{t("Start Application")}</Link>
            </Button>
          ) : businesses?.total === 0 ? (
            <Button asChild className="shrink-0">
              <Link to="/dashboard">{t("Start Application")}</Link>
            </Button>
          ) : (
            <Button type="button" className="shrink-0" onClick={onShowApplications}>
              {t("Start Application")}
            </Button>
          )}
        </div>
      </Card>
      <Card className="md:col-span-2">
        <CardTitle>{t("Benefits")}</CardTitle>
        <ul className="mt-3 space-y-2 text-sm text-stone-700">
          {BENEFITS.map((b) => (
            <li key={b} className="flex gap-2">
              <Icon name="badge-check" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
              {t(b)}
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <CardTitle>{t("Requirements")}</CardTitle>
        <ul className="mt-3 space-y-2 text-sm text-stone-700">
          {REQUIREMENTS.map((r) => (
            <li key={r} className="flex gap-2">
              <Icon name="file-text" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              {t(r)}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
