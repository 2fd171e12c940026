import { useRef, useState } from "react";
import type { Business } from "~/domain/businesses/business-schema";
import type { BusinessTemplate } from "~/domain/businesses/business-templates";
import { Button } from "~/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/web/components/ui/dialog";
import { useT } from "~/web/features/languages/language-context";
import { BusinessForm } from "./business-form";
import { type BusinessFormValues, emptyBusinessForm, templateForm } from "./form-values";
import { TemplateSelector } from "./template-selector";

type AddBusinessSheetProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  categories: readonly string[];
  onCreated(business: Business): void;
};

type Step =
  | { kind: "templates"; created?: string; returned?: boolean }
  | { kind: "form"; initial: BusinessFormValues; run: number };

/**
 * 'Add New Business': a side sheet (a modal dialog at the page's edge) that opens with the template
 * selector, then the form. After a create the form starts afresh and the selector returns.
 */
export function AddBusinessSheet({ open, onOpenChange, categories, onCreated }: AddBusinessSheetProps) {
  const t = useT();
  const [step, setStep] = useState<Step>({ kind: "templates" });
  const runs = useRef(0);
  const start = (initial: BusinessFormValues) => setStep({ kind: "form", initial, run: ++runs.current });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setStep({ kind: "templates" });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="m-0! ms-auto! h-dvh! max-h-dvh! w-full! max-w-2xl rounded-none! sm:rounded-s-lg!">
        <DialogTitle className="pe-8 text-xl">{t("Add New Business")}</DialogTitle>
        <DialogDescription className="mt-1">
          {t("Fields marked with")} <span aria-hidden="true">*</span>
          <span className="sr-only">{t("an asterisk")}</span> {t("are required.")}
        </DialogDescription>
        <div className="mt-6">
          {step.kind === "templates" ? (
            <>
              {step.created && (
                <p role="status" className="mb-4 rounded-md bg-brand-50 p-3 text-sm text-brand-800">
                  {t("“{name}” has been added to your businesses. Add another, or close this panel.", {
                    name: step.created,
                  })}
                </p>
              )}
              <TemplateSelector
                focusOnMount={step.returned}
                onUse={(template: BusinessTemplate) => start(templateForm(template))}
                onSkip={() => start(emptyBusinessForm())}
              />
            </>
          ) : (
            <>
              <Button
                type="button"
                variant="link"
                className="mb-4 h-auto px-0! py-0!"
                onClick={() => setStep({ kind: "templates", returned: true })}
              >
                {t("Back to templates")}
              </Button>
              <BusinessForm
                key={step.run}
                initial={step.initial}
                categories={categories}
                onCancel={() => close(false)}
                onSaved={(business) => {
                  setStep({ kind: "templates", created: business.name, returned: true });
                  onCreated(business);
                }}
              />
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
