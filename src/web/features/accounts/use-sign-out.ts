import { useNavigate, useRevalidator } from "react-router";
import { toast } from "~/web/components/ui/toast";
import { authCall } from "~/web/lib/api/auth";
import { ApiError, serverMessage } from "~/web/lib/api/client";
import { clearWalkthroughState } from "./walkthrough/walkthrough-store";

const IGNORED = new Set([401, 403, 404]);

/** Rethrows a refusal unless it says the session is already gone. */
function unlessGone(error: unknown): void {
  if (!(error instanceof ApiError && IGNORED.has(error.status))) throw error;
}

/**
 * Signs out of this device (or every device). A 401/403/404 answer means the session is already
 * gone, so the page still forgets the user; other failures keep it and say so.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async function signOut(options: { everywhere?: boolean } = {}) {
    try {
      if (options.everywhere) await authCall("/revoke-sessions").catch(unlessGone);
      // Once every session is revoked this one is gone too: whatever signing out answers, the user is out.
      await authCall("/sign-out").catch(options.everywhere ? () => undefined : unlessGone);
    } catch (error) {
      toast.error("Sign out failed", {
        description: serverMessage(error) ?? "An error occurred during sign out.",
      });
      return;
    }
    clearWalkthroughState();
    toast.success("Signed out", { description: "You've been signed out successfully." });
    await navigate("/auth");
    await revalidator.revalidate();
  };
}
