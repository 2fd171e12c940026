import { Children, cloneElement, type HTMLAttributes, isValidElement, type ReactNode } from "react";
import { cn } from "~/web/lib/cn";

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode };
type ChildProps = Record<string, unknown> & { className?: string };

/** Renders its one child with the slot's props merged in (`asChild`); both click handlers run. */
export function Slot({ children, className, onClick, ...props }: SlotProps) {
  const child = Children.only(children);
  if (!isValidElement<ChildProps>(child)) return null;
  const childClick = child.props.onClick as SlotProps["onClick"];
  return cloneElement(child, {
    ...props,
    ...child.props,
    className: cn(className, child.props.className),
    onClick:
      onClick && childClick
        ? (event: Parameters<NonNullable<SlotProps["onClick"]>>[0]) => {
            childClick(event);
            if (!event.defaultPrevented) onClick(event);
          }
        : (childClick ?? onClick),
  });
}
