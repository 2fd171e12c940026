import type { LegalDocument } from "./legal-document";

/** The End User License Agreement: each text a message of the `eula` catalogue. */
export const EULA: LegalDocument = {
  title: "End User License Agreement",
  description: "The license under which you may use Ujamaa, the world business network app from Ujamaa LLC.",
  intro: [
    'This End User License Agreement ("EULA") is between you and Ujamaa LLC, a Texas limited liability company, for the use of Ujamaa, the world business network app, in a web browser or installed on a device. By using the app you accept this EULA.',
  ],
  sections: [
    {
      id: "license",
      heading: "License",
      blocks: [
        "We grant you a personal, revocable, non-exclusive, non-transferable license to use the app for its intended purpose: finding, listing and supporting businesses. The app is licensed, not sold; we keep all rights not expressly granted.",
      ],
    },
    {
      id: "restrictions",
      heading: "Restrictions",
      blocks: [
        {
          list: [
            "Do not copy, modify, resell or redistribute the app.",
            "Do not reverse engineer it except where the law allows it.",
            "Do not scrape the directory in bulk, overload the service or get around its security or rate limits.",
          ],
        },
      ],
    },
    {
      id: "age",
      heading: "Minimum age",
      blocks: ["You must be at least 18 to create an account. We collect no data from children under 13."],
    },
    {
      id: "privacy",
      heading: "Privacy",
      blocks: [
        {
          text: "Our {privacyPolicy} describes the data we collect, how we share it with service providers, a payment provider, an e-mail provider and analytics, and that it is processed in the U.S.",
          links: { privacyPolicy: { to: "/privacy-policy", label: "Privacy Policy" } },
        },
      ],
    },
    {
      id: "subscriptions",
      heading: "Subscriptions",
      blocks: [
        "Paid certification tiers bought in the app renew automatically at the end of each period unless cancelled before the renewal date.",
      ],
    },
    {
      id: "termination",
      heading: "Termination",
      blocks: [
        "This license ends if you break this EULA or stop using the app. We may suspend or end access to protect the service or its users.",
      ],
    },
    {
      id: "warranty",
      heading: "No warranty",
      blocks: [
        {
          text: 'The app is provided "as is" without warranties of any kind, to the extent the law allows. Our liability is limited as set out in the {termsOfUse}.',
          links: { termsOfUse: { to: "/terms-of-use", label: "Terms of Use" } },
        },
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      blocks: ["This EULA is governed by the laws of the State of Texas, United States."],
    },
  ],
};
