import { useCallback } from "react";
import type { MessageId } from "~/domain/languages/catalogs";
import { useT } from "~/web/features/languages/language-context";

/**
 * `text(message)`: an English message the page did not write itself — a form's check from the domain's
 * schemas, the server's answer — in the page's language when the catalogues have it, as it is otherwise.
 */
export function useMessageText(): (message: string | null | undefined) => string | undefined {
  const t = useT();
  return useCallback((message) => (message ? t(message as MessageId) : undefined), [t]);
}
