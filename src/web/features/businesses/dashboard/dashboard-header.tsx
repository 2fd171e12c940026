import type { ReactNode } from "react";
import { useT } from "~/web/features/languages/language-context";

/** 'Business Dashboard', the Administrator badge for admins, and the page's main action. */
export function DashboardHeader({ isAdmin, action }: { isAdmin: boolean; action: ReactNode }) {
  const t = useT();
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold text-stone-900">{t("Business Dashboard")}</h1>
          {isAdmin && (
            <span className="rounded-full bg-purple-100 px-3 py-1 text-sm font-semibold text-purple-900">
              {t("Administrator")}
            </span>
          )}
        </div>
        <p className="mt-1 text-stone-600">
          {isAdmin
            ? t("Manage every business listing, and your own certification.")
            : t("Manage your business listings, hours and certification.")}
        </p>
      </div>
      {action}
    </header>
  );
}
