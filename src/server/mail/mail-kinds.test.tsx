import axe from "axe-core";
import { describe, expect, it } from "vitest";
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

/** The recipient's site: not the default origin, so a link built from anything else shows. */
const SITE = "http://127.0.0.1:4123";
const TO = "owner@example.com";
const AT = new Date("2026-11-24T12:00:00Z");
const UNSUBSCRIBE = `${SITE}/api/v1/unsubscribe?token=dXNlcg.abc`;

type Kind = { kind: string; make: () => Promise<MailMessage>; main: string | null; unsubscribe?: string };

const KINDS: Kind[] = [
  {
    kind: "account confirmation",
    make: () => confirmEmailMail(TO, `${SITE}/api/auth/verify-email?token=t`),
    main: `${SITE}/api/auth/verify-email?token=t`,
  },
  {
    kind: "password reset",
    make: () => resetPasswordMail(TO, `${SITE}/api/auth/reset-password/t`),
    main: `${SITE}/api/auth/reset-password/t`,
  },
  { kind: "one-time code", make: () => oneTimeCodeMail(TO, "042917", "sign-in", SITE), main: null },
  {
    kind: "account exists",
    make: () => accountExistsMail(TO, { signInUrl: `${SITE}/auth`, resetUrl: `${SITE}/auth?mode=reset` }),
    main: `${SITE}/auth`,
  },
  {
    kind: "contact message",
    make: () =>
      contactMessageMail("hello@ujamaa.test", {
        name: "Ama",
        email: "ama@example.com",
        subject: "Hi",
        message: "Hello",
        signedIn: false,
        origin: SITE,
      }),
    main: null,
  },
  {
    kind: "opportunity alert",
    make: () =>
      opportunityAlertMail(TO, {
        ownerName: "Ada",
        match: "preferred",
        businessNames: ["Sweet Auburn Bakery"],
        title: "Roof repair",
        companyName: "Acme",
        description: "Two roofs",
        location: "Atlanta, GA",
        budget: { min: null, max: null },
        deadline: "2026-12-01",
        naics: { edition: "NAICS 2017", codes: [] },
        origin: SITE,
        url: `${SITE}/opportunities/o1`,
        unsubscribeUrl: UNSUBSCRIBE,
      }),
    main: `${SITE}/opportunities/o1`,
    unsubscribe: UNSUBSCRIBE,
  },
  {
    kind: "opportunity alert for NAICS codes",
    make: () =>
      opportunityAlertMail(TO, {
        ownerName: "Ada",
        match: "naics",
        businessNames: ["Auburn Software"],
        title: "Booking app",
        companyName: "Acme",
        description: null,
        location: null,
        budget: { min: null, max: null },
        deadline: null,
        naics: { edition: "NAICS 2017", codes: ["541511 Custom Computer Programming Services"] },
        origin: SITE,
        url: `${SITE}/opportunities/o2`,
        unsubscribeUrl: UNSUBSCRIBE,
      }),
    main: `${SITE}/opportunities/o2`,
    unsubscribe: UNSUBSCRIBE,
  },
  {
    kind: "certification approved",
    make: () =>
      certificationDecisionMail(TO, {
        businessName: "Sweet Auburn Bakery",
        tier: "Certified",
        decision: "approved",
        notes: null,
        expires: "Nov 24, 2027",
        origin: SITE,
        url: `${SITE}/certification/b1`,
      }),
    main: `${SITE}/certification/b1`,
  },
  {
    kind: "certification not approved",
    make: () =>
      certificationDecisionMail(TO, {
        businessName: "Sweet Auburn Bakery",
        tier: "Verified",
        decision: "rejected",
        notes: "Upload the current licence",
        expires: null,
        origin: SITE,
        url: `${SITE}/certification/b1`,
      }),
    main: `${SITE}/certification/b1`,
  },
  {
    kind: "renewal reminder",
    make: () =>
      renewalReminderMail(TO, {
        businessName: "Sweet Auburn Bakery",
        tier: "Certified",
        days: 30,
        expiresAt: AT,
        origin: SITE,
        renewUrl: `${SITE}/renew/b1`,
      }),
    main: `${SITE}/renew/b1`,
  },
  {
    kind: "certification expired",
    make: () =>
      certificationExpiredMail(TO, {
        businessName: "Sweet Auburn Bakery",
        tier: "Certified",
        expiresAt: AT,
        graceEndsAt: AT,
        origin: SITE,
        renewUrl: `${SITE}/renew/b1`,
      }),
    main: `${SITE}/renew/b1`,
  },
  {
    kind: "certification revoked",
    make: () =>
      certificationRevokedMail(TO, {
        businessName: "Sweet Auburn Bakery",
        tier: "Certified",
        reason: "Closed",
        revokedAt: AT,
        origin: SITE,
        url: `${SITE}/certification/b1`,
      }),
    main: `${SITE}/certification/b1`,
  },
  {
    kind: "yearly payment failed",
    make: () =>
      paymentFailedMail(TO, {
        businessName: "Sweet Auburn Bakery",
        tier: "Certified",
        origin: SITE,
        payUrl: `${SITE}/pay/invoice/in_1`,
        expiresAt: AT,
      }),
    main: `${SITE}/pay/invoice/in_1`,
  },
  {
    kind: "review response",
    make: () =>
      reviewResponseMail(TO, {
        businessName: "Sweet Auburn Bakery",
        origin: SITE,
        url: `${SITE}/business/b1#review-r1`,
      }),
    main: `${SITE}/business/b1#review-r1`,
  },
  {
    kind: "new application (admins)",
    make: () =>
      applicationSubmittedMail(TO, {
        businessName: "Sweet Auburn Bakery",
        tier: "Certified",
        origin: SITE,
        reviewUrl: `${SITE}/admin/certifications`,
      }),
    main: `${SITE}/admin/certifications`,
  },
  {
    kind: "application received",
    make: () =>
      applicationReceivedMail(TO, {
        businessName: "Sweet Auburn Bakery",
        tier: "Certified",
        origin: SITE,
        url: `${SITE}/certification/b1`,
      }),
    main: `${SITE}/certification/b1`,
  },
  {
    kind: "payment receipt",
    make: () =>
      paymentReceiptMail(TO, {
        businessName: "Sweet Auburn Bakery",
        tier: "Certified",
        amountCents: 34_800,
        currency: "usd",
        paidAt: AT,
        period: { start: AT, end: new Date("2027-11-24T12:00:00Z") },
        origin: SITE,
        dashboardUrl: `${SITE}/dashboard`,
      }),
    main: `${SITE}/dashboard`,
  },
  {
    kind: "opportunity answer awarded",
    make: () =>
      opportunityDecisionMail(TO, {
        decision: "awarded",
        title: "Office catering",
        businessName: "Sweet Auburn Bakery",
        note: null,
        origin: SITE,
        url: `${SITE}/opportunities/o1`,
      }),
    main: `${SITE}/opportunities/o1`,
  },
  {
    kind: "opportunity answer declined, with the poster's note",
    make: () =>
      opportunityDecisionMail(TO, {
        decision: "declined",
        title: "Office catering",
        businessName: "Sweet Auburn Bakery",
        note: "Too far from us.",
        origin: SITE,
        url: `${SITE}/opportunities/o1`,
      }),
    main: `${SITE}/opportunities/o1`,
  },
];

