import { Link } from "react-router";
import type { Business } from "~/domain/businesses/business-schema";
import type { OpenStatus } from "~/domain/businesses/open-status";
import { Icon } from "~/web/components/ui/icon";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { BusinessCard } from "./business-card";
import type { Viewer } from "./viewer";

type FeaturedBusinessesProps = {
  businesses: (Business & { open_status: OpenStatus })[];
  now: string;
  viewer: Viewer;
};

/** Three featured businesses (verified, highest tier, then rating) and a link to all of them. */
export function FeaturedBusinesses({ businesses, now, viewer }: FeaturedBusinessesProps) {
  const t = useT();
  const local = useLocalPath();
  const date = new Date(now);
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-4 py-12">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id="featured-title" className="text-2xl font-bold">
          {t("Featured Businesses")}
        </h2>
        <Link
          to={local("/businesses")}
          className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap font-medium text-brand-700 hover:underline"
        >
          {t("View all")}
          <Icon name="arrow-right" className="h-4 w-4 rtl:-scale-x-100" />
        </Link>
      </div>
      {businesses.length === 0 ? (
        <p className="text-stone-600">
          {t("Featured businesses will appear here once businesses are certified.")}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {businesses.map((business) => (
            <li key={business.id}>
              <BusinessCard
                business={business}
                now={date}
                viewer={viewer}
                variant="simple"
                openStatus={business.open_status}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
