import { lazy, Suspense, useEffect, useState } from "react";
import { useSessionUser } from "~/web/features/shared/session-user";

const WalkthroughDialog = lazy(() =>
  import("./walkthrough-dialog").then((module) => ({ default: module.WalkthroughDialog })),
);

/** The walkthrough is for signed-in members only: its code loads for them, once the page is live. */
export function Walkthrough() {
  const user = useSessionUser();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!user || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <WalkthroughDialog />
    </Suspense>
  );
}
