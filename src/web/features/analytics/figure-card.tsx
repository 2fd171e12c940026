import type { ReactNode } from "react";
import { Icon } from "~/web/components/ui/icon";
import type { IconName } from "~/web/components/ui/icon-names";

type FigureCardProps = {
  title: string;
  icon: IconName;
  value: string;
  caption: ReactNode;
  /** A picture of the figure: hidden from screen readers, which hear `summary` instead. */
  chart: ReactNode;
  summary: string;
};

/** One figure of the analytics: its name, value and a caption in text, then a small chart. */
export function FigureCard({ title, icon, value, caption, chart, summary }: FigureCardProps) {
  const id = `figure-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={id} className="text-sm font-medium text-stone-600">
          {title}
        </h3>
        <Icon name={icon} className="h-5 w-5 shrink-0 text-brand-700" />
      </div>
      <p className="mt-1 text-2xl font-bold tabular-nums text-stone-900 sm:text-3xl">{value}</p>
      <p className="text-xs text-stone-600">{caption}</p>
      <div aria-hidden="true" className="mt-3">
        {chart}
      </div>
      <p className="sr-only">{summary}</p>
    </section>
  );
}

/** A bar filled to `share` (0 to 1): the chart of a figure that is a part of a whole. */
export function ShareBar({ share, color }: { share: number; color: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, share)) * 100);
  return (
    <div className="flex h-16 items-end">
      <div className="h-3 w-full overflow-hidden rounded-full bg-stone-100">
        <div className="h-full rounded-full" style={{ width: `${percent}%`, backgroundColor: color }} />
      </div>
    </div>
  );
}
