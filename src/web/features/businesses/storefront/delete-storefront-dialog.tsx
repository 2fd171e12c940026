import { useState } from "react";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { deleteBusiness } from "~/web/lib/api/businesses";
import { ApiError } from "~/web/lib/api/client";

type DeleteStorefrontDialogProps = {
  business: { id: string; name: string } | null;
  onOpenChange(open: boolean): void;
  onDeleted(id: string): void;
};

/** The confirmation (part 2 §5): not dismissed by a click outside; Cancel or Delete. */
export function DeleteStorefrontDialog({ business, onOpenChange, onDeleted }: DeleteStorefrontDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  if (!business) return null;
  const target = business;

  async function deleteStorefront() {
    setError(null);
    try {
      await deleteBusiness(target.id);
    } catch (e) {
      const message =
        e instanceof ApiError ? e.message : t("Could not delete the storefront. Please try again.");
      setError(message);
      toast.error(t("Delete failed"), { description: message });
      return;
    }
    toast.success(t("Storefront deleted"), {
      description: t("{name} was removed from the directory.", { name: target.name }),
    });
    onOpenChange(false);
    onDeleted(target.id);
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => {
        setError(null);
        onOpenChange(next);
      }}
      title={t("Delete Storefront")}
      description={t("Are you sure you want to delete this storefront?")}
      confirmLabel={t("Delete")}
      pendingLabel={t("Deleting...")}
      onConfirm={deleteStorefront}
    >
      <p className="mt-2 text-sm font-medium text-stone-900">{target.name}</p>
      <p className="mt-1 text-sm text-stone-600">{t("This action cannot be undone.")}</p>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-ember-600">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
