import type { IconName } from "~/web/components/ui/icon-names";
import type { TabItem } from "./nav-items";

/** The icon of each of the tab bar's places (the bar on phones, the header's row above). */
export const TAB_ICONS: Record<TabItem["icon"], IconName> = {
  home: "house",
  certify: "shield-check",
  store: "store",
  directory: "building-complex",
  alerts: "bell",
  profile: "user",
};
