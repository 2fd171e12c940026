import { useRouteLoaderData } from "react-router";
import type { Role } from "~/domain/accounts/account-types";

/** The signed-in user as every page knows it (from the root loader). */
export type SessionUser = {
  id: string;
  name: string;
  /** Null for an account made with a phone number only. */
  email: string | null;
  role: Role;
  emailVerified: boolean;
  avatarUrl: string | null;
  walkthroughCompleted: boolean;
};

export type RootData = { user: SessionUser | null };

export function useSessionUser(): SessionUser | null {
  return useRouteLoaderData<RootData>("root")?.user ?? null;
}
