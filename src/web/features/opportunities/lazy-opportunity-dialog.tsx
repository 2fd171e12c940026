import { lazy, Suspense } from "react";
import type { OpportunityDialogProps } from "./opportunity-dialog";

const OpportunityDialog = lazy(() =>
  import("./opportunity-dialog").then((module) => ({ default: module.OpportunityDialog })),
);

/** The opportunity dialog, its code (the form library and the schema) fetched when it first opens. */
export function LazyOpportunityDialog(props: OpportunityDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <OpportunityDialog {...props} />
    </Suspense>
  );
}
