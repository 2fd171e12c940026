import type { Business } from "~/domain/businesses/business-schema";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/web/components/ui/dialog";
import { useT } from "~/web/features/languages/language-context";
import { BusinessForm } from "./business-form";
import { businessToForm } from "./form-values";

type EditBusinessDialogProps = {
  /** The business to edit; none closes the dialog. */
  business: Business | null;
  categories: readonly string[];
  onClose(): void;
  onSaved(business: Business): void;
};

/** 'Edit Business': the same form, saved with PATCH (owner or admin). */
export function EditBusinessDialog({ business, categories, onClose, onSaved }: EditBusinessDialogProps) {
  const t = useT();
  return (
    <Dialog open={business !== null} onOpenChange={(open) => !open && onClose()}>
      {business && (
        <DialogContent className="max-w-3xl" dismissible={false}>
          <DialogTitle className="pe-8 text-xl">{t("Edit Business")}</DialogTitle>
          <DialogDescription className="mt-1">{business.name}</DialogDescription>
          <div className="mt-6">
            <BusinessForm
              key={business.id}
              initial={businessToForm(business)}
              business={business}
              categories={categories}
              onCancel={onClose}
              onSaved={onSaved}
            />
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