/** The message's HTML part as the page's document, for axe and for reading it as a mail program would. */
function load(html: string): Document {
  const parsed = new DOMParser().parseFromString(html, "text/html");
  for (const attribute of [...parsed.documentElement.attributes])
    document.documentElement.setAttribute(attribute.name, attribute.value);
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  return document;
}

/** WCAG A and AA rules that apply to a document (colour contrast needs a layout engine). */
async function accessibilityProblems(doc: Document) {
  const result = await axe.run(doc, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] },
    rules: { "color-contrast": { enabled: false } },
  });
  return { violations: result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`), passed: result.passes };
}

describe("every kind of mail, from the one layout", () => {
  it.each(KINDS)("$kind: HTML and text, its main link on the recipient's site, accessible", async (k) => {
    const mail = await k.make();
    expect(mail.text.trim()).not.toBe("");
    expect(mail.text).toMatch(/— Ujamaa · Educate\. Elevate\. Empower\.$/);

    const doc = load(mail.html ?? "");
    expect(doc.documentElement.lang).toBe("en");
    const logo = doc.querySelector("img");
    expect(logo?.getAttribute("src")).toBe(`${SITE}/mail-logo.png`);
    expect(logo?.getAttribute("alt")).toBe("Ujamaa");
    expect(doc.body.textContent).toContain("Educate. Elevate. Empower.");
    // Why the recipient gets it: the same sentence in both parts.
    const reason = [...doc.querySelectorAll("p")].find((p) => p.textContent?.startsWith("You receive this"));
    expect(reason).toBeDefined();
    expect(mail.text).toContain(reason!.textContent!);

    const links = [...doc.querySelectorAll("a")].map((a) => a.getAttribute("href") ?? "");
    for (const link of links.filter((l) => l.startsWith("http")))
      expect(new URL(link).origin, link).toBe(SITE);
    for (const link of mail.text.match(/https?:\/\/\S+/g) ?? [])
      expect(new URL(link).origin, link).toBe(SITE);
    if (k.main) {
      // The main link is the button: the first link after the logo, in the text part too.
      expect(links[1]).toBe(k.main);
      expect(mail.text).toContain(k.main);
    }

    if (k.unsubscribe) {
      expect(links).toContain(k.unsubscribe);
      expect(mail.text).toContain(k.unsubscribe);
      expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${k.unsubscribe}>`);
    } else {
      expect(mail.headers?.["List-Unsubscribe"]).toBeUndefined();
    }

    const { violations, passed } = await accessibilityProblems(doc);
    expect(violations).toEqual([]);
    expect(passed.map((p) => p.id)).toEqual(
      expect.arrayContaining(["image-alt", "link-name", "html-has-lang"]),
    );
  });

  it("the accessibility check refuses an image without alt text and a link without a name", async () => {
    const mail = await confirmEmailMail(TO, `${SITE}/api/auth/verify-email?token=t`);
    const doc = load(mail.html!);
    doc.querySelector("img")!.removeAttribute("alt");
    doc.body.insertAdjacentHTML("beforeend", `<a href="${SITE}/x"></a>`);
    const { violations } = await accessibilityProblems(doc);
    expect(violations.map((v) => v.split(":")[0])).toEqual(
      expect.arrayContaining(["image-alt", "link-name"]),
    );
  });

  it("writes what people typed as text, never as markup, in the HTML part", async () => {
    const mail = await contactMessageMail("hello@ujamaa.test", {
      name: 'Eve <img src=x onerror="alert(1)">',
      email: "eve@example.com",
      subject: "<b>Bold</b> & co",
      message: "<script>alert('x')</script>",
      signedIn: false,
      origin: SITE,
    });
    const doc = load(mail.html!);
    expect(doc.querySelectorAll("script, b")).toHaveLength(0);
    expect(doc.querySelectorAll("img")).toHaveLength(1);
    expect(doc.body.textContent).toContain("<script>alert('x')</script>");
    expect(doc.body.textContent).toContain("<b>Bold</b> & co");
  });
});
