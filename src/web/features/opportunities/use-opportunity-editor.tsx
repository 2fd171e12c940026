import { lazy, Suspense, useState } from "react";
import { useRevalidator } from "react-router";
import { useSessionUser } from "~/web/features/accounts/session-user";
import type { Opportunity } from "~/web/lib/api/opportunities";
import { LazyOpportunityDialog } from "./lazy-opportunity-dialog";

// The sign-in prompt and the close confirmation load when first opened: the pages' script stays small.
const SignInPrompt = lazy(() =>
  import("./sign-in-prompt").then((module) => ({ default: module.SignInPrompt })),
);
const CloseOpportunityDialog = lazy(() =>
  import("./close-opportunity-dialog").then((module) => ({ default: module.CloseOpportunityDialog })),
);

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
      {open.kind === "sign-in" && (
        <Suspense fallback={null}>
          <SignInPrompt open onClose={dismiss} />
        </Suspense>
      )}
      <LazyOpportunityDialog
        open={open.kind === "create" || open.kind === "edit"}
        opportunity={open.kind === "edit" ? open.opportunity : undefined}
        onClose={dismiss}
        onSaved={changed}
      />
      {open.kind === "close" && (
        <Suspense fallback={null}>
          <CloseOpportunityDialog opportunity={open.opportunity} onClose={dismiss} onClosed={changed} />
        </Suspense>
      )}
    </>
  );

  return {
    post: () => setOpen(user ? { kind: "create" } : { kind: "sign-in" }),
    edit: (opportunity: Opportunity) => setOpen({ kind: "edit", opportunity }),
    close: (opportunity: Opportunity) => setOpen({ kind: "close", opportunity }),
    dialogs,
  };
}
