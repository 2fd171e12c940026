import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** While `active`, reads the page's loader again every `ms` (a list being matched shows its progress). */
export function useRefreshWhile(active: boolean, ms = 1500) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [active, ms, revalidator]);
}
