import { lazy, Suspense, useEffect, useState } from "react";
import { useSessionUser } from "~/web/features/accounts/session-user";
import type { StorefrontWizard } from "./walkthrough-dialog";

const WalkthroughDialog = lazy(() =>
  import("./walkthrough-dialog").then((module) => ({ default: module.WalkthroughDialog })),
);

/**
 * The walkthrough is for signed-in members only: its code loads for them, once the page is live.
 * Its 'Open My Storefront' card opens `storefrontWizard` (another feature's, given by the layout).
 */
export function Walkthrough({ storefrontWizard }: { storefrontWizard: StorefrontWizard }) {
  const user = useSessionUser();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!user || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <WalkthroughDialog storefrontWizard={storefrontWizard} />
    </Suspense>
  );
}
