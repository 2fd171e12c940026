import { Button } from "~/web/components/ui/button";
import { useT } from "~/web/features/languages/language-context";

/** Why the templates are missing when the page's loader could not read them. */
export const DOCUMENTS_UNREADABLE = "Failed to load documents from storage" as const;

/** The spec's 'Error loading documents' with the reason and a retry, for both template views. */
export function DocumentsLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-md bg-red-50 p-4 text-red-800">
      <p className="font-medium">{t("Error loading documents")}</p>
      <p className="text-sm">{message === DOCUMENTS_UNREADABLE ? t(DOCUMENTS_UNREADABLE) : message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("Retry")}
      </Button>
    </div>
  );
}
