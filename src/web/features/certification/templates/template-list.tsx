import { startTransition, useState } from "react";
import { DOCUMENT_KINDS } from "~/domain/certification/document-rules";
import { formatDay } from "~/domain/shared/format-date";
import { Button } from "~/web/components/ui/button";
import { Textarea } from "~/web/components/ui/field";
import { Icon } from "~/web/components/ui/icon";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { toast } from "~/web/components/ui/toast";
import { ConfirmDeleteDocumentDialog } from "~/web/features/certification/confirm-delete-document-dialog";
import { ApiError } from "~/web/lib/api/client";
import { type AdminTemplate, deleteTemplate, updateTemplate } from "~/web/lib/api/templates";

export const kindLabel = (slug: string) => DOCUMENT_KINDS.find((k) => k.slug === slug)?.label ?? slug;

type TemplateListProps = {
  templates: AdminTemplate[];
  /** After an edit or a delete: reads the page again. */
  onChanged: () => Promise<void>;
};

/** The templates: name, description and upload date; download (new tab), inline edit and delete. */
export function TemplateList({ templates, onChanged }: TemplateListProps) {
  const [deleting, setDeleting] = useState<AdminTemplate | null>(null);
  if (templates.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
        No documents uploaded yet
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {templates.map((t) => (
          <TemplateItem key={t.id} template={t} onChanged={onChanged} onDelete={() => setDeleting(t)} />
        ))}
      </ul>
      {deleting && (
        <ConfirmDeleteDocumentDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          name={deleting.name}
          failureTitle="Delete failed"
          onDelete={() => deleteTemplate(deleting.id)}
          onDeleted={onChanged}
        />
      )}
    </>
  );
}

function TemplateItem({
  template: t,
  onChanged,
  onDelete,
}: {
  template: AdminTemplate;
  onChanged: () => Promise<void>;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(t.name);
  const [description, setDescription] = useState(t.description ?? "");
  const [saving, setSaving] = useState(false);
  const nameId = `template-name-${t.id}`;
  const descriptionId = `template-description-${t.id}`;

  async function save() {
    if (!name.trim()) {
      toast.error("Update failed", { description: "Name is required" });
      return;
    }
    setSaving(true);
    try {
      await updateTemplate(t.id, { name: name.trim(), description: description.trim() || null });
      toast.success("Document updated");
      await onChanged();
      // With the router's update of the page's data, so the new name replaces the form at once.
      startTransition(() => setEditing(false));
    } catch (error) {
      toast.error("Update failed", { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setSaving(false);
    }
  }

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      {editing ? (
        <div className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor={nameId}>Name</Label>
            <Input id={nameId} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={descriptionId}>Description (optional)</Label>
            <Textarea
              id={descriptionId}
              value={description}
              maxLength={1000}
              onChange={(e) => setDescription(e.target.value)}
              className="min-h-16"
            />
          </div>
          <div className="flex gap-2">
            <Button size="sm" onClick={save} disabled={saving}>
              {saving ? "Saving..." : "Save"}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={saving}
              onClick={() => {
                setName(t.name);
                setDescription(t.description ?? "");
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-start gap-3">
          <Icon name="file-text" className="mt-1 h-5 w-5 shrink-0 text-stone-500" />
          <div className="min-w-[12rem] flex-1">
            <h3 className="break-words font-medium text-stone-900">{t.name}</h3>
            {t.description && <p className="mt-0.5 break-words text-sm text-stone-700">{t.description}</p>}
            <p className="mt-1 text-xs text-stone-500">
              {t.tier} · {kindLabel(t.kind)} · {t.type.toUpperCase()} · Uploaded{" "}
              {formatDay(t.upload_date.slice(0, 10))}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a
                href={t.download_url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Download ${t.name}`}
              >
                <Icon name="download" className="h-4 w-4" />
                Download
              </a>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={`Edit ${t.name}`}
            >
              Edit
            </Button>
            <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${t.name}`}>
              <Icon name="x" className="h-4 w-4" />
              Delete
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
