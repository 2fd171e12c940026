import { DOCUMENT_MESSAGES } from "~/domain/certification/document-rules";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { ApiError } from "~/web/lib/api/client";

type ConfirmDeleteDocumentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The document's name, shown under the question. */
  name: string;
  /** The spec's toast title when the delete fails (it differs between the applicant and the admin). */
  failureTitle: string;
  /** The delete itself; once it resolves, `onDeleted` reads the page again, then the dialog closes. */
  onDelete: () => Promise<unknown>;
  onDeleted: () => Promise<void>;
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
  const t = useT();
  async function deleteDocument() {
    try {
      await onDelete();
    } catch (error) {
      toast.error(failureTitle, { description: error instanceof ApiError ? error.message : undefined });
      return;
    }
    toast.success(t("Document deleted"));
    await onDeleted();
    onOpenChange(false);
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Delete document")}
      description={t(DOCUMENT_MESSAGES.confirmDelete)}
      confirmLabel={t("Delete")}
      pendingLabel={t("Deleting...")}
      onConfirm={deleteDocument}
    >
      <p className="mt-2 break-words text-sm font-medium text-stone-900">{name}</p>
    </ConfirmDialog>
  );
}
