import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/web/components/ui/button";
import { toast } from "~/web/components/ui/toast";
import type { LogoChoice } from "./logo-choice";

// Until the shared ImageUpload lands: the spec's checks (part 1 §5), a preview and remove.
const TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];
const MAX_BYTES = 5 * 1024 * 1024;

type LogoFieldProps = { value: LogoChoice; onChange(value: LogoChoice): void; disabled?: boolean };

export function LogoField({ value, onChange, disabled }: LogoFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value.file) return setPreview(null);
    const url = URL.createObjectURL(value.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value.file]);

  function pick(file: File | undefined) {
    if (!file) return;
    if (!TYPES.includes(file.type)) {
      toast.error("Invalid file type", { description: "Please upload a JPEG, PNG, GIF, or WEBP image." });
    } else if (file.size > MAX_BYTES) {
      toast.error("File too large", { description: "Maximum file size is 5MB." });
    } else {
      onChange({ ...value, file, removed: false });
    }
    if (input.current) input.current.value = "";
  }

  const shown = preview ?? (value.removed ? null : value.savedUrl);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Business Logo
      </label>
      <div className="flex items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt="Logo preview"
            className="h-20 w-20 rounded-md border border-stone-200 object-contain"
          />
        ) : (
          <div className="flex h-20 w-20 items-center justify-center rounded-md border border-dashed border-stone-300 bg-stone-100 text-xs text-stone-600">
            No logo
          </div>
        )}
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={TYPES.join(",")}
            disabled={disabled}
            onChange={(e) => pick(e.target.files?.[0])}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5"
          />
          {shown && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => onChange({ ...value, file: null, removed: true })}
            >
              Remove logo
            </Button>
          )}
        </div>
      </div>
      <p className="text-xs text-stone-500">JPEG, PNG, GIF or WebP, up to 5MB.</p>
    </div>
  );
}
