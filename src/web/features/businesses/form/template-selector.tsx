import { useEffect, useRef } from "react";
import { BUSINESS_TEMPLATES, type BusinessTemplate } from "~/domain/businesses/business-templates";
import type { MessageId } from "~/domain/languages/catalogs";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import type { IconName } from "~/web/components/ui/icon-names";
import { useT } from "~/web/features/languages/language-context";

const ICONS: Record<BusinessTemplate["id"], IconName> = {
  restaurant: "utensils",
  hotel: "building",
  barber: "scissors",
};

type TemplateSelectorProps = {
  onUse(template: BusinessTemplate): void;
  onSkip(): void;
  /** Moves focus to the heading when the selector returns (after a create, or Back). */
  focusOnMount?: boolean;
};

/** The three starting points, then 'Skip Templates - Create from Scratch'. */
export function TemplateSelector({ onUse, onSkip, focusOnMount }: TemplateSelectorProps) {
  const t = useT();
  const tr = (text: string) => t(text as MessageId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="space-y-4">
      <div>
        <h3 ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
          {t("Start from a template")}
        </h3>
        <p className="text-sm text-stone-600">
          {t(
            "A template fills in the category, description and contact details; change anything afterwards.",
          )}
        </p>
      </div>
      <div className="grid gap-3">
        {BUSINESS_TEMPLATES.map((template) => (
          <section
            key={template.id}
            aria-labelledby={`template-${template.id}`}
            className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:flex-row sm:items-center"
          >
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name={ICONS[template.id]} className="h-5 w-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h4 id={`template-${template.id}`} className="font-medium">
                {tr(template.title)}
              </h4>
              <p className="text-sm text-stone-600">{tr(template.summary)}</p>
              <p className="text-xs text-stone-500">
                {tr(template.fields.category)} · {tr(template.fields.sub_category)}
              </p>
            </div>
            <Button
              type="button"
              size="sm"
              aria-describedby={`template-${template.id}`}
              onClick={() => onUse(template)}
            >
              {t("Use This Template")}
            </Button>
          </section>
        ))}
      </div>
      <Button type="button" variant="outline" className="w-full" onClick={onSkip}>
        {t("Skip Templates - Create from Scratch")}
      </Button>
    </div>
  );
}
