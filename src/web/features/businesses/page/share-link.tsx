import { useState } from "react";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";

/** Copies the page's address; without JavaScript (or clipboard access) the address is shown to copy by hand. */
export function ShareLink({ url }: { url: string }) {
  const t = useT();
  const [state, setState] = useState<"idle" | "copied" | "manual">("idle");
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="outline"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            setState("copied");
          } catch {
            setState("manual");
          }
        }}
      >
        <Icon name="share-2" className="h-4 w-4" />
        {t("Share")}
      </Button>
      <p role="status" className="text-sm text-stone-600">
        {state === "copied" ? t("Link copied to clipboard.") : ""}
      </p>
      {state === "manual" && (
        <label className="block text-sm">
          <span className="text-stone-700">{t("Copy this link:")}</span>
          <input readOnly value={url} className="mt-1 w-full rounded-md border border-stone-300 px-2 py-1" />
        </label>
      )}
    </div>
  );
}
