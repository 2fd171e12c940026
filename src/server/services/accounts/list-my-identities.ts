import { and, asc, eq, ne } from "drizzle-orm";
import type { IdentityProvider, LinkedIdentity } from "~/domain/accounts/linked-identities";
import { accounts } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import { requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { PASSWORD_PROVIDER } from "./sign-in-methods";

/** The OpenID Connect providers of OIDC_PROVIDERS, in their configured order. */
export function listIdentityProviders({ config }: Pick<ServiceContext, "config">): IdentityProvider[] {
  return config.oidcProviders.map(({ id, name }) => ({ id, name }));
}

/** The address in an ID token's payload (already verified when it was stored), or null. */
function emailOf(idToken: string | null): string | null {
  const payload = idToken?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown };
    return typeof claims.email === "string" ? claims.email : null;
  } catch {
    return null;
  }
}

/** The identities linked to the signed-in account, oldest first (the password is not one of them). */
export async function listMyIdentities(
  { db, config }: Pick<ServiceContext, "db" | "config">,
  actor: Actor,
): Promise<LinkedIdentity[]> {
  const me = requireUser(actor);
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, me.userId), ne(accounts.providerId, PASSWORD_PROVIDER)))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
  const names = new Map(config.oidcProviders.map((p) => [p.id, p.name]));
  return rows.map((row) => ({
    id: row.id,
    provider: row.providerId,
    provider_name: names.get(row.providerId) ?? row.providerId,
    email: emailOf(row.idToken),
    created_at: row.createdAt.toISOString(),
  }));
}
