import { Link } from "react-router";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { useLocalPath, useT } from "~/web/features/languages/language-context";

type OpportunitiesEmptyProps = {
  /** Filters are set: nothing matches them, which is not the same as no opportunities at all. */
  filtered: boolean;
  onPost(): void;
};

/** The empty state (part 2 §2): no opportunities, and the invitation to post the first. */
export function OpportunitiesEmpty({ filtered, onPost }: OpportunitiesEmptyProps) {
  const t = useT();
  const to = useLocalPath();
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <Icon name="briefcase" className="h-10 w-10 text-stone-400" />
      {filtered ? (
        <>
          <p className="text-stone-600">{t("No opportunities match these filters.")}</p>
          <Link to={to("/opportunities")} className="text-sm font-medium text-brand-700 hover:underline">
            {t("Show all opportunities")}
          </Link>
        </>
      ) : (
        <>
          <p className="text-stone-600">
            {t("No opportunities available - Be the first to post a contract opportunity!")}
          </p>
          <Button onClick={onPost}>
            <Icon name="plus" className="h-4 w-4" />
            {t("Post First Opportunity")}
          </Button>
        </>
      )}
    </div>
  );
}
