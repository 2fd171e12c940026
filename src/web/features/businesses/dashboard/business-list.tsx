import { Form, Link } from "react-router";
import type { MyBusinessesPage, OwnedBusiness } from "~/domain/businesses/my-businesses-query";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { Input } from "~/web/components/ui/input";
import { useT } from "~/web/features/languages/language-context";
import { ListPager } from "~/web/features/shared/list-pager";
import { cn } from "~/web/lib/cn";
import { DashboardBusinessCard } from "./dashboard-business-card";
import type { ListQuery } from "./list-query";

type BusinessListProps = {
  /** One page of businesses, or null when it could not be loaded. */
  data: MyBusinessesPage | null;
  isAdmin: boolean;
  query: ListQuery;
  /** A new page or a refresh is on its way. */
  busy: boolean;
  onRetry(): void;
  onAdd(): void;
  onEdit(business: OwnedBusiness): void;
  onDelete(business: OwnedBusiness): void;
  /** The instant the page was read: expiry badges and certificates count from it. */
  now: Date;
};

/** The managed businesses, a page at a time; admins search every business by name or city. */
export function BusinessList({
  data,
  isAdmin,
  query,
  now,
  busy,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
}: BusinessListProps) {
  const t = useT();
  return (
    <section aria-labelledby="business-list-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="business-list-title" className="text-xl font-semibold">
          {isAdmin ? t("All Businesses") : t("Your Businesses")}
        </h2>
        {isAdmin && <AdminSearch q={query.q} />}
      </div>
      {data === null ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-ember-600">
          <p>{t("Failed to load businesses. Please try again.")}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
            {t("Try again")}
          </Button>
        </div>
      ) : data.items.length === 0 ? (
        <EmptyList isAdmin={isAdmin} query={query} onAdd={onAdd} />
      ) : (
        <div
          aria-busy={busy || undefined}
          className={cn("space-y-4 transition-opacity", busy && "opacity-60")}
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((business) => (
              <li key={business.id}>
                <DashboardBusinessCard
                  business={business}
                  isAdmin={isAdmin}
                  now={now}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              </li>
            ))}
          </ul>
          <ListPager data={data} page={query.page} pageSize={query.pageSize} keep={["q"]} />
        </div>
      )}
    </section>
  );
}

function AdminSearch({ q }: { q: string }) {
  const t = useT();
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("Search businesses")}
      className="flex w-full gap-2 sm:w-auto"
    >
      <label htmlFor="dashboard-q" className="sr-only">
        {t("Search businesses by name or city")}
      </label>
      <Input
        id="dashboard-q"
        type="search"
        name="q"
        defaultValue={q}
        key={q}
        placeholder={t("Search by name or city")}
        className="sm:w-64"
      />
      <Button type="submit" variant="outline">
        <Icon name="search" className="h-4 w-4" />
        {t("Search")}
      </Button>
    </Form>
  );
}

function EmptyList({ isAdmin, query, onAdd }: { isAdmin: boolean; query: ListQuery; onAdd(): void }) {
  const t = useT();
  if (query.page > 1) {
    return (
      <p className="rounded-lg border border-stone-200 bg-white p-6 text-stone-600">
        {t("No businesses on this page.")}{" "}
        <Link to={query.q ? `?q=${encodeURIComponent(query.q)}` : "?"} className="text-brand-700 underline">
          {t("Back to the first page")}
        </Link>
      </p>
    );
  }
  if (isAdmin) {
    return (
      <p className="rounded-lg border border-stone-200 bg-white p-6 text-stone-600">
        {query.q
          ? t("No businesses match “{query}”.", { query: query.q })
          : t("No businesses have been listed yet.")}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <Icon name="store" className="h-10 w-10 text-brand-700" />
      <h3 className="text-lg font-semibold">{t("No businesses yet")}</h3>
      <p className="max-w-md text-stone-600">
        {t("List your business so customers can find it in the directory, then apply for certification.")}
      </p>
      <Button onClick={onAdd}>
        <Icon name="plus" className="h-4 w-4" />
        {t("Add Your Business")}
      </Button>
    </div>
  );
}
