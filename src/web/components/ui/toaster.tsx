import { type CSSProperties, lazy, Suspense } from "react";
import { useToastRequested, useToastsClearance } from "./toast";
import { useUiText } from "./ui-text";

// Bottom right, where no navigation is; above the cookie banner while it is shown (--covered-bottom,
// from keepToastsAbove), and on screens narrow enough for the signed-in tab bar (it is marked
// data-tab-bar and hides from md up) above the tab bar too.
const PLACE =
  "[--toast-bottom:calc(1.5rem_+_var(--covered-bottom,0px))] max-md:[body:has([data-tab-bar])_&]:[--toast-bottom:max(calc(4.75rem_+_env(safe-area-inset-bottom)),calc(1.5rem_+_var(--covered-bottom,0px)))]";
/** The spec's toast defaults: one at a time, each for 5 s. */
export const TOAST_RULES = { visibleToasts: 1, duration: 5000 } as const;
const BOTTOM = "var(--toast-bottom)";

const Sonner = lazy(() =>
  import("sonner").then(({ Toaster }) => ({
    default: function LocalToaster() {
      const { t } = useUiText();
      const coveredBottom = useToastsClearance();
      return (
        <Toaster
          style={{ "--covered-bottom": `${coveredBottom}px` } as CSSProperties}
          position="bottom-right"
          offset={{ bottom: BOTTOM }}
          mobileOffset={{ bottom: BOTTOM }}
          className={PLACE}
          richColors
          closeButton
          visibleToasts={TOAST_RULES.visibleToasts}
          duration={TOAST_RULES.duration}
          containerAriaLabel={t("Notifications")}
          toastOptions={{ closeButtonAriaLabel: t("Close toast") }}
        />
      );
    },
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
