import type { SVGProps } from "react";
import type { IconName } from "./icon-names";
import sprite from "./icons.svg?no-inline";

/**
 * A lucide icon drawn from the one cached sprite (./icons.svg, a hashed asset) instead of inline paths.
 * Decorative: give the meaning to the control or text beside it. Its colour is the text colour; the
 * stroke defaults live on the sprite's symbols, the fill here so a fill class can replace it.
 */
export function Icon({
  name,
  ...props
}: { name: IconName } & Omit<SVGProps<SVGSVGElement>, "name" | "children">) {
  return (
    <svg aria-hidden="true" width={24} height={24} fill="none" {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
