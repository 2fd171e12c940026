import {
  Briefcase,
  Building,
  Building2,
  Car,
  GraduationCap,
  Hammer,
  Heart,
  Landmark,
  type LucideIcon,
  MapPin,
  School,
  Scissors,
  ShoppingBag,
  Store,
  Utensils,
  Wifi,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  utensils: Utensils,
  building: Building,
  scissors: Scissors,
  "shopping-bag": ShoppingBag,
  briefcase: Briefcase,
  heart: Heart,
  car: Car,
  "building-2": Building2,
  hammer: Hammer,
  "graduation-cap": GraduationCap,
  school: School,
  wifi: Wifi,
  landmark: Landmark,
  "map-pin": MapPin,
};

/** The icon named by a category's icon_name; anything unknown gets the default store icon. */
export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Store;
  return <Icon aria-hidden="true" className={className} />;
}
