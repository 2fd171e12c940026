import { useEffect, useRef, useState } from "react";
import type { MessageId } from "~/domain/languages/catalogs";
import { Button } from "~/web/components/ui/button";
import { Switch } from "~/web/components/ui/switch";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import type { ConsentChoice } from "./consent-cookie";
import { ConsentPrompt } from "./consent-prompt";
import { readConsentChoice, saveCookieConsent, syncConsentCookie } from "./consent-storage";
import { closeCookieBanner, useCookieBannerOpen, useCookieSettingsOpening } from "./cookie-banner-open";

const CUSTOMIZE_DEFAULTS: ConsentChoice = { analytics: true, preferences: true, marketing: false };

const CATEGORIES = [
  { key: "analytics", label: "Analytics", text: "Helps us understand how the site is used." },
  { key: "preferences", label: "Preferences", text: "Remembers your choices, such as filters." },
  { key: "marketing", label: "Marketing", text: "Lets partners show you relevant offers." },
] as const satisfies readonly { key: keyof ConsentChoice; label: MessageId; text: MessageId }[];

/** Where the policy's link sits in the sentence about cookies, in the page's language. */
const POLICY_MARK = "\u0000";

/**
 * Shown until this device stores a choice; closing hides it for this visit only. A request without the
 * consent cookie gets it in the server's HTML, so it is painted before React loads. "Cookie settings"
 * (the footer) opens it again at its choices, set as this device chose them.
 */
export function CookieBanner() {
  const open = useCookieBannerOpen();
  const settingsOpening = useCookieSettingsOpening();

  useEffect(syncConsentCookie, []);

  if (!open) return null;
  // Each opening from "Cookie settings" starts from the device's stored choice.
  return <CookieChoices key={settingsOpening} fromSettings={settingsOpening > 0} />;
}

function CookieChoices({ fromSettings }: { fromSettings: boolean }) {
  const t = useT();
  const local = useLocalPath();
  const [customizing, setCustomizing] = useState(fromSettings);
  const [choice, setChoice] = useState<ConsentChoice>(() =>
    fromSettings ? (readConsentChoice() ?? CUSTOMIZE_DEFAULTS) : CUSTOMIZE_DEFAULTS,
  );
  const first = useRef<HTMLButtonElement>(null);
  // Asked for from the footer: the keyboard goes to the first choice, not back to the top of the page.
  useEffect(() => {
    if (fromSettings) first.current?.focus();
  }, [fromSettings]);
  const [beforePolicy, afterPolicy] = t(
    "We use essential cookies to run this site. With your consent we'd also use cookies for analytics, preferences and marketing. See our {policy}.",
    { policy: POLICY_MARK },
  ).split(POLICY_MARK);

  return (
    <ConsentPrompt
      id="cookie-banner-title"
      title={t("We value your privacy")}
      icon="cookie"
      closeLabel={t("Close cookie banner")}
      onClose={closeCookieBanner}
      coversBottom
      className="inset-x-0 bottom-0 border-t p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <p className="mt-1 ps-8 text-sm text-stone-600">
        {beforePolicy}
        <a href={local("/cookie-policy")} className="text-brand-700 underline">
          {t("Cookie Policy")}
        </a>
        {afterPolicy}
      </p>

      {customizing ? (
        <fieldset className="mt-4 space-y-3">
          <legend className="sr-only">{t("Cookie preferences")}</legend>
          <div className="flex items-center justify-between gap-4">
            <div>
              <p className="text-sm font-medium" id="cookie-essential">
                {t("Essential")}
              </p>
              <p className="text-xs text-stone-500">{t("Needed for sign-in and security. Always on.")}</p>
            </div>
            <Switch checked disabled aria-labelledby="cookie-essential" onCheckedChange={() => {}} />
          </div>
          {CATEGORIES.map((c, i) => (
            <div key={c.key} className="flex items-center justify-between gap-4">
              <div>
                <p className="text-sm font-medium" id={`cookie-${c.key}`}>
                  {t(c.label)}
                </p>
                <p className="text-xs text-stone-500">{t(c.text)}</p>
              </div>
              <Switch
                ref={i === 0 ? first : undefined}
                checked={choice[c.key]}
                aria-labelledby={`cookie-${c.key}`}
                onCheckedChange={(on) => setChoice((prev) => ({ ...prev, [c.key]: on }))}
              />
            </div>
          ))}
          <Button onClick={() => saveCookieConsent(choice)}>{t("Save Preferences")}</Button>
        </fieldset>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => saveCookieConsent({ analytics: true, preferences: true, marketing: true })}>
            {t("Accept All")}
          </Button>
          <Button
            variant="outline"
            onClick={() => saveCookieConsent({ analytics: false, preferences: false, marketing: false })}
          >
            {t("Essential Only")}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setChoice(CUSTOMIZE_DEFAULTS);
              setCustomizing(true);
            }}
          >
            {t("Customize")}
          </Button>
        </div>
      )}
    </ConsentPrompt>
  );
}
