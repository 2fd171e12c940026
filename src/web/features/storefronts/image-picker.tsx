import { useId } from "react";
import { Button } from "~/web/components/ui/button";
import { toast } from "~/web/components/ui/toast";
import { cn } from "~/web/lib/cn";
import { useObjectUrl } from "./use-object-url";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];
const MAX_BYTES = 5 * 1024 * 1024;

type ImagePickerProps = {
  label: string;
  hint: string;
  file: File | null;
  onChange(file: File | null): void;
  /** The preview's box: a square logo or a wide banner. */
  shape: "square" | "wide";
};

/**
 * Picks an image to upload once the storefront exists: images only, checked here first with the
 * spec's messages (the server checks again), shown as a preview that can be removed.
 */
export function ImagePicker({ label, hint, file, onChange, shape }: ImagePickerProps) {
  const id = useId();
  const preview = useObjectUrl(file);

  function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type)) {
      toast.error("Invalid file type", { description: "Please upload a JPEG, PNG, GIF, or WEBP image." });
      return;
    }
    if (chosen.size > MAX_BYTES) {
      toast.error("File too large", { description: "Maximum file size is 5MB." });
      return;
    }
    onChange(chosen);
  }

  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </p>
      <div
        className={cn(
          "flex items-center justify-center overflow-hidden rounded-lg border-2 border-dashed border-stone-300 bg-stone-50",
          shape === "square" ? "h-32 w-32" : "aspect-[3/1] w-full",
        )}
      >
        {preview ? (
          <img src={preview} alt={`${label} preview`} className="h-full w-full object-cover" />
        ) : (
          <span className="px-2 text-center text-xs text-stone-500">No image chosen</span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={id}
          className="inline-flex h-9 cursor-pointer items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
        >
          {file ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-describedby={`${id}-hint`}
            className="sr-only"
            onChange={choose}
          />
        </label>
        {file ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            {`Remove ${label.toLowerCase()}`}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {hint}
      </p>
    </div>
  );
}
