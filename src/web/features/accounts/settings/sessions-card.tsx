import { useRevalidator } from "react-router";
import { LOCALES } from "~/domain/languages/local-format";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { Icon } from "~/web/components/ui/icon";
import { toast } from "~/web/components/ui/toast";
import { useSignOut } from "~/web/features/accounts/use-sign-out";
import { useLanguage, useT } from "~/web/features/languages/language-context";
import { type AccountSession, revokeOtherSessions, revokeSession } from "~/web/lib/api/sessions";

/** Where the account is signed in, with sign-out of one session, all others, or everywhere. */
export function SessionsCard({ sessions }: { sessions: AccountSession[] }) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const signOut = useSignOut();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(LOCALES[language], { dateStyle: "medium", timeStyle: "short" });

  async function revoke(id: string) {
    try {
      await revokeSession(id);
      toast.success(t("Session signed out"));
    } catch {
      toast.error(t("Could not sign out that session"));
    }
    await revalidator.revalidate();
  }

  async function revokeOthers() {
    try {
      const { revoked } = await revokeOtherSessions();
      toast.success(t("Other sessions signed out"), {
        description: t("{count} session(s) ended.", { count: revoked }),
      });
    } catch {
      toast.error(t("Could not sign out the other sessions"));
    }
    await revalidator.revalidate();
  }

  return (
    <Card aria-labelledby="sessions-title">
      <CardTitle id="sessions-title">{t("Active Sessions")}</CardTitle>
      <CardDescription>{t("Devices where you are signed in.")}</CardDescription>
      <ul className="mt-4 divide-y divide-stone-200" aria-label={t("Active sessions")}>
        {sessions.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 py-3">
            <div className="flex items-center gap-3">
              <Icon name="monitor" className="h-5 w-5 text-stone-500" />
              <div>
                <p className="text-sm font-medium">
                  {s.device}
                  {s.current ? (
                    <span className="ms-2 rounded bg-brand-50 px-1.5 text-xs text-brand-700">
                      {t("This device")}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-stone-500">
                  {t("Last used {when}", { when: when(s.last_used_at) })}
                  {s.ip_address ? ` · ${s.ip_address}` : ""}
                </p>
              </div>
            </div>
            {s.current ? null : (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void revoke(s.id)}
                aria-label={t("Sign out {device}", { device: s.device })}
              >
                {t("Sign out")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void revokeOthers()} disabled={sessions.length < 2}>
          {t("Sign Out Other Sessions")}
        </Button>
        <Button variant="destructive" onClick={() => void signOut({ everywhere: true })}>
          {t("Sign Out of All Devices")}
        </Button>
      </div>
    </Card>
  );
}
