import { useState } from "react";
import { useRevalidator } from "react-router";
import { useSessionUser } from "~/web/features/accounts/session-user";
import type { Opportunity } from "~/web/lib/api/opportunities";
import { CloseOpportunityDialog } from "./close-opportunity-dialog";
import { LazyOpportunityDialog } from "./lazy-opportunity-dialog";
import { SignInPrompt } from "./sign-in-prompt";

type Open =
  | { kind: "none" }
  | { kind: "sign-in" }
  | { kind: "create" }
  | { kind: "edit"; opportunity: Opportunity }
  | { kind: "close"; opportunity: Opportunity };

/**
 * Posting, editing and closing opportunities from a page: the actions open the right dialog (a
 * visitor is asked to sign in), and the page's data is read again after each change.
 */
export function useOpportunityEditor() {
  const user = useSessionUser();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState<Open>({ kind: "none" });
  const dismiss = () => setOpen({ kind: "none" });
  const changed = () => {
    dismiss();
    void revalidator.revalidate();
  };

  const dialogs = (
    <>
      <SignInPrompt open={open.kind === "sign-in"} onClose={dismiss} />
      <LazyOpportunityDialog
        open={open.kind === "create" || open.kind === "edit"}
        opportunity={open.kind === "edit" ? open.opportunity : undefined}
        onClose={dismiss}
        onSaved={changed}
      />
      <CloseOpportunityDialog
        opportunity={open.kind === "close" ? open.opportunity : null}
        onClose={dismiss}
        onClosed={changed}
      />
    </>
  );

  return {
    post: () => setOpen(user ? { kind: "create" } : { kind: "sign-in" }),
    edit: (opportunity: Opportunity) => setOpen({ kind: "edit", opportunity }),
    close: (opportunity: Opportunity) => setOpen({ kind: "close", opportunity }),
    dialogs,
  };
}
