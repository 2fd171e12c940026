import { useCallback } from "react";
import type { MessageId } from "~/domain/languages/catalogs";
import { useLanguage, useT } from "~/web/features/languages/language-context";

/**
 * `text(message)`: an English message the page did not write itself — a form's check from the domain's
 * schemas, the server's answer — in the page's language when the catalogues have it, as it is otherwise.
 * An English page shows it as it came, without asking the catalogues for a message they may not hold.
 */
export function useMessageText(): (message: string | null | undefined) => string | undefined {
  const t = useT();
  const english = useLanguage() === "en";
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return english ? message : t(message as MessageId);
    },
    [t, english],
  );
}
