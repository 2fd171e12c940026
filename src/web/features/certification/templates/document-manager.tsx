import { useRevalidator } from "react-router";
import { useT } from "~/web/features/languages/language-context";
import type { AdminTemplate } from "~/web/lib/api/templates";
import { DOCUMENTS_UNREADABLE, DocumentsLoadError } from "./documents-load-error";
import { TemplateList } from "./template-list";
import { TemplateUploadForm } from "./template-upload-form";

/** The box of /admin/documents that says where applicants find the forms (spec: Admin documents). */
export function TemplateInstructions() {
  const t = useT();
  return (
    <aside className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
      <h2 className="font-semibold">{t("Instructions")}</h2>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        <li>
          {t(
            "Upload the template documents applicants need for each certification tier (PDF or Word .docx, at most 10 MB). They appear among the required documents of that tier.",
          )}
        </li>
        <li>{t("Affidavit forms are available in the Add Your Business sections.")}</li>
        <li>{t("The image form was removed from the onboarding walkthrough.")}</li>
      </ul>
    </aside>
  );
}

/**
 * The template documents: the upload area and the list the page's loader read (null when it could
 * not). An upload, an edit or a delete reads the page again.
 */
export function DocumentManager({ templates }: { templates: AdminTemplate[] | null }) {
  const t = useT();
  const revalidator = useRevalidator();
  const refresh = () => revalidator.revalidate();

  return (
    <div className="space-y-6">
      <TemplateInstructions />
      <TemplateUploadForm onUploaded={refresh} />
      <section aria-labelledby="template-list-heading" className="space-y-3">
        <h2 id="template-list-heading" className="text-lg font-semibold text-stone-900">
          {t("Template documents")}
        </h2>
        {templates === null ? (
          <DocumentsLoadError message={DOCUMENTS_UNREADABLE} onRetry={() => void refresh()} />
        ) : (
          <TemplateList templates={templates} onChanged={refresh} />
        )}
      </section>
    </div>
  );
}
