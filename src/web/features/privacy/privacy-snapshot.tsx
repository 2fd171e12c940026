import { useEffect, useState } from "react";
import { Button } from "~/web/components/ui/button";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { ConsentPrompt } from "./consent-prompt";
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
  const t = useT();
  const local = useLocalPath();

  useEffect(() => {
    if (cookieBannerOpen || window.innerWidth >= MOBILE_BREAKPOINT_PX || readPrivacyAcceptance()) return;
    const timer = window.setTimeout(() => setVisible(true), PRIVACY_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [cookieBannerOpen]);

  if (!visible) return null;
  return (
    <ConsentPrompt
      id="privacy-snapshot-title"
      title={t("Your Privacy at a Glance")}
      icon="shield-check"
      closeLabel={t("Close privacy snapshot")}
      onClose={() => setVisible(false)}
      className="inset-x-3 top-20 rounded-xl border p-5 shadow-xl"
      dialog
    >
      <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-stone-700">
        <li>{t("We never sell your personal information.")}</li>
        <li>{t("Your account data is used only to run Ujamaa.")}</li>
        <li>{t("You choose which e-mails and cookies you allow.")}</li>
      </ul>
      <p className="mt-2 text-sm">
        <a href={local("/privacy-policy")} className="text-brand-700 underline">
          {t("Read the Privacy Policy")}
        </a>
      </p>
      <Button
        className="mt-4 w-full"
        onClick={() => {
          savePrivacyAcceptance();
          setVisible(false);
        }}
      >
        {t("Accept & Continue")}
      </Button>
    </ConsentPrompt>
  );
}
