import type { ReactNode } from "react";

/** 'Business Dashboard', the Administrator badge for admins, and the page's main action. */
export function DashboardHeader({ isAdmin, action }: { isAdmin: boolean; action: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold text-stone-900">Business Dashboard</h1>
          {isAdmin && (
            <span className="rounded-full bg-purple-100 px-3 py-1 text-sm font-semibold text-purple-900">
              Administrator
            </span>
          )}
        </div>
        <p className="mt-1 text-stone-600">
          {isAdmin
            ? "Manage every business listing, and your own certification."
            : "Manage your business listings, hours and certification."}
        </p>
      </div>
      {action}
    </header>
  );
}
