import { useState } from "react";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "~/web/components/ui/dialog";
import { ApiError, api } from "~/web/lib/api";

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
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await api.deleteBusiness(business.id);
      onOpenChange(false);
      onDeleted(business.id);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Could not delete the business. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" dismissible={false} showClose={false}>
        <DialogTitle>Delete Business</DialogTitle>
        <DialogDescription className="mt-2 text-sm">
          {`Are you sure you want to delete "${business.name}"? This action cannot be undone.`}
        </DialogDescription>
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
        <div className="mt-6 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
