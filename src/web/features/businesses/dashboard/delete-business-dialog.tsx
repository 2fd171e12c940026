import { useState } from "react";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { useT } from "~/web/features/languages/language-context";
import { deleteBusiness } from "~/web/lib/api/businesses";
import { ApiError } from "~/web/lib/api/client";

type DeleteBusinessDialogProps = {
  business: { id: string; name: string };
  /** An admin deleting someone else's business sees an extra warning. */
  asAdmin: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: (id: string) => void;
};

/** The confirmation: not dismissed by clicking outside; Cancel or Delete. */
export function DeleteBusinessDialog({
  business,
  asAdmin,
  open,
  onOpenChange,
  onDeleted,
}: DeleteBusinessDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  async function confirmDelete() {
    setError(null);
    try {
      await deleteBusiness(business.id);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t("Could not delete the business. Please try again."));
      return;
    }
    onOpenChange(false);
    onDeleted(business.id);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Delete Business")}
      description={t('Are you sure you want to delete "{name}"? This action cannot be undone.', {
        name: business.name,
      })}
      confirmLabel={t("Delete")}
      pendingLabel={t("Deleting...")}
      onConfirm={confirmDelete}
    >
      {asAdmin && (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {t("⚠️ You are about to delete another user's business as an administrator.")}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
