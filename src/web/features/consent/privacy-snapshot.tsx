import { ShieldCheck, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/web/components/ui/button";
import {
  MOBILE_BREAKPOINT_PX,
  PRIVACY_POPUP_DELAY_MS,
  readPrivacyAcceptance,
  savePrivacyAcceptance,
} from "./consent-storage";
import { useCookieBannerOpen } from "./cookie-banner-open";

/**
 * On phones (under 768 px), a short privacy summary until it is accepted. It comes 1 s after the
 * page, or after the cookie banner is answered or closed: one prompt at a time on a small screen.
 */
export function PrivacySnapshot() {
  const [visible, setVisible] = useState(false);
  const cookieBannerOpen = useCookieBannerOpen();

  useEffect(() => {
    if (cookieBannerOpen || window.innerWidth >= MOBILE_BREAKPOINT_PX || readPrivacyAcceptance()) return;
    const timer = window.setTimeout(() => setVisible(true), PRIVACY_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [cookieBannerOpen]);

  if (!visible) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="privacy-snapshot-title"
      className="fixed inset-x-3 top-20 z-50 rounded-xl border border-stone-200 bg-white p-5 shadow-xl"
    >
      <button
        type="button"
        onClick={() => setVisible(false)}
        className="absolute right-2 top-2 rounded-md p-1 text-stone-500 hover:bg-stone-100"
        aria-label="Close privacy snapshot"
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
      <h2 id="privacy-snapshot-title" className="flex items-center gap-2 pr-8 font-semibold">
        <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Your Privacy at a Glance
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>We never sell your personal information.</li>
        <li>Your account data is used only to run Ujamaa.</li>
        <li>You choose which e-mails and cookies you allow.</li>
      </ul>
      <p className="mt-2 text-sm">
        <a href="/privacy-policy" className="text-brand-700 underline">
          Read the Privacy Policy
        </a>
      </p>
      <Button
        className="mt-4 w-full"
        onClick={() => {
          savePrivacyAcceptance();
          setVisible(false);
        }}
      >
        Accept &amp; Continue
      </Button>
    </section>
  );
}
