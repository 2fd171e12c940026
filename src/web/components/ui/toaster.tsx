import { lazy, Suspense } from "react";
import { useToastRequested } from "./toast";

// Bottom right, where no navigation is; on screens narrow enough for the signed-in tab bar (it is
// marked data-tab-bar and hides from md up) the toasts sit above it.
const PLACE =
  "[--toast-bottom:1.5rem] max-md:[body:has([data-tab-bar])_&]:[--toast-bottom:calc(4.75rem_+_env(safe-area-inset-bottom))]";
const BOTTOM = "var(--toast-bottom)";

const Sonner = lazy(() =>
  import("sonner").then(({ Toaster }) => ({
    default: () => (
      <Toaster
        position="bottom-right"
        offset={{ bottom: BOTTOM }}
        mobileOffset={{ bottom: BOTTOM }}
        className={PLACE}
        richColors
        closeButton
      />
    ),
  })),
);

/** The one toast area of the app (sonner), loaded with the first toast. */
export function Toaster() {
  const requested = useToastRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Sonner />
    </Suspense>
  );
}
