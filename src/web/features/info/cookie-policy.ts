import type { LegalDocument } from "./legal-document";

/** The Cookie Policy: each text a message of the `cookiePolicy` catalogue. */
export const COOKIE_POLICY: LegalDocument = {
  title: "Cookie Policy",
  description: "Which cookies and device storage Ujamaa uses, and how to choose which you allow.",
  intro: [
    "This policy explains how Ujamaa LLC, a Texas limited liability company that operates Ujamaa, the world business network app, uses cookies and similar storage on your device.",
  ],
  sections: [
    {
      id: "what-are-cookies",
      heading: "What cookies are",
      blocks: [
        "Cookies are small files a website stores in your browser. Similar storage, such as your browser's local storage, works the same way. We use both only as described here.",
      ],
    },
    {
      id: "categories",
      heading: "The categories we use",
      blocks: [
        "The cookie banner lets you choose among these categories:",
        {
          list: [
            "Essential (always on): needed for sign-in and security, such as your session cookie. The site cannot work without them.",
            "Analytics: helps us understand how the site is used, such as which pages are visited.",
            "Preferences: remembers your choices, such as filters.",
            "Marketing: lets partners show you relevant offers.",
          ],
        },
        "Only essential cookies are used until you choose otherwise. Profile views and clicks that owners see in their storefront statistics are counted on our server without cookies.",
      ],
    },
    {
      id: "your-choice",
      heading: "Your choice",
      blocks: [
        "On your first visit the banner offers Accept All, Essential Only or Customize. Your choice is stored on your device (not on our servers) and can be changed at any time with Cookie settings at the foot of every page, or by clearing this site's data in your browser, after which the banner appears again. Blocking essential cookies in your browser will stop sign-in from working.",
      ],
    },
    {
      id: "sharing",
      heading: "Sharing and processing",
      blocks: [
        {
          text: "Information from optional cookies may be shared with our service providers, including analytics providers, as described in our {privacyPolicy}. It is processed in the U.S.",
          links: { privacyPolicy: { to: "/privacy-policy", label: "Privacy Policy" } },
        },
      ],
    },
    {
      id: "age",
      heading: "Minimum age",
      blocks: ["Accounts are for people 18 and older; we collect no data from children under 13."],
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
          text: "We will post any change here with a new effective date. Questions? Use the {contactPage}.",
          links: { contactPage: { to: "/contact", label: "Contact page" } },
        },
      ],
    },
  ],
};
