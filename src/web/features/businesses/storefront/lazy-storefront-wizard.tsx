import { lazy, Suspense } from "react";
import type { StorefrontWizardDialogProps } from "./storefront-wizard-dialog";

const StorefrontWizardDialog = lazy(() =>
  import("./storefront-wizard-dialog").then((module) => ({ default: module.StorefrontWizardDialog })),
);

/**
 * The storefront wizard, its code (the form library and the schema) fetched when it first opens, so
 * pages that only might open it (any page, through the walkthrough) do not carry it.
 */
export function LazyStorefrontWizardDialog(props: StorefrontWizardDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <StorefrontWizardDialog {...props} />
    </Suspense>
  );
}
