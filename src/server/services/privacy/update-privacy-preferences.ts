import type { Db } from "../../db/client.ts";
import { privacyPreferences } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import type { Actor } from "../../policy.ts";
import { requireUser } from "../../policy.ts";
import { privacyPreferencesOf } from "./get-privacy-preferences.ts";
import { type PrivacyPreferences, privacyPatchSchema } from "./privacy-preferences.ts";

/** Changes some of the signed-in user's switches; the others keep their value. */
export async function updatePrivacyPreferences(
  db: Db,
  actor: Actor,
  input: unknown,
): Promise<PrivacyPreferences> {
  const me = requireUser(actor);
  const parsed = privacyPatchSchema.safeParse(input);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.flatMap((i) =>
        i.code === "unrecognized_keys"
          ? i.keys.map((k) => [k, "Unknown preference"])
          : [[String(i.path[0] ?? "body"), "Must be true or false"]],
      ),
    );
    throw new AppError("validation", "Check the highlighted fields.", fields);
  }
  const next = { ...(await privacyPreferencesOf(db, me.userId)), ...parsed.data };
  await db
    .insert(privacyPreferences)
    .values({ userId: me.userId, ...next, updatedAt: new Date() })
    .onConflictDoUpdate({ target: privacyPreferences.userId, set: { ...next, updatedAt: new Date() } });
  return next;
}
