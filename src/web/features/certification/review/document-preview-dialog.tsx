import { useState } from "react";
import { documentPreviewOf } from "~/domain/certification/document-rules";
import type { ReviewDecision } from "~/domain/certification/statuses";
import { downloadLink } from "~/domain/uploads/download-link";
import { Button } from "~/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/web/components/ui/dialog";
import { Textarea } from "~/web/components/ui/field";
import { Icon } from "~/web/components/ui/icon";
import { Label } from "~/web/components/ui/label";
import { toast } from "~/web/components/ui/toast";
import { useCertificationFormat } from "~/web/features/certification/local-words";
import { useT } from "~/web/features/languages/language-context";
import { type ReviewDocument, reviewCertificationDocument } from "~/web/lib/api/certification-review";
import { ApiError } from "~/web/lib/api/client";
import { ReviewStatusBadge } from "./review-badges";

type DocumentPreviewDialogProps = {
  document: ReviewDocument | null;
  onClose: () => void;
  /** After a review: reads the page again (the dialog stays busy meanwhile). */
  onReviewed: () => Promise<void>;
};

/**
 * The preview of one submitted document: an image inline (jpg, jpeg, png, gif), otherwise 'Preview not
 * available' and a download; its type and review status, and the admin's per-document approve or
 * reject with a note.
 */
export function DocumentPreviewDialog({ document: doc, onClose, onReviewed }: DocumentPreviewDialogProps) {
  return (
    <Dialog open={doc !== null} onOpenChange={(open) => !open && onClose()}>
      {doc && <PreviewContent key={doc.id} doc={doc} onReviewed={onReviewed} />}
    </Dialog>
  );
}

function PreviewContent({ doc, onReviewed }: { doc: ReviewDocument; onReviewed: () => Promise<void> }) {
  const t = useT();
  const words = useCertificationFormat();
  const [notes, setNotes] = useState(doc.admin_notes ?? "");
  const [busy, setBusy] = useState(false);
  const notesId = `document-notes-${doc.id}`;

  async function review(review_status: ReviewDecision) {
    setBusy(true);
    try {
      await reviewCertificationDocument(doc.id, { review_status, admin_notes: notes.trim() || undefined });
      toast.success(t("Document reviewed"), {
        description:
          review_status === "approved"
            ? t("{name} marked approved.", { name: doc.file_name })
            : t("{name} marked rejected.", { name: doc.file_name }),
      });
      await onReviewed();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t("Please try again.");
      toast.error(t("Error"), { description: t("Failed to update status: {reason}", { reason: message }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogContent className={documentPreviewOf(doc.mime_type) === "pdf" ? "max-w-4xl" : "max-w-2xl"}>
      <DialogTitle className="break-all pe-8 text-lg font-semibold">{doc.file_name}</DialogTitle>
      <DialogDescription className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <span>
          {t("Type:")}{" "}
          <span className="font-medium text-stone-900">{words.documentType(doc.document_type)}</span>
        </span>
        <span aria-hidden="true" className="hidden sm:inline">
          ·
        </span>
        <span className="inline-flex items-center gap-1">
          {t("Review status:")} <ReviewStatusBadge status={doc.review_status} />
        </span>
      </DialogDescription>
      <div className="mt-4">
        <DocumentView doc={doc} />
      </div>
      {doc.reviewed_at && doc.admin_notes && (
        <p className="mt-3 rounded-md bg-stone-50 p-3 text-sm text-stone-700">
          {t("Note: {note}", { note: doc.admin_notes })}
        </p>
      )}
      <div className="mt-4 space-y-2 border-t border-stone-200 pt-4">
        <Label htmlFor={notesId}>{t("Note on this document (optional)")}</Label>
        <Textarea
          id={notesId}
          value={notes}
          maxLength={2000}
          onChange={(e) => setNotes(e.target.value)}
          className="min-h-16"
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" disabled={busy} onClick={() => review("rejected")}>
            {t("Reject document")}
          </Button>
          <Button disabled={busy} onClick={() => review("approved")}>
            {t("Approve document")}
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}

function DocumentView({ doc }: { doc: ReviewDocument }) {
  const t = useT();
  const preview = documentPreviewOf(doc.mime_type);
  if (preview === "image")
    return (
      <img
        src={doc.url}
        alt={t("Preview of {name}", { name: doc.file_name })}
        className="mx-auto max-h-[50vh] w-auto rounded-md border border-stone-200"
      />
    );
  if (preview === "pdf")
    return (
      // The download comes first: opening the dialog focuses its first control, and a focused frame
      // would keep Escape from closing the dialog.
      <div className="flex flex-col gap-2">
        <div className="flex justify-end">
          <DownloadButton doc={doc} />
        </div>
        <iframe
          src={`${doc.url}#navpanes=0&view=FitH`}
          title={t("Preview of {name}", { name: doc.file_name })}
          className="h-[60vh] w-full rounded-md border border-stone-200 bg-stone-100"
        />
      </div>
    );
  return (
    <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-stone-300 bg-stone-50 p-8 text-center">
      <Icon name="file-text" className="h-10 w-10 text-stone-500" />
      <p className="text-stone-700">{t("Preview not available for this file type.")}</p>
      <DownloadButton doc={doc} />
    </div>
  );
}

function DownloadButton({ doc }: { doc: ReviewDocument }) {
  const t = useT();
  return (
    <Button asChild variant="outline">
      <a href={downloadLink(doc.url)} download={doc.file_name}>
        <Icon name="download" className="h-4 w-4" />
        {t("Download")}
      </a>
    </Button>
  );
}
