import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";
import { WIZARD_STEPS } from "./wizard-steps";

/** The four steps in order, the current one marked; a bar on phones, where the names do not fit. */
export function WizardProgress({ step }: { step: number }) {
  const t = useT();
  const percent = Math.round(((step + 1) / WIZARD_STEPS.length) * 100);
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label={t("Storefront wizard progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full bg-brand-700 transition-[width] duration-150"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="mt-3 hidden grid-cols-4 gap-2 text-xs sm:grid">
        {WIZARD_STEPS.map((s, index) => (
          <li
            key={s.title}
            aria-current={index === step ? "step" : undefined}
            className={cn(
              "flex items-center gap-1.5",
              index === step ? "font-semibold text-brand-800" : "text-stone-500",
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-[0.7rem]",
                index <= step ? "bg-brand-700 text-white" : "bg-stone-200 text-stone-600",
              )}
            >
              {index + 1}
            </span>
            {t(s.title)}
          </li>
        ))}
      </ol>
    </div>
  );
}
