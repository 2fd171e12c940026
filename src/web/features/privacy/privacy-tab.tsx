import { startTransition, useState } from "react";
import { useRevalidator } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { Switch } from "~/web/components/ui/switch";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { OpportunityInterestsCard } from "~/web/features/opportunities/opportunity-interests-card";
import { type OpportunityInterests, type PrivacyPreferences, updatePrivacy } from "~/web/lib/api/me";

/** The switches by group; their words are message ids, shown in the page's language. */
const GROUPS: {
  title: MessageId;
  items: { key: keyof PrivacyPreferences; label: MessageId; text: MessageId }[];
}[] = [
  {
    title: "Email Notifications",
    items: [
      { key: "promotionalEmails", label: "Promotional Emails", text: "News, offers and events from Ujamaa." },
      {
        key: "contractNotifications",
        label: "Contract Notifications",
        text: "Alerts about new contract opportunities for your businesses.",
      },
      {
        key: "partnerAnnouncements",
        label: "Partner Announcements",
        text: "Announcements from our partners.",
      },
    ],
  },
  {
    title: "In-App Notifications",
    items: [
      {
        key: "contractAlertsInApp",
        label: "Contract Opportunity Alerts",
        text: "New contract opportunities in your notifications (the bell), whatever your e-mail choices.",
      },
    ],
  },
  {
    title: "Data & Privacy",
    items: [
      {
        key: "usageDataImprovement",
        label: "Usage Data for Improvement",
        text: "Help us improve Ujamaa with usage data.",
      },
      {
        key: "personalizedContent",
        label: "Personalized Content",
        text: "Recommendations based on your activity.",
      },
      { key: "analyticsTracking", label: "Analytics Tracking", text: "Measure how the site is used." },
    ],
  },
];

/**
 * The switches as the page's loader read them, saved to the account as soon as one changes: the
 * switch moves at once, then the page reads them again (a failure puts it back).
 */
export function PrivacyTab({
  privacy,
  interests,
}: {
  privacy: PrivacyPreferences;
  interests: OpportunityInterests;
}) {
  const t = useT();
  const revalidator = useRevalidator();
  // The switches being saved, shown as asked until the page has read them again.
  const [saving, setSaving] = useState<Partial<PrivacyPreferences>>({});
  const prefs = { ...privacy, ...saving };

  async function toggle(key: keyof PrivacyPreferences, value: boolean) {
    setSaving((shown) => ({ ...shown, [key]: value }));
    try {
      await updatePrivacy({ [key]: value });
      toast.success(t("Preferences saved"));
      await revalidator.revalidate();
    } catch {
      toast.error(t("Failed to save preferences"));
    } finally {
      // In a transition, as the router's own update of the page's data is: both show together.
      startTransition(() => setSaving(({ [key]: _, ...rest }) => rest));
    }
  }

  return (
    <div className="grid gap-6 md:grid-cols-2">
      {GROUPS.map((group) => (
        <Card key={group.title}>
          <CardTitle>{t(group.title)}</CardTitle>
          <CardDescription>{t("Stored with your account, on every device.")}</CardDescription>
          <ul className="mt-4 space-y-4">
            {group.items.map((item) => (
              <li key={item.key} className="flex items-center justify-between gap-4">
                <div>
                  <p id={`pref-${item.key}`} className="text-sm font-medium">
                    {t(item.label)}
                  </p>
                  <p className="text-xs text-stone-500">{t(item.text)}</p>
                </div>
                <Switch
                  checked={prefs[item.key]}
                  aria-labelledby={`pref-${item.key}`}
                  onCheckedChange={(on) => void toggle(item.key, on)}
                />
              </li>
            ))}
          </ul>
        </Card>
      ))}
      <OpportunityInterestsCard
        initial={interests}
        contractNotifications={prefs.contractNotifications}
        contractAlertsInApp={prefs.contractAlertsInApp}
      />
    </div>
  );
}
