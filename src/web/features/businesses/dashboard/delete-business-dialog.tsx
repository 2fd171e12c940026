import { useState } from "react";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
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

  async function confirmDelete() {
    setError(null);
    try {
      await deleteBusiness(business.id);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Could not delete the business. Please try again.");
      return;
    }
    onOpenChange(false);
    onDeleted(business.id);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Business"
      description={`Are you sure you want to delete "${business.name}"? This action cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={confirmDelete}
    >
      {asAdmin && (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
          ⚠️ You are about to delete another user's business as an administrator.
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
