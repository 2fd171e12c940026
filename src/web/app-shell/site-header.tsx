import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Icon } from "~/web/components/ui/icon";
import { type SessionUser, useSessionUser } from "~/web/features/accounts/session-user";
import { useSignOut } from "~/web/features/accounts/use-sign-out";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { HeaderLanguageMenu } from "~/web/features/languages/language-switcher";
import { NotificationBell } from "~/web/features/notifications/notification-bell";
import { cn } from "~/web/lib/cn";
import { ADMIN_PANEL, PUBLIC_LINKS, SIGNED_IN_LINKS } from "./nav-items";
import { PlacesBar } from "./places-bar";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-700",
    isActive ? "bg-brand-700 text-white" : "text-brand-50",
  );

function NavLinks({ user, onSignOut }: { user: SessionUser | null; onSignOut?: () => void }) {
  const signOut = useSignOut();
  const t = useT();
  const local = useLocalPath();
  const links = user ? [...PUBLIC_LINKS, ...SIGNED_IN_LINKS] : PUBLIC_LINKS;
  return (
    <>
      {links.map((link) => (
        <NavLink key={link.to} to={local(link.to)} end={link.to === "/"} className={linkClass}>
          {t(link.label)}
        </NavLink>
      ))}
      {user ? (
        <>
          {user.role === "admin" ? (
            <NavLink to={ADMIN_PANEL.to} className={linkClass}>
              {t(ADMIN_PANEL.label)}
            </NavLink>
          ) : null}
          <button
            type="button"
            onClick={() => {
              onSignOut?.();
              void signOut();
            }}
            className="inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-left text-sm font-medium text-brand-50 hover:bg-brand-700"
          >
            <Icon name="log-out" className="h-4 w-4" />
            {t("Sign Out")}
          </button>
        </>
      ) : (
        <Link
          to={local("/auth")}
          className="rounded-md bg-gold-400 px-3 py-2 text-sm font-semibold text-stone-900 hover:bg-gold-500"
        >
          {t("Sign In")}
        </Link>
      )}
    </>
  );
}

/**
 * The ☰ menu of narrow screens. The header outlives the page below it, so the menu is open only on the page
 * (the location) where it was opened: following one of its links, going back, or signing out closes it.
 */
function PhoneMenu({ user }: { user: SessionUser | null }) {
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const t = useT();
  return (
    <details
      open={openOn === key}
      onToggle={(event) => setOpenOn(event.currentTarget.open ? key : null)}
      className={cn("relative", user ? "lg:hidden" : "md:hidden")}
    >
      <summary className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-brand-700">
        <Icon name="menu" />
        <span className="sr-only">{t("Menu")}</span>
      </summary>
      <div className="absolute right-0 z-40 mt-2 flex w-56 flex-col gap-1 rounded-md bg-brand-800 p-2 shadow-lg">
        <NavLinks user={user} onSignOut={() => setOpenOn(null)} />
      </div>
    </details>
  );
}

/**
 * The mark of /favicon.svg, drawn in the page: as an <img> it was one more request before the first paint
 * and one more SVG document for the browser to build.
 */
function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width={28} height={28} aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill="#e0a800" />
      <path d="M18 18v16a14 14 0 0 0 28 0V18h-7v16a7 7 0 0 1-14 0V18z" fill="#14532d" />
    </svg>
  );
}

export function SiteHeader() {
  const user = useSessionUser();
  const t = useT();
  const local = useLocalPath();
  return (
    <header className="bg-brand-800 text-white">
      <nav
        aria-label={t("Main")}
        className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
      >
        <Link to={local("/")} className="flex items-center gap-2 text-xl font-bold tracking-tight">
          <BrandMark />
          Ujamaa
        </Link>
        <div className="flex items-center gap-1">
          <div className={cn("hidden items-center gap-1", user ? "lg:flex" : "md:flex")}>
            <NavLinks user={user} />
          </div>
          {/* One bell for every width (the menu below repeats the links, not the bell and its stream). */}
          <HeaderLanguageMenu />
          {user ? <NotificationBell /> : null}
          <PhoneMenu user={user} />
        </div>
      </nav>
      {user ? <PlacesBar user={user} /> : null}
    </header>
  );
}
