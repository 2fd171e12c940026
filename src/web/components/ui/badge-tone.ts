import type { BadgeTone } from "~/domain/certification/badge-tones";

/** The classes of each badge tone (background, text, ring). */
export const BADGE_TONE_CLASS: Record<BadgeTone, string> = {
  blue: "bg-blue-100 text-blue-800 ring-blue-200",
  green: "bg-green-100 text-green-800 ring-green-200",
  purple: "bg-purple-100 text-purple-800 ring-purple-200",
  amber: "bg-amber-100 text-amber-900 ring-amber-200",
  red: "bg-red-100 text-red-800 ring-red-200",
  grey: "bg-stone-100 text-stone-700 ring-stone-200",
  "dark-grey": "bg-stone-200 text-stone-800 ring-stone-300",
};
