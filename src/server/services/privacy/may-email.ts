import type { ServiceContext } from "~/server/services/service-context";
import { privacyPreferencesOf } from "./get-privacy-preferences";
import type { PrivacyKey } from "./privacy-preferences";

/** The switch that governs each kind of optional e-mail. Account e-mails (confirm, reset, codes) are always sent. */
const SWITCH: Record<OptionalMail, PrivacyKey> = {
  promotional: "promotionalEmails",
  contract_opportunity: "contractNotifications",
  partner_announcement: "partnerAnnouncements",
};

export type OptionalMail = "promotional" | "contract_opportunity" | "partner_announcement";

/** Whether a user allows this kind of optional e-mail (mail senders ask before sending). */
export async function mayEmail(
  { db }: ServiceContext,
  { userId, kind }: { userId: string; kind: OptionalMail },
): Promise<boolean> {
  return (await privacyPreferencesOf(db, userId))[SWITCH[kind]];
}
