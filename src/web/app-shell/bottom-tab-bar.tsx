import { Link, useLocation } from "react-router";
import { Icon } from "~/web/components/ui/icon";
import type { IconName } from "~/web/components/ui/icon-names";
import { useSessionUser } from "~/web/features/shared/session-user";
import { cn } from "~/web/lib/cn";
import { bottomTabs, hidesBottomTabs, type TabItem } from "./nav-items";

const ICONS: Record<TabItem["icon"], IconName> = {
  home: "house",
  certify: "shield-check",
  store: "store",
  directory: "building-complex",
  alerts: "bell",
  profile: "user",
};

/**
 * Tab bar at the bottom of phone screens for signed-in users (not on / or /auth). From md up the
 * header carries the navigation and the bar would only cover the page, so it is not shown there.
 */
export function BottomTabBar() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (!user || hidesBottomTabs(pathname)) return null;
  return (
    <>
      {/* Room under the footer, in its colour, so the bar never hides the end of the page. */}
      <div aria-hidden="true" className="h-16 bg-stone-900 md:hidden" />
      <nav
        aria-label="Tab bar"
        data-tab-bar=""
        className="fixed inset-x-0 bottom-0 z-40 border-t md:hidden border-stone-200 bg-white pb-[env(safe-area-inset-bottom)]"
      >
        <ul className="mx-auto flex max-w-2xl justify-around">
          {bottomTabs(user.role).map((tab) => {
            const active = tab.activeOn.some((p) => pathname === p || pathname.startsWith(`${p}/`));
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
                  <Icon name={ICONS[tab.icon]} className="h-5 w-5" />
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
