import { useCallback, useEffect, useState } from "react";
import type { AnalyticsRange } from "~/domain/analytics/analytics-schema";
import { getMyAnalytics, type MyAnalytics } from "~/web/lib/api/analytics";

export type AnalyticsState = {
  /** The last figures received (kept on screen while the next ones load). */
  data: MyAnalytics | null;
  loading: boolean;
  error: string | null;
  retry(): void;
};

/** Loads the figures for a window and a business (undefined: all), dropping answers that arrive late. */
export function useMyAnalytics(days: AnalyticsRange, businessId: string | undefined): AnalyticsState {
  const [data, setData] = useState<MyAnalytics | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // `attempt` changes to ask for the same figures again.
  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    getMyAnalytics({ days, business_id: businessId })
      .then((answer) => {
        if (current) setData(answer);
      })
      .catch((failure: unknown) => {
        if (current) setError(failure instanceof Error ? failure.message : "Something went wrong.");
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [days, businessId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, retry };
}
