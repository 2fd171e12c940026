import { Link, useLocation } from "react-router";
import { Icon } from "~/web/components/ui/icon";
import type { SessionUser } from "~/web/features/accounts/session-user";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";
import { bottomTabs, hidesBottomTabs, isCurrentTab } from "./nav-items";
import { TAB_ICONS } from "./tab-icons";

/**
 * The tab bar's places (Home, Certify, My Store, Directory, Alerts, Profile) as the header's second
 * row, from md up where the bottom tab bar is not shown: a signed-in user reaches them at any width.
 */
export function PlacesBar({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const t = useT();
  if (hidesBottomTabs(pathname)) return null;
  return (
    <nav aria-label={t("Your places")} className="hidden border-t border-brand-700 md:block">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 py-1.5">
        {bottomTabs(user.role).map((tab) => {
          const current = isCurrentTab(tab, pathname);
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium hover:bg-brand-700",
                  current ? "bg-brand-700 text-white" : "text-brand-50",
                )}
              >
                <Icon name={TAB_ICONS[tab.icon]} className="h-4 w-4" />
                {t(tab.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
