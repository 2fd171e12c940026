import { useEffect } from "react";
import { useSessionUser } from "~/web/features/shared/session-user";
import { renewSession } from "~/web/lib/api/auth";

/**
 * Once per page load of a signed-in user, asks better-auth for the session: when the session is
 * due for renewal the answer carries a fresh cookie, so active users stay signed in.
 */
export function SessionKeepAlive() {
  const signedIn = useSessionUser() !== null;
  useEffect(() => {
    if (signedIn) renewSession();
  }, [signedIn]);
  return null;
}
