import type { LegalDocument } from "./legal-document";
import { OPERATOR } from "./operator";

/** The Privacy Policy: each text a message of the `privacyPolicy` catalogue. */
export const PRIVACY_POLICY: LegalDocument = {
  title: "Privacy Policy",
  description: "How Ujamaa LLC collects, uses, shares and protects your information on Ujamaa.",
  intro: [
    "Ujamaa is operated by Ujamaa LLC, a Texas limited liability company, which describes Ujamaa as the world business network app. This policy explains what information we collect when you use Ujamaa, why we collect it, who we share it with and the choices you have.",
  ],
  sections: [
    {
      id: "data-we-collect",
      heading: "Data we collect",
      blocks: [
        "We collect only what we need to run the directory, storefronts and certification:",
        {
          list: [
            "Account data: your name, e-mail address and password (stored only as a secure hash), and your profile picture if you add one.",
            "Business data: the listings and storefronts you publish, such as business name, category, address, phone, e-mail, website, hours, logo and images.",
            "Certification data: the documents, signed affidavit and tier you submit when you apply for or renew certification.",
            "Payment data: the tier, amount and status of each payment. Card details go straight to our payment provider; we never see or store them.",
            "Messages: what you send us through the Contact page, with your name and e-mail address.",
            "Technical data: your IP address, browser and device type and session records, used to keep accounts secure and to limit abuse.",
            "Usage data: counts of profile views and of clicks on a business's phone number and website, kept per business and per day so owners can see how their listing performs.",
            "Your choices: your privacy preferences (stored with your account) and your cookie choice (stored on your device).",
          ],
        },
      ],
    },
    {
      id: "how-we-use-data",
      heading: "How we use your data",
      blocks: [
        {
          list: [
            "To provide Ujamaa: show listings, run search, manage your account and storefronts.",
            "To review certification applications and issue certificates anyone can verify.",
            "To send the e-mails you need (confirmations, sign-in codes, password resets) and, if you allow it in Settings, contract opportunity alerts and announcements.",
            "To answer your messages, keep the service secure and meet our legal obligations.",
          ],
        },
        "We do not sell your personal information.",
      ],
    },
    {
      id: "sharing",
      heading: "Sharing with service providers",
      blocks: [
        "We share information only with providers that help us run Ujamaa, and only what each needs:",
        {
          list: [
            "Service providers that host our servers, database and file storage.",
            "A payment provider that processes payments for paid certification tiers.",
            "An e-mail provider that delivers the messages we send you.",
            {
              text: "Analytics: measurement of how the site is used, only with your consent (see the {cookiePolicy}).",
              links: { cookiePolicy: { to: "/cookie-policy", label: "Cookie Policy" } },
            },
          ],
        },
        "Information you publish in a listing or storefront is public. We may also disclose information when the law requires it.",
      ],
    },
    {
      id: "processing-in-the-us",
      heading: "Processing in the U.S.",
      blocks: [
        "Ujamaa is operated from the United States. Your information is stored and processed in the U.S., whichever country you use Ujamaa from.",
      ],
    },
    {
      id: "age",
      heading: "Minimum age",
      blocks: [
        "You must be at least 18 years old to create an account. We do not knowingly collect any data from children under 13; if you believe a child has given us information, contact us and we will delete it.",
      ],
    },
    {
      id: "subscriptions",
      heading: "Subscriptions and renewal",
      blocks: [
        "Paid certification tiers are subscriptions that renew automatically unless cancelled. We keep the payment records needed to renew or cancel them and for our accounts.",
      ],
    },
    {
      id: "your-choices",
      heading: "Your choices and rights",
      blocks: [
        "You can update your profile and your e-mail and privacy preferences in Settings, sign out of your other sessions, and change your cookie choice at any time. To get a copy of your data or to have your account deleted, contact us.",
      ],
    },
    {
      id: "retention-and-security",
      heading: "Retention and security",
      blocks: [
        "We keep your information while your account is open and afterwards only as long as the law or a dispute requires. Passwords are hashed, connections are encrypted, and private documents are only reachable through short-lived links.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      blocks: ["This policy is governed by the laws of the State of Texas, United States."],
    },
    {
      id: "contact",
      heading: "Changes and contact",
      blocks: [
        {
          text: "We will post any change to this policy on this page with a new effective date. Questions? Write to {email} or use the {contactPage}.",
          links: {
            email: { to: `mailto:${OPERATOR.email}`, verbatim: OPERATOR.email },
            contactPage: { to: "/contact", label: "Contact page" },
          },
        },
      ],
    },
  ],
};
