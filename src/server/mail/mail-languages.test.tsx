import { describe, expect, it } from "vitest";
import type { Language } from "~/domain/languages/languages";
import { applicationReceivedMail, applicationSubmittedMail } from "./application-submitted-mail";
import { certificationDecisionMail } from "./certification-decision-mail";
import {
  certificationExpiredMail,
  certificationRevokedMail,
  paymentFailedMail,
  renewalReminderMail,
} from "./certification-lifecycle-mail";
import type { MailMessage } from "./mailer";
import { opportunityDecisionMail } from "./opportunity-decision-mail";
import { paymentReceiptMail } from "./payment-receipt-mail";
import { reviewResponseMail } from "./review-response-mail";
import {
  accountExistsMail,
  confirmEmailMail,
  contactMessageMail,
  oneTimeCodeMail,
  opportunityAlertMail,
  resetPasswordMail,
} from "./templates";
import { vendorListDigestMail } from "./vendor-list-digest-mail";

const SITE = "http://127.0.0.1:4123";
const TO = "owner@example.com";
const AT = new Date("2026-11-24T12:00:00Z");
const business = { businessName: "Sweet Auburn Bakery", tier: "Certified" as const, origin: SITE };

/** Every kind of mail, in a language. */
const KINDS: Record<string, (language: Language) => Promise<MailMessage>> = {
  confirmation: (l) => confirmEmailMail(TO, `${SITE}/api/auth/verify-email?token=t`, l),
  reset: (l) => resetPasswordMail(TO, `${SITE}/api/auth/reset-password/t`, l),
  code: (l) => oneTimeCodeMail(TO, "042917", "sign-in", SITE, l),
  "account exists": (l) => accountExistsMail(TO, { signInUrl: `${SITE}/auth`, resetUrl: `${SITE}/r` }, l),
  contact: (l) =>
    contactMessageMail(
      TO,
      {
        name: "Ama",
        email: "ama@example.com",
        subject: "Hi",
        message: "Hello",
        signedIn: true,
        origin: SITE,
      },
      l,
    ),
  "opportunity alert": (l) =>
    opportunityAlertMail(
      TO,
      {
        ownerName: "Ada",
        match: "preferred",
        businessNames: ["Sweet Auburn Bakery", "Auburn Software"],
        title: "Roof repair",
        companyName: "Acme",
        description: null,
        location: null,
        budget: { min: 5000, max: null },
        deadline: "2026-12-01",
        naics: { edition: "NAICS 2017", codes: [] },
        origin: SITE,
        url: `${SITE}/opportunities/o1`,
        unsubscribeUrl: `${SITE}/api/v1/unsubscribe?token=t`,
      },
      l,
    ),
  "certification approved": (l) =>
    certificationDecisionMail(
      TO,
      { ...business, decision: "approved", notes: null, expires: AT, url: `${SITE}/certification/b1` },
      l,
    ),
  "renewal reminder": (l) =>
    renewalReminderMail(TO, { ...business, days: 30, expiresAt: AT, renewUrl: `${SITE}/renew/b1` }, l),
  expired: (l) =>
    certificationExpiredMail(
      TO,
      { ...business, expiresAt: AT, graceEndsAt: AT, renewUrl: `${SITE}/renew/b1` },
      l,
    ),
  revoked: (l) =>
    certificationRevokedMail(
      TO,
      { ...business, reason: "Closed", revokedAt: AT, url: `${SITE}/certification/b1` },
      l,
    ),
  "payment failed": (l) => paymentFailedMail(TO, { ...business, payUrl: `${SITE}/pay`, expiresAt: AT }, l),
  "review response": (l) => reviewResponseMail(TO, { ...business, url: `${SITE}/business/b1` }, l),
  "new application": (l) =>
    applicationSubmittedMail(TO, { ...business, reviewUrl: `${SITE}/admin/certifications` }, l),
  "application received": (l) =>
    applicationReceivedMail(TO, { ...business, url: `${SITE}/certification/b1` }, l),
  receipt: (l) =>
    paymentReceiptMail(
      TO,
      {
        ...business,
        amountCents: 34_800,
        currency: "usd",
        paidAt: AT,
        period: null,
        dashboardUrl: `${SITE}/dashboard`,
      },
      l,
    ),
  "opportunity decision": (l) =>
    opportunityDecisionMail(
      TO,
      {
        decision: "shortlisted",
        title: "Catering",
        businessName: "Sweet Auburn Bakery",
        note: null,
        origin: SITE,
        url: `${SITE}/o`,
      },
      l,
    ),
  "vendor list digest": (l) =>
    vendorListDigestMail(
      TO,
      {
        origin: SITE,
        lists: [
          {
            id: "l1",
            name: "Caterers",
            changes: [
              { kind: "renewed", businessName: "Sweet Auburn Bakery", tier: "Certified", previousTier: null },
            ],
          },
        ],
      },
      l,
    ),
};

const html = (mail: MailMessage) => new DOMParser().parseFromString(mail.html ?? "", "text/html");

describe("every mail in its recipient's language", () => {
  for (const [kind, make] of Object.entries(KINDS)) {
    it(`${kind}: French, Spanish and Arabic, from the mail catalogue; English as it was`, async () => {
      const english = await make("en");
      expect(html(english).documentElement.lang).toBe("en");
      expect(english.text).toMatch(/You receive this|You receive this service notice/);
      for (const language of ["fr", "es", "ar"] as const) {
        const mail = await make(language);
        const doc = html(mail);
        expect(doc.documentElement.lang).toBe(language);
        expect(doc.documentElement.dir).toBe(language === "ar" ? "rtl" : "ltr");
        expect(mail.subject, `${kind} in ${language}`).not.toBe(english.subject);
        // Nothing of the English footer or motto is left.
        expect(mail.text).not.toContain("You receive this");
        expect(mail.text).not.toContain("Educate. Elevate. Empower.");
        expect(doc.body.textContent).not.toContain("Educate. Elevate. Empower.");
        // The links are the same ones.
        const links = (m: MailMessage) => (m.text.match(/https?:\/\/\S+/g) ?? []).sort();
        expect(links(mail)).toEqual(links(english));
      }
    });
  }

  it("writes dates, amounts and counts the recipient's way", async () => {
    const receipt = await KINDS.receipt!("fr");
    expect(receipt.text).toContain("24 nov. 2026");
    expect(receipt.text).toContain("348,00");
    expect(receipt.subject).toBe("Reçu de paiement : certification Certifié pour Sweet Auburn Bakery");
    const reminder = await KINDS["renewal reminder"]!("ar");
    expect(reminder.subject).toContain("30 يومًا");
    expect((await KINDS["renewal reminder"]!("en")).subject).toBe(
      "Sweet Auburn Bakery: Certified certification expires in 30 days",
    );
  });
});
