import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";
import type { Profile } from "~/web/lib/api/me";

type Props = { profile: Profile; onEdit(): void; onNotifications(): void };

export function GeneralTab({ profile, onEdit, onNotifications }: Props) {
  const t = useT();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card aria-labelledby="profile-settings-title">
        <CardTitle id="profile-settings-title">{t("Profile Settings")}</CardTitle>
        <CardDescription>{t("Manage your name, picture and e-mail.")}</CardDescription>
        <div className="mt-4 flex items-center gap-4">
          {profile.avatar_url ? (
            <img src={profile.avatar_url} alt="" className="h-14 w-14 rounded-full object-cover" />
          ) : (
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-stone-100">
              <Icon name="user-round" className="h-7 w-7 text-stone-400" />
            </span>
          )}
          <div>
            <p className="font-medium">{profile.full_name || t("No name yet")}</p>
            <p className="text-sm text-stone-600">{profile.email ?? profile.phone_number_display}</p>
          </div>
        </div>
        <Button className="mt-4" onClick={onEdit}>
          {t("Edit Profile")}
        </Button>
      </Card>
      <Card aria-labelledby="notifications-card-title">
        <CardTitle id="notifications-card-title">{t("Notifications")}</CardTitle>
        <CardDescription>{t("Choose which e-mails and alerts you receive.")}</CardDescription>
        <Button variant="outline" className="mt-4" onClick={onNotifications}>
          <Icon name="bell" className="h-4 w-4" />
          {t("Manage Notifications")}
        </Button>
      </Card>
    </div>
  );
}
