import { Link } from "react-router";
import { cn } from "~/web/lib/cn";
import { Button } from "./button";
import { useUiText } from "./ui-text";

type LinkTab = { key: string; label: string; to: string };

/** Tabs that are links (each list has its own URL), the current one marked for screen readers. */
export function LinkTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly LinkTab[];
  current: string;
}) {
  return (
    <nav aria-label={label} className="flex gap-2 border-b border-stone-200">
      {tabs.map((t) => (
        <Link
          key={t.key}
          to={t.to}
          aria-current={t.key === current ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
            t.key === current
              ? "border-brand-700 text-brand-800"
              : "border-transparent text-stone-600 hover:text-stone-900",
          )}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

/** Previous and Next links of a paged list; nothing where there is no such page. */
export function PreviousNextLinks({ previous, next }: { previous: string | null; next: string | null }) {
  const { t } = useUiText();
  return (
    <div className="flex gap-2">
      {previous !== null && (
        <Button asChild variant="outline" size="sm">
          <Link to={previous}>{t("Previous")}</Link>
        </Button>
      )}
      {next !== null && (
        <Button asChild variant="outline" size="sm">
          <Link to={next}>{t("Next")}</Link>
        </Button>
      )}
    </div>
  );
}
