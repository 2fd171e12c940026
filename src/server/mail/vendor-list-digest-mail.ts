import type { MailMessage } from "./mailer";
import { renderMail } from "./render-mail";

export type VendorListDigest = {
  /** The recipient's site (mailOrigin). */
  origin: string;
  lists: { id: string; name: string; sentences: string[] }[];
};

/** The weekly e-mail of the changes to the vendors of the lists whose owner asked for it (decision 060). */
export function vendorListDigestMail(to: string, digest: VendorListDigest): Promise<MailMessage> {
  const count = digest.lists.reduce((n, list) => n + list.sentences.length, 0);
  return renderMail({
    to,
    subject: `Your vendor lists: ${count} certification ${count === 1 ? "change" : "changes"} this week`,
    origin: digest.origin,
    body: [
      { kind: "paragraph", text: "The certifications of vendors on your lists changed this week:" },
      ...digest.lists.flatMap((list) => [
        {
          kind: "facts" as const,
          title: list.name,
          rows: list.sentences.map((sentence, i) => ({ label: `${i + 1}`, value: sentence })),
        },
        {
          kind: "link" as const,
          label: `Open ${list.name}:`,
          url: `${digest.origin}/vendor-lists/${list.id}`,
        },
      ]),
    ],
    reason:
      "You receive this e-mail because you turned on the weekly digest of a vendor list on Ujamaa. Turn it off on the list's page.",
  });
}
