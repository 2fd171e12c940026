import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/web/components/ui/button";
import { useUiText } from "~/web/components/ui/ui-text";

type LoadMoreProps = {
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  /** The next page as a link, for browsers without JavaScript. */
  nextHref: string;
  onLoadMore: () => void;
  shown: number;
  /** The line after the last page (in the page's language); null for none. */
  endText?: string | null;
};

/** Load More while more results exist, the end line after the last page, and a Retry on failure. */
export function LoadMore({ hasMore, loading, error, nextHref, onLoadMore, shown, endText }: LoadMoreProps) {
  const { t } = useUiText();
  // Before hydration Load More is a link to the next page; after, a button that appends it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (error) {
    return (
      <div
        role="alert"
        className="mt-8 flex flex-col items-center gap-3 rounded-md bg-red-50 p-4 text-red-800"
      >
        <p>{error}</p>
        <Button variant="outline" onClick={onLoadMore}>
          {t("Retry")}
        </Button>
      </div>
    );
  }
  if (hasMore) {
    return (
      <div className="mt-8 flex justify-center">
        {hydrated ? (
          <Button variant="outline" size="lg" onClick={onLoadMore} disabled={loading}>
            {loading ? t("Loading...") : t("Load More")}
          </Button>
        ) : (
          <Button asChild variant="outline" size="lg">
            <Link to={nextHref}>{t("Load More")}</Link>
          </Button>
        )}
      </div>
    );
  }
  if (shown === 0 || endText === null) return null;
  return (
    <p className="mt-8 text-center text-stone-600">
      {endText ?? t("You've reached the end of the results.")}
    </p>
  );
}
