import { Button } from "~/web/components/ui/button";

/** Why the templates are missing when the page's loader could not read them. */
export const DOCUMENTS_UNREADABLE = "Failed to load documents from storage";

/** The spec's 'Error loading documents' with the reason and a retry, for both template views. */
export function DocumentsLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-md bg-red-50 p-4 text-red-800">
      <p className="font-medium">Error loading documents</p>
      <p className="text-sm">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
