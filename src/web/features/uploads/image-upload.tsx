import { type ChangeEvent, useEffect, useRef, useState } from "react";
import type { MessageId } from "~/domain/languages/catalogs";
import { IMAGE_ACCEPT, type ImageProblem } from "~/domain/uploads/image-rules";
import { Button } from "~/web/components/ui/button";
import { Label } from "~/web/components/ui/label";
import { toast } from "~/web/components/ui/toast";
import { type Translate, useT } from "~/web/features/languages/language-context";
import { ApiError } from "~/web/lib/api/client";
import { cn } from "~/web/lib/cn";
import { checkPickedImage } from "./check-picked-image";

export type ImageUploadProps = {
  id: string;
  label: string;
  /** The chosen file a form holds until the business exists, the stored image's URL, or nothing. */
  value: File | string | null;
  /** The chosen file (no `upload`), the stored image's URL (after `upload`), or null after Remove. */
  onChange(value: File | string | null): void;
  /** Recommended size in pixels, shown as a hint: "200x200". */
  recommendedSize?: string;
  /** Uploads at once (the business exists) and resolves with the stored image's URL. */
  upload?(file: File, onProgress: (percent: number) => void): Promise<string | null>;
  /** Removes the stored image at once (the business exists). */
  remove?(): Promise<void>;
  /** Progress (0–100) of an upload the form runs itself, e.g. after creating the business. */
  progress?: number | null;
  /** Toast text when an upload fails for a reason the server does not name. */
  failureMessage?: string;
  /** A logo is square; a banner is wide (3:1). */
  shape?: "square" | "wide";
  /** An error from the server for this field, shown under it. */
  error?: string | undefined;
  disabled?: boolean;
  /**
   * Told when a chosen file is refused (true) and when the refusal is cleared by Remove or another
   * file (false): a form that holds the file for later blocks its submission meanwhile.
   */
  onRefusedChange?(refused: boolean): void;
};

/** An object URL for a chosen file while it is shown, released afterwards. */
function useFilePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

function toastFailure(error: unknown, fallback: string, t: Translate) {
  // The server names the rule an image broke ('Invalid file type', 'File too large') as the field error.
  const title = error instanceof ApiError ? error.fields.file : undefined;
  if (title)
    toast.error(t(title as MessageId), {
      description: error instanceof ApiError ? error.message : undefined,
    });
  else toast.error(t("Upload Error"), { description: fallback });
}

/**
 * An image field: a labelled picker for images only, checked in the browser before anything is sent
 * (type and size, with the spec's messages), a preview, upload progress and a Remove button. With
 * `upload` it stores the image at once; without, it hands the chosen file to the form.
 */
export function ImageUpload({
  id,
  label,
  value,
  onChange,
  recommendedSize,
  upload,
  remove,
  progress,
  failureMessage,
  shape = "square",
  error,
  disabled = false,
  onRefusedChange,
}: ImageUploadProps) {
  const t = useT();
  const [pending, setPending] = useState<File | null>(null);
  const [refused, setRefused] = useState<{ name: string; problem: ImageProblem } | null>(null);
  // Leaving (a wizard's step unmounts it) takes its refusal along: the refused file was never kept.
  const leaving = useRef<() => void>(() => {});
  leaving.current = () => {
    if (refused) onRefusedChange?.(false);
  };
  useEffect(() => () => leaving.current(), []);
  const [ownProgress, setOwnProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const shownFile = pending ?? (value instanceof File ? value : null);
  const filePreview = useFilePreview(shownFile);
  const preview = shownFile ? filePreview : typeof value === "string" ? value : null;
  const percent = ownProgress ?? progress ?? null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = await checkPickedImage(file);
    if (problem) {
      toast.error(t(problem.title), { description: t(problem.message) });
      setRefused({ name: file.name, problem });
      onRefusedChange?.(true);
      return;
    }
    clearRefusal();
    if (!upload) {
      onChange(file);
      return;
    }
    setPending(file);
    setBusy(true);
    setOwnProgress(0);
    try {
      onChange(await upload(file, setOwnProgress));
    } catch (err) {
      toastFailure(err, failureMessage ?? t("Failed to upload logo"), t);
    } finally {
      setPending(null);
      setBusy(false);
      setOwnProgress(null);
    }
  }

  function clearRefusal() {
    if (!refused) return;
    setRefused(null);
    onRefusedChange?.(false);
  }

  async function removeImage() {
    if (refused) {
      clearRefusal();
      return;
    }
    if (!remove || typeof value !== "string") {
      onChange(null);
      return;
    }
    setBusy(true);
    try {
      await remove();
      onChange(null);
    } catch (err) {
      toast.error(t("Error"), {
        description: err instanceof Error ? err.message : t("Failed to remove the image."),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className={cn("flex gap-4", shape === "wide" ? "flex-col" : "flex-wrap items-start")}>
        <div
          className={cn(
            "flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-stone-200 bg-stone-50",
            shape === "wide" ? "aspect-[3/1] w-full max-w-md" : "h-24 w-24",
          )}
        >
          {preview ? (
            <img
              src={preview}
              alt={t("{label} preview", { label })}
              className={cn("h-full w-full", shape === "wide" ? "object-cover" : "object-contain")}
            />
          ) : (
            <span className="text-xs text-stone-500">{t("No image")}</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            id={id}
            name={id}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={choose}
            disabled={disabled || busy}
            aria-invalid={error || refused ? true : undefined}
            aria-describedby={error || refused ? `${hintId} ${errorId}` : hintId}
            className="block w-full text-sm text-stone-700 file:me-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-stone-900 hover:file:bg-stone-100 disabled:opacity-50"
          />
          <p id={hintId} className="text-xs text-stone-500">
            {recommendedSize
              ? t("Recommended {size}. JPEG, PNG, GIF or WEBP, up to 5MB.", { size: recommendedSize })
              : t("JPEG, PNG, GIF or WEBP, up to 5MB.")}
          </p>
          {percent !== null ? (
            <div className="flex items-center gap-2">
              <div
                role="progressbar"
                aria-label={t("Uploading {title}", { title: label })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200"
              >
                <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              <span className="w-10 text-end text-xs tabular-nums text-stone-600" aria-hidden="true">
                {percent}%
              </span>
            </div>
          ) : null}
          {(value || refused) && !busy ? (
            <Button type="button" variant="outline" size="sm" onClick={removeImage} disabled={disabled}>
              {t("Remove")}
              <span className="sr-only"> {label}</span>
            </Button>
          ) : null}
          {refused ? (
            <p id={errorId} role="alert" className="text-sm text-ember-600">
              {t("{problem}: {name} was not used. {message}", {
                problem: t(refused.problem.title),
                name: refused.name,
                message: t(refused.problem.message),
              })}
            </p>
          ) : error ? (
            <p id={errorId} className="text-sm text-ember-600">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
