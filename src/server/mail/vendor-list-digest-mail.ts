import type { Tier } from "~/domain/certification/tiers";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/languages/languages";
import type { VendorChangeKind } from "~/domain/vendor-lists/vendor-watch-rules";
import { type MailT, mailTranslator, tierName } from "./mail-language";
import type { MailMessage } from "./mailer";
import { renderMail } from "./render-mail";

/** One change to a watched vendor's certification, as vendorChangeSentence takes it. */
export type VendorChange = {
  kind: VendorChangeKind;
  businessName: string;
  tier: Tier;
  previousTier: Tier | null;
};

export type VendorListDigest = {
  /** The recipient's site (mailOrigin). */
  origin: string;
  lists: { id: string; name: string; changes: VendorChange[] }[];
};

/** One sentence of a change (vendorChangeSentence's, in the recipient's language). */
function changeSentence(t: MailT, change: VendorChange): string {
  const name = change.businessName;
  const tier = tierName(t, change.tier);
  switch (change.kind) {
    case "certified":
      return t("{name} was certified ({tier}).", { name, tier });
    case "tier_changed":
      return t("{name}'s certification changed from {previous} to {tier}.", {
        name,
        tier,
        previous: change.previousTier ? tierName(t, change.previousTier) : t("another tier"),
      });
    case "renewed":
      return t("{name}'s {tier} certification was renewed.", { name, tier });
    case "lapsed":
      return t("{name}'s {tier} certification lapsed.", { name, tier });
    case "revoked":
      return t("{name}'s {tier} certification was revoked.", { name, tier });
  }
}

/** The weekly e-mail of the changes to the vendors of the lists whose owner asked for it (decision 060). */
export function vendorListDigestMail(
  to: string,
  digest: VendorListDigest,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  const count = digest.lists.reduce((n, list) => n + list.changes.length, 0);
  return renderMail({
    to,
    language,
    subject: t(
      "Your vendor lists: {count, plural, one {# certification change} other {# certification changes}} this week",
      { count },
    ),
    origin: digest.origin,
    body: [
      { kind: "paragraph", text: t("The certifications of vendors on your lists changed this week:") },
      ...digest.lists.flatMap((list) => [
        {
          kind: "facts" as const,
          title: list.name,
          rows: list.changes.map((change, i) => ({ label: `${i + 1}`, value: changeSentence(t, change) })),
        },
        {
          kind: "link" as const,
          label: t("Open {list}:", { list: list.name }),
          url: `${digest.origin}/vendor-lists/${list.id}`,
        },
      ]),
    ],
    reason: t(
      "You receive this e-mail because you turned on the weekly digest of a vendor list on Ujamaa. Turn it off on the list's page.",
    ),
  });
}
