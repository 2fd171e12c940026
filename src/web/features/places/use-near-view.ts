import { type RefCallback, useCallback, useState } from "react";

/**
 * Whether an element has come within `margin` of the viewport (and stays so once it has). A page
 * asks for a map's code only then: a map further down the page costs nothing until it is scrolled to.
 * Browsers without IntersectionObserver count every element as near.
 */
export function useNearView<T extends Element>(margin = "200px"): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === "undefined") {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
