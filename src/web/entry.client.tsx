import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { deferHydrationOfBlocksBelowTheFold } from "~/web/features/shared/hydrate-when-near";

deferHydrationOfBlocksBelowTheFold();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
