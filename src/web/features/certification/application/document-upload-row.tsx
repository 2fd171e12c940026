import { startTransition, useId, useRef, useState } from "react";
import { APPLICANT_DOCUMENT_ACCEPT, DOCUMENT_MESSAGES } from "~/domain/certification/document-rules";
import { precheckApplicantFile } from "~/domain/certification/precheck-document";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { toast } from "~/web/components/ui/toast";
import { ConfirmDeleteDocumentDialog } from "~/web/features/certification/confirm-delete-document-dialog";
import { asId } from "~/web/features/certification/local-words";
import { useT } from "~/web/features/languages/language-context";
import {
  type ApplicantDocument,
  removeApplicantDocument,
  type TemplateDocument,
  uploadApplicantDocument,
} from "~/web/lib/api/certification";
import { ApiError } from "~/web/lib/api/client";

type DocumentUploadRowProps = {
  businessId: string;
  template: TemplateDocument;
  /** The draft answering this template, if any. */
  draft: ApplicantDocument | undefined;
  /** After an upload or a removal: reads the page again (the row stays busy meanwhile). */
  onChanged: () => Promise<void>;
};

/** One required document: its blank form to download, and the applicant's upload (with progress). */
export function DocumentUploadRow({ businessId, template, draft, onChanged }: DocumentUploadRowProps) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function send(file: File) {
    const problem = precheckApplicantFile(file);
    if (problem) {
      toast.error(t(asId(problem.title)), { description: t(asId(problem.message)) });
      return;
    }
    setProgress(0);
    try {
      await uploadApplicantDocument(businessId, template.id, file, setProgress);
      toast.success(t("Document uploaded"), { description: file.name });
      await onChanged();
    } catch (error) {
      toast.error(t("Upload failed"), {
        description: error instanceof ApiError ? error.message : t(DOCUMENT_MESSAGES.submissionError.message),
      });
    } finally {
      // With the router's update of the page's data, so the new draft and the end of the upload show together.
      startTransition(() => setProgress(null));
      if (input.current) input.current.value = "";
    }
  }

  return (
    <li className="rounded-lg border border-stone-200 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h4 className="font-medium text-stone-900">{template.title}</h4>
          {template.instructions && <p className="mt-0.5 text-sm text-stone-600">{template.instructions}</p>}
        </div>
        <a
          href={template.download_url}
          target="_blank"
          rel="noopener"
          aria-label={t("Download form: {title}", { title: template.title })}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <Icon name="download" className="h-4 w-4" />
          {t("Download form")}
        </a>
      </div>
      <div className="mt-3">
        {draft ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md bg-green-50 px-3 py-2 text-sm">
            <Icon name="badge-check" className="h-4 w-4 text-green-700" />
            <a
              href={draft.url}
              target="_blank"
              rel="noopener"
              className="min-w-0 truncate text-green-900 underline"
            >
              {draft.file_name}
            </a>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="ms-auto"
              onClick={() => setConfirming(true)}
              aria-label={t("Remove {name}", { name: draft.file_name })}
            >
              <Icon name="x" className="h-4 w-4" />
              {t("Remove")}
            </Button>
          </div>
        ) : progress !== null ? (
          <div>
            <p className="text-sm text-stone-600">{t("Uploading… {percent}%", { percent: progress })}</p>
            <div
              role="progressbar"
              aria-label={t("Uploading {title}", { title: template.title })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200"
            >
              <div className="h-full bg-brand-700 transition-all" style={{ width: `${progress}%` }} />
            </div>
          </div>
        ) : (
          <div>
            <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
              {t("Upload {title}", { title: template.title })}
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={APPLICANT_DOCUMENT_ACCEPT}
              className="mt-1 block w-full text-sm text-stone-700 file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void send(file);
              }}
            />
            <p className="mt-1 text-xs text-stone-500">{t("PDF, JPG, JPEG or PNG, at most 10 MB.")}</p>
          </div>
        )}
      </div>
      {draft && (
        <ConfirmDeleteDocumentDialog
          open={confirming}
          onOpenChange={setConfirming}
          name={draft.file_name}
          failureTitle={t("Failed to delete document")}
          onDelete={() => removeApplicantDocument(businessId, draft.id)}
          onDeleted={onChanged}
        />
      )}
    </li>
  );
}
