import { useEffect } from "react";
import { renewSession } from "~/web/lib/api/auth";
import { useSessionUser } from "./session-user";

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
