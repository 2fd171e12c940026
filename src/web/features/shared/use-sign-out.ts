import { useNavigate, useRevalidator } from "react-router";
import { toast } from "~/web/components/ui/toast";
import { authCall } from "~/web/lib/api/auth";
import { clearWalkthroughState } from "./walkthrough-store";

const IGNORED = new Set([401, 403, 404]);

/**
 * Signs out of this device (or every device). A 401/403/404 answer means the session is already
 * gone, so the page still forgets the user; other failures keep it and say so.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async function signOut(options: { everywhere?: boolean } = {}) {
    try {
      if (options.everywhere) {
        const revoked = await authCall("/revoke-sessions");
        if (!revoked.ok && !IGNORED.has(revoked.status)) throw new Error(revoked.message ?? "");
      }
      const res = await authCall("/sign-out");
      if (!res.ok && !IGNORED.has(res.status) && !options.everywhere) throw new Error(res.message ?? "");
    } catch (error) {
      toast.error("Sign out failed", {
        description:
          error instanceof Error && error.message ? error.message : "An error occurred during sign out.",
      });
      return;
    }
    clearWalkthroughState();
    toast.success("Signed out", { description: "You've been signed out successfully." });
    await navigate("/auth");
    await revalidator.revalidate();
  };
}
