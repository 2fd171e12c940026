import { Icon } from "~/web/components/ui/icon";
import type { IconName } from "~/web/components/ui/icon-names";

const ICONS: Record<string, IconName> = {
  utensils: "utensils",
  building: "building",
  scissors: "scissors",
  "shopping-bag": "shopping-bag",
  briefcase: "briefcase",
  heart: "heart",
  car: "car",
  "building-2": "building-complex",
  hammer: "hammer",
  "graduation-cap": "graduation-cap",
  school: "school",
  wifi: "wifi",
  landmark: "landmark",
  "map-pin": "map-pin",
};

/** The icon named by a category's icon_name; anything unknown gets the default store icon. */
export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  return <Icon name={ICONS[name] ?? "store"} className={className} />;
}
