import { Link } from "react-router";
import { CATEGORIES, FOOTER_CATEGORY_SLUGS } from "~/domain/categories/categories";
import type { MessageId } from "~/domain/languages/catalogs";
import { type SessionUser, useSessionUser } from "~/web/features/accounts/session-user";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { LanguageSwitcher } from "~/web/features/languages/language-switcher";
import { openCookieSettings } from "~/web/features/privacy/cookie-banner-open";
import { HydrateWhenNear } from "~/web/features/shared/hydrate-when-near";
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
  title: (CATEGORIES.find((c) => c.slug === slug)?.title ?? "Other") as MessageId,
}));

export function SiteFooter() {
  const user = useSessionUser();
  const t = useT();
  const local = useLocalPath();
  return (
    <HydrateWhenNear as="footer" className="mt-16 bg-stone-900 text-stone-300">
      <div
        className={cn(
          "mx-auto grid max-w-6xl gap-8 px-4 py-12",
          user ? "md:grid-cols-2 lg:grid-cols-[1fr_2fr_1fr_1fr]" : "md:grid-cols-3",
        )}
      >
        <div>
          <p className="text-lg font-bold text-white">Ujamaa</p>
          <p className="mt-2 text-sm">{t("Educate. Elevate. Empower.")}</p>
          <p className="mt-2 text-sm">
            {t("Connecting people to Black-owned businesses in the United States and worldwide.")}
          </p>
        </div>
        <nav aria-label={t("Categories")}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t("Categories")}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {footerCategories.map((c) => (
              <li key={c.slug}>
                <Link
                  to={local(`/businesses?category=${c.slug}`)}
                  className="hover:text-white hover:underline"
                >
                  {t(c.title)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("Information")}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t("Information")}</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {INFO_PAGES.map((p) => (
              <li key={p.to}>
                <Link to={local(p.to)} className="hover:text-white hover:underline">
                  {t(p.label)}
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
                {t("Cookie settings")}
              </button>
            </li>
          </ul>
          <LanguageSwitcher className="mt-4" />
        </nav>
        {user ? <MemberLinks user={user} /> : null}
      </div>
      <p className="border-t border-stone-800 py-4 text-center text-xs">
        © {new Date().getFullYear()} Ujamaa
      </p>
    </HydrateWhenNear>
  );
}

/** The tab bar's places, for screens wide enough that the tab bar is not shown. */
function MemberLinks({ user }: { user: SessionUser }) {
  const t = useT();
  return (
    <nav aria-label={t("Your Ujamaa")} className="hidden md:block">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t("Your Ujamaa")}</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {bottomTabs(user.role).map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} className="hover:text-white hover:underline">
              {t(tab.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
