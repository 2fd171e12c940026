import type { ComponentProps } from "react";
import { cn } from "~/web/lib/cn";
import { Slot } from "./slot";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

const VARIANTS = {
  default: "bg-brand-800 text-white hover:bg-brand-700",
  secondary: "bg-gold-400 text-stone-900 hover:bg-gold-500",
  outline: "border border-stone-300 bg-white hover:bg-stone-100",
  ghost: "hover:bg-stone-100",
  destructive: "bg-ember-600 text-white hover:bg-red-700",
  link: "text-brand-700 underline-offset-4 hover:underline",
};

// `field` matches the height of the inputs beside it in the search forms.
const SIZES = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3",
  lg: "h-11 px-6 text-base",
  field: "h-11 px-4 py-2",
  icon: "h-10 w-10",
};

type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  asChild?: boolean;
};

export function Button({
  className,
  variant = "default",
  size = "default",
  asChild = false,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(BASE, VARIANTS[variant], SIZES[size], className)} {...props} />;
}
