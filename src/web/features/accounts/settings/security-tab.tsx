import { useRevalidator } from "react-router";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";
import type { IdentityProvider, LinkedIdentity } from "~/web/lib/api/identities";
import type { Profile } from "~/web/lib/api/me";
import type { AccountSession } from "~/web/lib/api/sessions";
import { ChangePasswordCard } from "./change-password-card";
import { LinkedIdentitiesCard } from "./linked-identities-card";
import { PhoneNumberCard } from "./phone-number-card";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

type Props = {
  profile: Profile;
  sessions: AccountSession[];
  identities: LinkedIdentity[];
  identityProviders: IdentityProvider[];
  onPrivacy(): void;
};

export function SecurityTab({ profile, sessions, identities, identityProviders, onPrivacy }: Props) {
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChangePasswordCard onChanged={() => void revalidator.revalidate()} />
      <TwoFactorCard enabled={profile.two_factor_type === "totp"} />
      <PhoneNumberCard profile={profile} />
      <SessionsCard sessions={sessions} />
      <LinkedIdentitiesCard identities={identities} providers={identityProviders} />
      <Card aria-labelledby="privacy-settings-title">
        <CardTitle id="privacy-settings-title">{t("Privacy")}</CardTitle>
        <CardDescription>{t("Choose which e-mails you receive and how your data is used.")}</CardDescription>
        <Button variant="outline" className="mt-4" onClick={onPrivacy}>
          <Icon name="shield-check" className="h-4 w-4" />
          {t("Privacy Settings")}
        </Button>
      </Card>
    </div>
  );
}
