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
import { ApiError, type ApplicantDocument, api } from "~/web/lib/api";

type ConfirmRemoveDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: string;
  document: ApplicantDocument;
  onRemoved: (documentId: string) => void;
};

/** 'Are you sure you want to delete this document?' before a draft is removed. */
export function ConfirmRemoveDialog({
  open,
  onOpenChange,
  businessId,
  document,
  onRemoved,
}: ConfirmRemoveDialogProps) {
  const [pending, setPending] = useState(false);
  async function remove() {
    setPending(true);
    try {
      await api.removeApplicantDocument(businessId, document.id);
      onOpenChange(false);
      onRemoved(document.id);
      toast.success("Document deleted");
    } catch (error) {
      toast.error("Failed to delete document", {
        description: error instanceof ApiError ? error.message : undefined,
      });
    } finally {
      setPending(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" dismissible={false} showClose={false}>
        <DialogTitle>Delete document</DialogTitle>
        <DialogDescription className="mt-2 text-sm">
          {DOCUMENT_MESSAGES.confirmDelete} ({document.file_name})
        </DialogDescription>
        <div className="mt-5 flex justify-end gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" onClick={remove} disabled={pending}>
            {pending ? "Deleting…" : "Delete"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
