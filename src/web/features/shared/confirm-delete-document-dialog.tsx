import { useState } from "react";
import { DOCUMENT_MESSAGES } from "~/domain/certification/document-rules";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "~/web/components/ui/dialog";
import { toast } from "~/web/components/ui/toast";
import { ApiError } from "~/web/lib/api";

type ConfirmDeleteDocumentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The document's name, shown under the question. */
  name: string;
  /** The spec's toast title when the delete fails (it differs between the applicant and the admin). */
  failureTitle: string;
  /** The delete itself; the dialog closes and `onDeleted` runs once it resolves. */
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
};

/** 'Are you sure you want to delete this document?' with Cancel and Delete, not dismissed by a stray click. */
export function ConfirmDeleteDocumentDialog({
  open,
  onOpenChange,
  name,
  failureTitle,
  onDelete,
  onDeleted,
}: ConfirmDeleteDocumentDialogProps) {
  const [pending, setPending] = useState(false);
  async function confirm() {
    setPending(true);
    try {
      await onDelete();
      toast.success("Document deleted");
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      toast.error(failureTitle, { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setPending(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" dismissible={false} showClose={false}>
        <DialogTitle>Delete document</DialogTitle>
        <DialogDescription className="mt-2 text-sm">{DOCUMENT_MESSAGES.confirmDelete}</DialogDescription>
        <p className="mt-2 break-words text-sm font-medium text-stone-900">{name}</p>
        <div className="mt-6 flex justify-end gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
