import type { Role } from "~/domain/accounts/account-types";
import type { MessageId } from "~/domain/languages/catalogs";

/** A link of the menus: its English path and its label's message. */
export type NavItem = { to: string; label: MessageId };

export const PUBLIC_LINKS: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/businesses", label: "Businesses" },
  { to: "/directory", label: "Directory" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
];

export const SIGNED_IN_LINKS: NavItem[] = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/settings", label: "Settings" },
];

export const ADMIN_PANEL: NavItem = { to: "/admin/certifications", label: "Admin Panel" };

export type TabItem = NavItem & {
  icon: "home" | "certify" | "store" | "directory" | "alerts" | "profile";
  activeOn: string[];
};

/** The bottom tabs of a signed-in user; roles admin and user get Alerts before Profile. */
export function bottomTabs(role: Role | null): TabItem[] {
  const tabs: TabItem[] = [
    { to: "/hub", label: "Home", icon: "home", activeOn: ["/hub", "/dashboard"] },
    { to: "/certification", label: "Certify", icon: "certify", activeOn: ["/certification"] },
    { to: "/storefront-manager", label: "My Store", icon: "store", activeOn: ["/storefront-manager"] },
    { to: "/directory", label: "Directory", icon: "directory", activeOn: ["/directory"] },
  ];
  if (role === "admin" || role === "user") {
    tabs.push({ to: "/opportunities", label: "Alerts", icon: "alerts", activeOn: ["/opportunities"] });
  }
  tabs.push({ to: "/settings", label: "Profile", icon: "profile", activeOn: ["/settings"] });
  return tabs;
}

/** Whether a tab is the current page's (Home is also current on /dashboard). */
export function isCurrentTab(tab: TabItem, pathname: string): boolean {
  return tab.activeOn.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Pages without the bottom tab bar. */
export function hidesBottomTabs(pathname: string): boolean {
  return pathname === "/" || pathname === "/auth";
}
