import { useRevalidator } from "react-router";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { Icon } from "~/web/components/ui/icon";
import { toast } from "~/web/components/ui/toast";
import { useSignOut } from "~/web/features/accounts/use-sign-out";
import { type AccountSession, revokeOtherSessions, revokeSession } from "~/web/lib/api/sessions";

function when(iso: string) {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** Where the account is signed in, with sign-out of one session, all others, or everywhere. */
export function SessionsCard({ sessions }: { sessions: AccountSession[] }) {
  const revalidator = useRevalidator();
  const signOut = useSignOut();

  async function revoke(id: string) {
    try {
      await revokeSession(id);
      toast.success("Session signed out");
    } catch {
      toast.error("Could not sign out that session");
    }
    await revalidator.revalidate();
  }

  async function revokeOthers() {
    try {
      const { revoked } = await revokeOtherSessions();
      toast.success("Other sessions signed out", { description: `${revoked} session(s) ended.` });
    } catch {
      toast.error("Could not sign out the other sessions");
    }
    await revalidator.revalidate();
  }

  return (
    <Card aria-labelledby="sessions-title">
      <CardTitle id="sessions-title">Active Sessions</CardTitle>
      <CardDescription>Devices where you are signed in.</CardDescription>
      <ul className="mt-4 divide-y divide-stone-200" aria-label="Active sessions">
        {sessions.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 py-3">
            <div className="flex items-center gap-3">
              <Icon name="monitor" className="h-5 w-5 text-stone-500" />
              <div>
                <p className="text-sm font-medium">
                  {s.device}
                  {s.current ? (
                    <span className="ml-2 rounded bg-brand-50 px-1.5 text-xs text-brand-700">
                      This device
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-stone-500">
                  Last used {when(s.last_used_at)}
                  {s.ip_address ? ` · ${s.ip_address}` : ""}
                </p>
              </div>
            </div>
            {s.current ? null : (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void revoke(s.id)}
                aria-label={`Sign out ${s.device}`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void revokeOthers()} disabled={sessions.length < 2}>
          Sign Out Other Sessions
        </Button>
        <Button variant="destructive" onClick={() => void signOut({ everywhere: true })}>
          Sign Out of All Devices
        </Button>
      </div>
    </Card>
  );
}
