import { Link } from "react-router";
import { CATEGORIES, FOOTER_CATEGORY_SLUGS } from "~/domain/categories/categories";
import { type SessionUser, useSessionUser } from "~/web/features/accounts/session-user";
import { openCookieSettings } from "~/web/features/privacy/cookie-banner-open";
import { cn } from "~/web/lib/cn";
import { bottomTabs } from "./nav-items";

const INFO_PAGES = [
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/verify", label: "Verify a Certificate" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-use", label: "Terms of Use" },
  { to: "/cookie-policy", label: "Cookie Policy" },
  { to: "/eula", label: "EULA" },
] as const;

const footerCategories = FOOTER_CATEGORY_SLUGS.map((slug) => ({
  slug,
  title: CATEGORIES.find((c) => c.slug === slug)?.title ?? slug,
}));

export function SiteFooter() {
  const user = useSessionUser();
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div
        className={cn(
          "mx-auto grid max-w-6xl gap-8 px-4 py-12",
          user ? "md:grid-cols-2 lg:grid-cols-[1fr_2fr_1fr_1fr]" : "md:grid-cols-3",
        )}
      >
        <div>
          <p className="text-lg font-bold text-white">Ujamaa</p>
          <p className="mt-2 text-sm">Educate. Elevate. Empower.</p>
          <p className="mt-2 text-sm">
            Connecting people to Black-owned businesses in the United States and worldwide.
          </p>
        </div>
        <nav aria-label="Categories">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Categories</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {footerCategories.map((c) => (
              <li key={c.slug}>
                <Link to={`/businesses?category=${c.slug}`} className="hover:text-white hover:underline">
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Information">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Information</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {INFO_PAGES.map((p) => (
              <li key={p.to}>
                <Link to={p.to} className="hover:text-white hover:underline">
                  {p.label}
                </Link>
              </li>
            ))}
            <li>
              {/* The cookie choices can be changed at any time, not only before the first answer. */}
              <button
                type="button"
                onClick={openCookieSettings}
                className="text-left hover:text-white hover:underline"
              >
                Cookie settings
              </button>
            </li>
          </ul>
        </nav>
        {user ? <MemberLinks user={user} /> : null}
      </div>
      <p className="border-t border-stone-800 py-4 text-center text-xs">
        © {new Date().getFullYear()} Ujamaa
      </p>
    </footer>
  );
}

/** The tab bar's places, for screens wide enough that the tab bar is not shown. */
function MemberLinks({ user }: { user: SessionUser }) {
  return (
    <nav aria-label="Your Ujamaa" className="hidden md:block">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Your Ujamaa</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {bottomTabs(user.role).map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} className="hover:text-white hover:underline">
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
