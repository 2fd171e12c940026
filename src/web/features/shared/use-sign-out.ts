import { useNavigate, useRevalidator } from "react-router";
import { toast } from "~/web/components/ui/toast";
import { clearWalkthroughState } from "./walkthrough-store";

const IGNORED = new Set([401, 403, 404]);

async function post(path: string): Promise<Response> {
  return fetch(`/api/auth${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
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
      if (options.everywhere) {
        const revoked = await post("/revoke-sessions");
        if (!revoked.ok && !IGNORED.has(revoked.status)) throw await failure(revoked);
      }
      const res = await post("/sign-out");
      if (!res.ok && !IGNORED.has(res.status) && !options.everywhere) throw await failure(res);
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

async function failure(res: Response): Promise<Error> {
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  return new Error(body?.message ?? "");
}
