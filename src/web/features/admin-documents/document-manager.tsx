import { useEffect, useState } from "react";
import { ApiError } from "~/web/lib/api/client";
import { type AdminTemplate, listAdminTemplates } from "~/web/lib/api/templates";
import { DocumentsLoadError } from "./documents-load-error";
import { TemplateList } from "./template-list";
import { TemplateUploadForm } from "./template-upload-form";

/** The box of /admin/documents that says where applicants find the forms (spec: Admin documents). */
export function TemplateInstructions() {
  return (
    <aside className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
      <h2 className="font-semibold">Instructions</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          Upload the template documents applicants need for each certification tier (PDF or Word .docx, at
          most 10 MB). They appear among the required documents of that tier.
        </li>
        <li>Affidavit forms are available in the Add Your Business sections.</li>
        <li>The image form was removed from the onboarding walkthrough.</li>
      </ul>
    </aside>
  );
}

/**
 * The template documents: the upload area and the list, kept up to date in place. `initial` comes from
 * the page's loader; without it (the dashboard's tab) the list is read when it is first shown.
 */
export function DocumentManager({ initial }: { initial?: AdminTemplate[] }) {
  const [templates, setTemplates] = useState<AdminTemplate[] | null>(initial ?? null);
  const [error, setError] = useState<string | null>(null);

  async function load() {
    setError(null);
    try {
      setTemplates((await listAdminTemplates()).items);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Failed to load documents from storage");
    }
  }
  useEffect(() => {
    if (!initial) void load();
  }, []);

  return (
    <div className="space-y-6">
      <TemplateInstructions />
      <TemplateUploadForm onUploaded={(t) => setTemplates((current) => [t, ...(current ?? [])])} />
      <section aria-labelledby="template-list-heading" className="space-y-3">
        <h2 id="template-list-heading" className="text-lg font-semibold text-stone-900">
          Template documents
        </h2>
        {error ? (
          <DocumentsLoadError message={error} onRetry={load} />
        ) : templates === null ? (
          <p role="status" className="text-stone-600">
            Loading documents...
          </p>
        ) : (
          <TemplateList
            templates={templates}
            onChanged={(t) => setTemplates((current) => (current ?? []).map((c) => (c.id === t.id ? t : c)))}
            onDeleted={(id) => setTemplates((current) => (current ?? []).filter((c) => c.id !== id))}
          />
        )}
      </section>
    </div>
  );
}
