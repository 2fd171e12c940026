import { type FormEvent, useId, useRef, useState } from "react";
import {
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  TEMPLATE_DOCUMENT_ACCEPT,
} from "~/domain/certification/document-rules";
import { TIERS } from "~/domain/certification/tiers";
import { Button } from "~/web/components/ui/button";
import { Field, Select, Textarea } from "~/web/components/ui/field";
import { Input } from "~/web/components/ui/input";
import { toast } from "~/web/components/ui/toast";
import { useCertificationFormat } from "~/web/features/certification/local-words";
import { useT } from "~/web/features/languages/language-context";
import { ApiError } from "~/web/lib/api/client";
import { uploadTemplate } from "~/web/lib/api/templates";

/** The browser's pre-check of a template file; the server judges it again by its content. */
function isTemplateFile(file: File): boolean {
  return /\.(pdf|docx)$/i.test(file.name);
}

/**
 * The upload area of /admin/documents: title, tier, document type, instructions and the file (PDF or
 * .docx); `onUploaded` reads the page again.
 */
export function TemplateUploadForm({ onUploaded }: { onUploaded: () => Promise<void> }) {
  const t = useT();
  const words = useCertificationFormat();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState("");
  const [tier, setTier] = useState("");
  const [kind, setKind] = useState("");
  const [instructions, setInstructions] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  function chooseFile(chosen: File | null) {
    if (chosen && !isTemplateFile(chosen)) {
      const { title: heading, message } = DOCUMENT_MESSAGES.invalidTemplateType;
      toast.error(t(heading), { description: t(message) });
      if (fileRef.current) fileRef.current.value = "";
      setFile(null);
      return;
    }
    if (chosen && chosen.size > DOCUMENT_MAX_BYTES) {
      const { title: heading, message } = DOCUMENT_MESSAGES.tooLarge;
      toast.error(t(heading), { description: t(message) });
      if (fileRef.current) fileRef.current.value = "";
      setFile(null);
      return;
    }
    setFile(chosen);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim() || !tier || !kind || !file) {
      const { title: heading, message } = DOCUMENT_MESSAGES.missingInformation;
      toast.error(t(heading), { description: t(message) });
      return;
    }
    setProgress(0);
    try {
      const template = await uploadTemplate(
        { title: title.trim(), tier, document_type: kind, instructions: instructions.trim() || undefined },
        file,
        setProgress,
      );
      toast.success(t("Document uploaded"), {
        description: t("{name} is now available to applicants.", { name: template.name }),
      });
      setTitle("");
      setInstructions("");
      setFile(null);
      if (fileRef.current) fileRef.current.value = "";
      await onUploaded();
    } catch (error) {
      if (error instanceof ApiError && error.status === 415) {
        const { title: heading, message } = DOCUMENT_MESSAGES.invalidTemplateType;
        toast.error(t(heading), { description: t(message) });
      } else if (error instanceof ApiError && error.fields.title === "Missing information") {
        toast.error(t("Missing information"), {
          description: t(DOCUMENT_MESSAGES.missingInformation.message),
        });
      } else {
        const message = error instanceof ApiError ? error.message : t("Failed to upload document");
        toast.error(t("Upload failed"), { description: message });
      }
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-semibold text-stone-900">{t("Upload a template document")}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-title`} label={t("Title")} required>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={200}
            aria-required
            onChange={(e) => setTitle(e.target.value)}
            placeholder={t("e.g. Business License")}
          />
        </Field>
        <Field id={`${id}-tier`} label={t("Certification tier")} required>
          <Select id={`${id}-tier`} value={tier} aria-required onChange={(e) => setTier(e.target.value)}>
            <option value="">{t("Choose a tier")}</option>
            {TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {words.tier(tier)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-kind`} label={t("Document type")} required>
          <Select id={`${id}-kind`} value={kind} aria-required onChange={(e) => setKind(e.target.value)}>
            <option value="">{t("Choose a type")}</option>
            {DOCUMENT_KINDS.map((k) => (
              <option key={k.slug} value={k.slug}>
                {t(k.label)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-file`} label={t("File (PDF or Word .docx, at most 10 MB)")} required>
          <Input
            ref={fileRef}
            id={`${id}-file`}
            type="file"
            accept={TEMPLATE_DOCUMENT_ACCEPT}
            aria-required
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
            className="h-auto py-2"
          />
        </Field>
      </div>
      <Field id={`${id}-instructions`} label={t("Instructions (optional)")}>
        <Textarea
          id={`${id}-instructions`}
          value={instructions}
          maxLength={1000}
          onChange={(e) => setInstructions(e.target.value)}
          placeholder={t("What the applicant should do with this form")}
          className="min-h-16"
        />
      </Field>
      {busy && (
        <div>
          <progress
            value={progress}
            max={100}
            aria-label={t("Upload progress")}
            className="h-2 w-full overflow-hidden rounded [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-700"
          />
          <p className="mt-1 text-sm text-stone-600">{t("Uploading… {percent}%", { percent: progress })}</p>
        </div>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? t("Uploading...") : t("Upload Document")}
      </Button>
    </form>
  );
}
