import { useState } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "~/web/components/ui/icon";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/web/components/ui/tabs";
import { GeneralTab } from "~/web/features/accounts/settings/general-tab";
import { ProfileEditor } from "~/web/features/accounts/settings/profile-editor";
import { SecurityTab } from "~/web/features/accounts/settings/security-tab";
import { WalkthroughDock } from "~/web/features/accounts/walkthrough/walkthrough-dock";
import { WalkthroughTab } from "~/web/features/accounts/walkthrough/walkthrough-tab";
import { useT } from "~/web/features/languages/language-context";
import { PrivacyTab } from "~/web/features/privacy/privacy-tab";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/settings";
import { signedInOf } from "./page-guards.server";
import { loadSettings } from "./settings.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Settings · Ujamaa" },
];

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSettings(pageOf(context).runtime, signedInOf(context), request);
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { profile, privacy, sessions, interests, identities, identityProviders } = loaderData;
  const t = useT();
  const [params] = useSearchParams();
  const onboarding = params.get("onboarding") === "true";
  const [editing, setEditing] = useState(onboarding);
  // The walkthrough may send a user already on this page (its Restart is on the Walkthrough tab) to
  // ?onboarding=true: the page stays mounted, so the editor opens when the URL asks for it.
  const [onboardingSeen, setOnboardingSeen] = useState(onboarding);
  if (onboarding !== onboardingSeen) {
    setOnboardingSeen(onboarding);
    if (onboarding) setEditing(true);
  }
  const [tab, setTab] = useState(() => {
    const asked = params.get("tab");
    return asked === "privacy" || asked === "security" ? asked : "general";
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <header className="flex items-center gap-3">
        <Icon name="settings" className="h-7 w-7 text-brand-700" />
        <div>
          <h1 className="text-3xl font-bold text-stone-900">{t("Settings")}</h1>
          <p className="text-stone-600">{t("Manage your account, privacy and security.")}</p>
        </div>
      </header>
      {editing ? (
        // From the walkthrough, its step 3 stands beside the editor (below it on a phone), not over it.
        <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,36rem)_minmax(0,1fr)]">
          <ProfileEditor profile={profile} onboarding={onboarding} onBack={() => setEditing(false)} />
          {onboarding ? <WalkthroughDock /> : null}
        </div>
      ) : (
        <Tabs value={tab} onValueChange={setTab} className="mt-8">
          <TabsList>
            <TabsTrigger value="general">{t("General")}</TabsTrigger>
            <TabsTrigger value="privacy">{t("Privacy & Notifications")}</TabsTrigger>
            <TabsTrigger value="security">{t("Security")}</TabsTrigger>
            <TabsTrigger value="walkthrough">{t("Walkthrough")}</TabsTrigger>
          </TabsList>
          <TabsContent value="general">
            <GeneralTab
              profile={profile}
              onEdit={() => setEditing(true)}
              onNotifications={() => setTab("privacy")}
            />
          </TabsContent>
          <TabsContent value="privacy">
            <PrivacyTab privacy={privacy} interests={interests} />
          </TabsContent>
          <TabsContent value="security">
            <SecurityTab
              profile={profile}
              sessions={sessions}
              identities={identities}
              identityProviders={identityProviders}
              onPrivacy={() => setTab("privacy")}
            />
          </TabsContent>
          <TabsContent value="walkthrough">
            <WalkthroughTab completed={profile.walkthrough_completed_at !== null} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
