import { Link, useLocation } from "react-router";
import { Icon } from "~/web/components/ui/icon";
import { useSessionUser } from "~/web/features/accounts/session-user";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";
import { bottomTabs, hidesBottomTabs, isCurrentTab } from "./nav-items";
import { TAB_ICONS } from "./tab-icons";

/**
 * Tab bar at the bottom of phone screens for signed-in users (not on / or /auth). From md up the
 * header's second row (PlacesBar) carries the same places, and the bar would only cover the page.
 */
export function BottomTabBar() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const t = useT();
  if (!user || hidesBottomTabs(pathname)) return null;
  return (
    <>
      {/* Room under the footer, in its colour, so the bar never hides the end of the page. */}
      <div aria-hidden="true" className="h-16 bg-stone-900 md:hidden" />
      <nav
        aria-label={t("Tab bar")}
        data-tab-bar=""
        className="fixed inset-x-0 bottom-0 z-40 border-t md:hidden border-stone-200 bg-white pb-[env(safe-area-inset-bottom)]"
      >
        <ul className="mx-auto flex max-w-2xl justify-around">
          {bottomTabs(user.role).map((tab) => {
            const active = isCurrentTab(tab, pathname);
            return (
              <li key={tab.to} className="flex-1">
                <Link
                  to={tab.to}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex flex-col items-center gap-0.5 px-1 py-2 text-xs font-medium",
                    active ? "text-brand-700" : "text-stone-600 hover:text-stone-900",
                  )}
                >
                  <Icon name={TAB_ICONS[tab.icon]} className="h-5 w-5" />
                  {t(tab.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
