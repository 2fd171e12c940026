import { useState } from "react";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "~/web/components/ui/dialog";
import { toast } from "~/web/components/ui/toast";
import { ApiError, api } from "~/web/lib/api";

type DeleteStorefrontDialogProps = {
  business: { id: string; name: string } | null;
  onOpenChange(open: boolean): void;
  onDeleted(id: string): void;
};

/** The confirmation (part 2 §5): not dismissed by a click outside; Cancel or Delete. */
export function DeleteStorefrontDialog({ business, onOpenChange, onDeleted }: DeleteStorefrontDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(target: { id: string; name: string }) {
    setPending(true);
    setError(null);
    try {
      await api.deleteBusiness(target.id);
    } catch (e) {
      const message =
        e instanceof ApiError ? e.message : "Could not delete the storefront. Please try again.";
      setError(message);
      toast.error("Delete failed", { description: message });
      return;
    } finally {
      setPending(false);
    }
    toast.success("Storefront deleted", { description: `${target.name} was removed from the directory.` });
    onOpenChange(false);
    onDeleted(target.id);
  }

  return (
    <Dialog
      open={business !== null}
      onOpenChange={(next) => {
        if (pending) return;
        setError(null);
        onOpenChange(next);
      }}
    >
      {business ? (
        <DialogContent role="alertdialog" dismissible={false} showClose={false}>
          <DialogTitle>Delete Storefront</DialogTitle>
          <DialogDescription className="mt-2 text-sm">
            Are you sure you want to delete this storefront?
          </DialogDescription>
          <p className="mt-2 text-sm font-medium text-stone-900">{business.name}</p>
          <p className="mt-1 text-sm text-stone-600">This action cannot be undone.</p>
          {error ? (
            <p role="alert" className="mt-3 text-sm text-ember-600">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => void confirm(business)} disabled={pending}>
              {pending ? "Deleting..." : "Delete"}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
