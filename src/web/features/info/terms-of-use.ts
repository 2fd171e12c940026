import type { LegalDocument } from "./legal-document";

/** The Terms of Use: each text a message of the `termsOfUse` catalogue. */
export const TERMS_OF_USE: LegalDocument = {
  title: "Terms of Use",
  description:
    "The terms that apply when you use Ujamaa, the world business network app operated by Ujamaa LLC.",
  intro: [
    'These terms are an agreement between you and Ujamaa LLC, a Texas limited liability company ("we", "us"), which operates Ujamaa, the world business network app. By using Ujamaa you accept them. If you do not agree, please do not use the service.',
  ],
  sections: [
    {
      id: "eligibility",
      heading: "Who may use Ujamaa",
      blocks: [
        "Anyone may browse the directory. To create an account, list a business or apply for certification you must be at least 18 years old and able to enter into a contract. Ujamaa is not meant for children, and we collect no data from anyone under 13.",
      ],
    },
    {
      id: "accounts",
      heading: "Your account",
      blocks: [
        "Keep your password and sign-in codes to yourself and tell us at once if you think someone else has used your account. You are responsible for what happens under your account.",
      ],
    },
    {
      id: "listings",
      heading: "Listings and content",
      blocks: [
        {
          list: [
            "Only list a business you own or are authorized to represent, and keep its details accurate.",
            "You keep ownership of what you publish and give us permission to show it on Ujamaa and to promote the directory.",
            "Do not post anything unlawful, misleading, infringing or harmful. We may edit or remove content and suspend accounts that break these terms.",
          ],
        },
      ],
    },
    {
      id: "certification",
      heading: "Certification",
      blocks: [
        "Certification tiers (Free, Verified, Certified, Preferred) are granted after an administrator reviews your documents and affidavit. A certificate states the outcome of that review on its date; it is not a guarantee of a business's products or services. We may revoke a certification obtained with false information.",
      ],
    },
    {
      id: "payments",
      heading: "Payments and automatic renewal",
      blocks: [
        "Paid tiers are billed yearly in advance through our payment provider. Your subscription renews automatically at the end of each period unless cancelled before the renewal date. Fees already paid are not refunded except where the law requires it.",
      ],
    },
    {
      id: "privacy",
      heading: "Privacy and service providers",
      blocks: [
        {
          text: "Our {privacyPolicy} explains what data we collect and how we share it with service providers, a payment provider, an e-mail provider and analytics. Your data is processed in the U.S.",
          links: { privacyPolicy: { to: "/privacy-policy", label: "Privacy Policy" } },
        },
      ],
    },
    {
      id: "disclaimers",
      heading: "Disclaimers and liability",
      blocks: [
        'Ujamaa is provided "as is". Businesses listed are independent of us; we are not party to your dealings with them. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability is limited to the fees you paid us in the twelve months before the claim.',
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      blocks: [
        "These terms are governed by the laws of the State of Texas, United States, without regard to its conflict-of-law rules. Disputes will be heard by the state or federal courts located in Texas.",
      ],
    },
    {
      id: "changes",
      heading: "Changes and contact",
      blocks: [
        {
          text: "We may update these terms; the new version applies from its effective date shown on this page. Questions? Use the {contactPage}.",
          links: { contactPage: { to: "/contact", label: "Contact page" } },
        },
      ],
    },
  ],
};
