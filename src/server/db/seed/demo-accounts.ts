import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Db } from "~/server/db/client";
import { accounts, privacyPreferences, profiles, userRoles, users } from "~/server/db/schema";

/** The password of both demo accounts (the README names it); only present when demo data is loaded. */
export const DEMO_PASSWORD = "ujamaa-demo-password";

export const DEMO_ADMIN = { email: "admin@ujamaa.test", name: "Amara Okafor", role: "admin" } as const;
export const DEMO_OWNER = { email: "owner@ujamaa.test", name: "Jordan Ellis", role: "user" } as const;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Creates the demo admin and owner as better-auth would: a user with a verified e-mail, a
 * credential account (account id = user id) holding the scrypt hash, a profile, a role and
 * privacy preferences. Returns their ids.
 */
export async function insertDemoAccounts(tx: Tx, now: Date): Promise<{ adminId: string; ownerId: string }> {
  const people = [DEMO_ADMIN, DEMO_OWNER].map((p) => ({ ...p, id: randomUUID() }));
  const hashes = await Promise.all(people.map(() => hashPassword(DEMO_PASSWORD)));
  await tx.insert(users).values(
    people.map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await tx.insert(accounts).values(
    people.map((p, i) => ({
      id: randomUUID(),
      accountId: p.id,
      providerId: "credential",
      userId: p.id,
      password: hashes[i]!,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await tx
    .insert(profiles)
    .values(people.map((p) => ({ id: p.id, email: p.email, fullName: p.name, walkthroughCompletedAt: now })));
  await tx.insert(userRoles).values(people.map((p) => ({ userId: p.id, role: p.role })));
  await tx
    .insert(privacyPreferences)
    .values(people.map((p) => ({ userId: p.id, promotionalEmails: p.role !== "admin", updatedAt: now })));
  return { adminId: people[0]!.id, ownerId: people[1]!.id };
}
