import type { Role } from "~/domain/accounts/account-types";
export type HubCard = {
  to: string;
  title: string;
  text: string;
  badge?: "Premium" | "Admin";
  adminOnly?: boolean;
};

export const HUB_CARDS: HubCard[] = [
  { to: "/directory", title: "Business Directory", text: "Browse and discover Black-owned businesses." },
  { to: "/certification", title: "Certification", text: "Apply for or renew your business certification." },
  { to: "/storefront-manager", title: "Storefront Manager", text: "Create and manage your storefronts." },
  {
    to: "/opportunities",
    title: "Contract Opportunities",
    text: "Find and post contract opportunities.",
    badge: "Premium",
  },
  {
    to: "/vendor-lists",
    title: "Vendor Lists",
    text: "Upload your vendors and see which are certified Ujamaa businesses.",
  },
  { to: "/settings", title: "Settings", text: "Your profile, privacy and security." },
  {
    to: "/admin/certifications",
    title: "Certification Review",
    text: "Approve or reject certification applications.",
    badge: "Admin",
    adminOnly: true,
  },
  {
    to: "/admin/documents",
    title: "Document Management",
    text: "Maintain certification templates.",
    badge: "Admin",
    adminOnly: true,
  },
  {
    to: "/admin/other-certifications",
    title: "Other Certifications",
    text: "Check the NMSDC, WBENC, 8(a), HUB and DBE certificates owners add for buyers.",
    badge: "Admin",
    adminOnly: true,
  },
  {
    to: "/admin/reviews",
    title: "Review Moderation",
    text: "Hide or keep reviews that customers and owners reported.",
    badge: "Admin",
    adminOnly: true,
  },
  {
    to: "/admin/jobs",
    title: "Job Queue",
    text: "Watch background e-mails and alerts, and retry failed jobs.",
    badge: "Admin",
    adminOnly: true,
  },
];

export function hubCardsFor(role: Role): HubCard[] {
  return HUB_CARDS.filter((card) => !card.adminOnly || role === "admin");
}
