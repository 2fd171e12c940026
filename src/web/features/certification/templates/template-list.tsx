import { startTransition, useState } from "react";
import { DOCUMENT_KINDS } from "~/domain/certification/document-rules";
import { Button } from "~/web/components/ui/button";
import { Textarea } from "~/web/components/ui/field";
import { Icon } from "~/web/components/ui/icon";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { toast } from "~/web/components/ui/toast";
import { ConfirmDeleteDocumentDialog } from "~/web/features/certification/confirm-delete-document-dialog";
import { useCertificationFormat } from "~/web/features/certification/local-words";
import { useT } from "~/web/features/languages/language-context";
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
  const t = useT();
  const [deleting, setDeleting] = useState<AdminTemplate | null>(null);
  if (templates.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
        {t("No documents uploaded yet")}
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {templates.map((template) => (
          <TemplateItem
            key={template.id}
            template={template}
            onChanged={onChanged}
            onDelete={() => setDeleting(template)}
          />
        ))}
      </ul>
      {deleting && (
        <ConfirmDeleteDocumentDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          name={deleting.name}
          failureTitle={t("Delete failed")}
          onDelete={() => deleteTemplate(deleting.id)}
          onDeleted={onChanged}
        />
      )}
    </>
  );
}

function TemplateItem({
  template: item,
  onChanged,
  onDelete,
}: {
  template: AdminTemplate;
  onChanged: () => Promise<void>;
  onDelete: () => void;
}) {
  const t = useT();
  const words = useCertificationFormat();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(item.name);
  const [description, setDescription] = useState(item.description ?? "");
  const [saving, setSaving] = useState(false);
  const nameId = `template-name-${item.id}`;
  const descriptionId = `template-description-${item.id}`;

  async function save() {
    if (!name.trim()) {
      toast.error(t("Update failed"), { description: t("Name is required") });
      return;
    }
    setSaving(true);
    try {
      await updateTemplate(item.id, { name: name.trim(), description: description.trim() || null });
      toast.success(t("Document updated"));
      await onChanged();
      // With the router's update of the page's data, so the new name replaces the form at once.
      startTransition(() => setEditing(false));
    } catch (error) {
      toast.error(t("Update failed"), { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setSaving(false);
    }
  }

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      {editing ? (
        <div className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor={nameId}>{t("Name")}</Label>
            <Input id={nameId} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={descriptionId}>{t("Description (optional)")}</Label>
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
              {saving ? t("Saving...") : t("Save")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={saving}
              onClick={() => {
                setName(item.name);
                setDescription(item.description ?? "");
                setEditing(false);
              }}
            >
              {t("Cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-start gap-3">
          <Icon name="file-text" className="mt-1 h-5 w-5 shrink-0 text-stone-500" />
          <div className="min-w-[12rem] flex-1">
            <h3 className="break-words font-medium text-stone-900">{item.name}</h3>
            {item.description && (
              <p className="mt-0.5 break-words text-sm text-stone-700">{item.description}</p>
            )}
            <p className="mt-1 text-xs text-stone-500">
              {words.tier(item.tier)} · {words.kind(item.kind)} · {item.type.toUpperCase()} ·{" "}
              {t("Uploaded {day}", { day: words.day(item.upload_date.slice(0, 10)) })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a
                href={item.download_url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t("Download {name}", { name: item.name })}
              >
                <Icon name="download" className="h-4 w-4" />
                {t("Download")}
              </a>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={t("Edit {name}", { name: item.name })}
            >
              {t("Edit")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={onDelete}
              aria-label={t("Delete {name}", { name: item.name })}
            >
              <Icon name="x" className="h-4 w-4" />
              {t("Delete")}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
